import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { ExportColumn } from '@/lib/list-export/export-columns';
import type { PageFetcher } from '@/lib/list-export/fetch-all-pages';
import { useCan } from '@/lib/permissions';
import { useCompactWidth } from '@/lib/use-compact-width';

const ExportDialog = lazy(() => import('./export-dialog').then((module) => ({ default: module.ExportDialog })));

export const EXPORT_LABEL = 'Export';

/** What a list exports (`ListPage`'s `export`): its columns and its own search at any page. */
export interface ListExport<Row> {
  /** Names the remembered column choice and the file (`jobs` → jobs.xlsx, jobs.csv). */
  id: string;
  /** Who may export (e.g. PROP_EXPORT); without it, whoever may see the list. */
  permission?: string;
  /** The columns offered, in order (the table's columns first, so headers match what is shown). */
  columns: readonly ExportColumn<Row>[];
  /** The list's own search request with its filter and sort, at another page and size (`searchPages`). */
  fetchPage: PageFetcher<Row>;
}

export interface ListExportButtonProps<Row> {
  /** The list's name ("Jobs"): the dialog's title and the sheet's name. */
  label: string;
  config: ListExport<Row>;
  /** Rows matching the filter now; the button waits for the first answer. */
  matching: number | undefined;
}

/**
 * The list toolbar's Export (a button on desktop, an icon button on phones), shown only with the
 * export permission; the dialog, the spreadsheet library and the CSV writer load on the first click.
 */
export function ListExportButton<Row>({ label, config, matching }: ListExportButtonProps<Row>) {
  const compact = useCompactWidth();
  const allowed = useCan(config.permission ?? { allOf: [] });
  const [open, setOpen] = useState(false);
  // Each opening starts a new dialog (its choice read again from what was remembered).
  const [session, setSession] = useState(0);
  if (!allowed) return null;
  const handleOpen = () => {
    setSession((count) => count + 1);
    setOpen(true);
  };
  const disabled = matching === undefined;
  return (
    <>
      {compact ? (
        <Tooltip title={`${EXPORT_LABEL} ${label.toLowerCase()}`}>
          <span>
            <IconButton aria-label={EXPORT_LABEL} onClick={handleOpen} disabled={disabled} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <FileDownloadOutlined />
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={handleOpen} disabled={disabled}>
          {EXPORT_LABEL}
        </Button>
      )}
      {session > 0 ? (
        <Suspense fallback={null}>
          <ExportDialog key={session} open={open} onClose={() => setOpen(false)} label={label} config={config as unknown as ListExport<unknown>} matching={matching ?? 0} />
        </Suspense>
      ) : null}
    </>
  );
}
