import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import type { ExportColumn } from '@/lib/list-export/export-columns';
import type { PageFetcher } from '@/lib/list-export/fetch-all-pages';
import { useCan } from '@/lib/permissions';
import { useCompactWidth } from '@/lib/use-compact-width';

const ExportDialog = lazy(() => import('./export-dialog').then((module) => ({ default: module.ExportDialog })));

/** The spec's words (spec 2 §2: "An export to Excel dialog"): one click exports the remembered columns. */
export const EXPORT_LABEL = 'Export to Excel';
/** The dialog choosing the format (Excel or CSV) and the columns; no "Export" in it, so `Export` names one button. */
export const EXPORT_OPTIONS_LABEL = 'Columns and Format';

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
 * The list toolbar's Export to Excel (one click, the remembered columns) and Columns and Format (the
 * dialog: Excel or CSV and the columns), buttons on desktop and icon buttons on phones, shown only with the
 * export permission; the dialog, the spreadsheet library and the CSV writer load on the first click.
 */
export function ListExportButton<Row>({ label, config, matching }: ListExportButtonProps<Row>) {
  const compact = useCompactWidth();
  const allowed = useCan(config.permission ?? { allOf: [] });
  const [open, setOpen] = useState<'excel' | 'choose' | null>(null);
  // Each opening starts a new dialog (its choice read again from what was remembered).
  const [session, setSession] = useState(0);
  if (!allowed) return null;
  const handleOpen = (mode: 'excel' | 'choose') => {
    setSession((count) => count + 1);
    setOpen(mode);
  };
  const disabled = matching === undefined;
  return (
    <>
      {compact ? (
        <>
          <Tooltip title={`${EXPORT_LABEL}: ${label.toLowerCase()}`}>
            <span>
              <IconButton aria-label={EXPORT_LABEL} onClick={() => handleOpen('excel')} disabled={disabled} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <FileDownloadOutlined />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={EXPORT_OPTIONS_LABEL}>
            <span>
              <IconButton aria-label={EXPORT_OPTIONS_LABEL} onClick={() => handleOpen('choose')} disabled={disabled} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <TuneOutlined />
              </IconButton>
            </span>
          </Tooltip>
        </>
      ) : (
        <>
          <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => handleOpen('excel')} disabled={disabled}>
            {EXPORT_LABEL}
          </Button>
          <Tooltip title={EXPORT_OPTIONS_LABEL}>
            <span>
              <IconButton aria-label={EXPORT_OPTIONS_LABEL} onClick={() => handleOpen('choose')} disabled={disabled}>
                <TuneOutlined />
              </IconButton>
            </span>
          </Tooltip>
        </>
      )}
      {session > 0 ? (
        <Suspense fallback={null}>
          <ExportDialog key={session} open={open !== null} autoStart={open === 'excel'} onClose={() => setOpen(null)} label={label} config={config as unknown as ListExport<unknown>} matching={matching ?? 0} />
        </Suspense>
      ) : null}
    </>
  );
}
