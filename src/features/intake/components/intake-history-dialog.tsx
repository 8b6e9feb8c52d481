import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/lib/format';
import type { IntakeHistoryEntryView } from '@/lib/schemas/intake-schemas';
import { useCompactWidth } from '@/lib/use-compact-width';
import { useIntakeHistory } from '../api/get-intake-history';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { DialogCloseActions } from '@/components/dialog-close-actions';

export interface IntakeHistoryDialogProps {
  open: boolean;
  onClose: () => void;
  intakeContext: string;
  /** The intake's title. */
  description: string;
  customerName: string;
}

function Value({ text }: { text: string }) {
  return text === '' ? (
    <Typography component="span" variant="body2" color="text.secondary">
      (blank)
    </Typography>
  ) : (
    <Box component="span" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {text}
    </Box>
  );
}

/** The history's columns (spec 2 §2), in the kit's table; a long value wraps within its cell. */
const historyColumns: DataTableColumn<IntakeHistoryEntryView>[] = [
  { id: 'dateTime', header: 'Date/Time', nowrap: true, cell: (entry) => formatDateTime(entry.dateTime) },
  { id: 'user', header: 'User', cell: (entry) => entry.userName },
  { id: 'field', header: 'Field', cell: (entry) => entry.field },
  { id: 'oldValue', header: 'Old Value', width: 260, cell: (entry) => <Value text={entry.oldValue} /> },
  { id: 'newValue', header: 'New Value', width: 260, cell: (entry) => <Value text={entry.newValue} /> },
];

/** A change on a phone card: when and by whom, the field, and the value before and after. */
function HistoryCard({ entry }: { entry: IntakeHistoryEntryView }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {formatDateTime(entry.dateTime)} · {entry.userName}
      </Typography>
      <Typography variant="subtitle2" component="p">
        {entry.field}
      </Typography>
      <Typography variant="body2">
        <Value text={entry.oldValue} /> → <Value text={entry.newValue} />
      </Typography>
    </Box>
  );
}

const rowKey = (entry: IntakeHistoryEntryView) => entry.context;
const card = (entry: IntakeHistoryEntryView) => <HistoryCard entry={entry} />;
const empty = { nothingYet: 'No changes have been recorded.', nothingMatches: 'No changes have been recorded.' };

/** Spec 2 §2: Intake History — the title and customer, every recorded field change, Close. */
export function IntakeHistoryDialog({ open, onClose, intakeContext, description, customerName }: IntakeHistoryDialogProps) {
  const titleId = useId();
  const compact = useCompactWidth();
  const history = useIntakeHistory(intakeContext, { enabled: open && intakeContext !== '' });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullScreen={compact} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Intake History</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5 }}>
          <Typography component="dt" color="text.secondary">
            Intake
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {description}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Customer
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {customerName}
          </Typography>
        </Box>
        {history.isError ? (
          <Alert severity="error">The history could not be loaded.</Alert>
        ) : (
          <DataTable
            label="History"
            loadingLabel="Loading history"
            columns={historyColumns}
            rows={history.data}
            rowKey={rowKey}
            totalCount={history.data?.length}
            empty={empty}
            card={card}
            verticalAlign="top"
          />
        )}
      </DialogContent>
      <DialogCloseActions onClose={onClose} />
    </Dialog>
  );
}
