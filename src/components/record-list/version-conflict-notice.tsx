import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export interface VersionConflictNoticeProps {
  /** "location" or "supplier". */
  recordName: string;
  reloading: boolean;
  onReload: () => void;
}

/** Shown on an edit page after a 409: the record changed since it was loaded; reloading discards the edits. */
export function VersionConflictNotice({ recordName, reloading, onReload }: VersionConflictNoticeProps) {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onReload} loading={reloading}>
          Reload
        </Button>
      }
    >
      This {recordName} was changed by someone else after you opened it. Your changes are still on the screen. Reload to see the latest
      version (your changes will be discarded), then make them again.
    </Alert>
  );
}
