import { useEffect } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { VersionConflictState } from '@/components/record-list/use-versioned-edit';
import { formatTime } from '@/lib/format';
import { useRemoteChange } from '@/lib/live-updates/remote-changes';

export interface RemoteChangeNoticeProps<T extends FieldValues> {
  control: Control<T>;
  versioned: VersionConflictState & { recordName: string };
  /** Reload: the edits are discarded (their saved draft too) and the newer record loads. */
  onReload: () => void;
}

/**
 * Live updates (issue 20): the record being edited changed elsewhere (another user, or this user in
 * another tab) and a refresh brought the newer version. With unsaved changes the editor says who changed
 * it and when, before a save would conflict, and offers Reload (take theirs, discard mine) or Keep Mine
 * (keep editing; the next save replaces their version). Without unsaved changes the newer record loads
 * at once, unless the editor follows the server itself (`followsServer`).
 */
export function RemoteChangeNotice<T extends FieldValues>({ control, versioned, onReload }: RemoteChangeNoticeProps<T>) {
  const { isDirty, isSubmitting } = useFormState({ control });
  const change = useRemoteChange(versioned.context);
  // Only a change the live updates heard of (not this tab's own side effects on the record).
  const newer = versioned.newerVersion ?? null;
  const heard = change && newer !== null && (change.version === undefined || change.version >= newer) ? change : undefined;
  const clean = heard !== undefined && !isDirty && !isSubmitting && !versioned.followsServer && !versioned.reloading;
  const { reload } = versioned;
  useEffect(() => {
    if (clean) void reload();
  }, [clean, reload]);
  if (!heard || !isDirty || isSubmitting || versioned.conflict) return null;
  const text = `${heard.by || 'Someone'} changed this ${versioned.recordName} at ${formatTime(heard.at)}.`;
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button color="inherit" size="small" onClick={onReload} loading={versioned.reloading}>
            Reload
          </Button>
          <Button color="inherit" size="small" onClick={() => versioned.keepMine?.()}>
            Keep Mine
          </Button>
        </Box>
      }
    >
      {text} Reload to see their version (your changes will be discarded), or keep yours: saving them replaces their version.
    </Alert>
  );
}
