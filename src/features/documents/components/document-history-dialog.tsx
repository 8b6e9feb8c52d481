import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SummaryTable, type SummaryTableColumn } from '@/components/data-table/summary-table';
import { formatDateTime } from '@/lib/format';
import type { DocumentHistoryEntry, DocumentKind } from '@/lib/schemas/document-schemas';
import { useCompactWidth } from '@/lib/use-compact-width';
import { useDocumentHistory } from '../api/get-document';
import { documentTexts } from '../model/document-texts';
import { DialogCloseActions } from '@/components/dialog-close-actions';

const columns: readonly SummaryTableColumn<DocumentHistoryEntry>[] = [
  { id: 'date', header: 'Date', nowrap: true, cell: (entry) => formatDateTime(entry.date) },
  { id: 'action', header: 'Action', cell: (entry) => entry.action },
  { id: 'description', header: 'Description', cell: (entry) => entry.description },
  { id: 'user', header: 'By', cell: (entry) => entry.userName },
];

/** History: created, status changes, sends, views, signatures and payments, each with who and when. */
export function DocumentHistoryDialog({ kind, context, title, onClose }: { kind: DocumentKind; context: string; title: string; onClose: () => void }) {
  const compact = useCompactWidth();
  const history = useDocumentHistory(kind, context);
  const heading = `${title} History`;
  return (
    <Dialog open onClose={onClose} fullScreen={compact} fullWidth maxWidth="md" aria-labelledby={`${context}-history-title`}>
      <DialogTitle id={`${context}-history-title`}>{heading}</DialogTitle>
      <DialogContent dividers>
        {history.data === undefined ? (
          <Skeleton variant="rectangular" height={160} role="status" aria-label={`Loading ${heading}`} />
        ) : history.data.length === 0 ? (
          <Typography color="text.secondary">{documentTexts.noHistory}</Typography>
        ) : (
          <SummaryTable label={heading} columns={columns} rows={history.data} rowKey={(entry) => `${entry.date}-${entry.action}-${entry.description}`} />
        )}
      </DialogContent>
      <DialogCloseActions onClose={onClose} autoFocus />
    </Dialog>
  );
}
