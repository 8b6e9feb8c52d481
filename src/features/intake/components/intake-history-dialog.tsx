import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/lib/format';
import type { IntakeHistoryEntryView } from '@/lib/schemas/intake-schemas';
import { useCompactWidth } from '@/lib/use-compact-width';
import { useIntakeHistory } from '../api/get-intake-history';
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

function HistoryTable({ entries }: { entries: IntakeHistoryEntryView[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="History">
        <TableHead>
          <TableRow>
            <TableCell>Date/Time</TableCell>
            <TableCell>User</TableCell>
            <TableCell>Field</TableCell>
            <TableCell>Old Value</TableCell>
            <TableCell>New Value</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.context}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.dateTime)}</TableCell>
              <TableCell>{entry.userName}</TableCell>
              <TableCell>{entry.field}</TableCell>
              <TableCell sx={{ maxWidth: 260 }}>
                <Value text={entry.oldValue} />
              </TableCell>
              <TableCell sx={{ maxWidth: 260 }}>
                <Value text={entry.newValue} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function HistoryList({ entries }: { entries: IntakeHistoryEntryView[] }) {
  return (
    <Box component="ul" aria-label="History" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {entries.map((entry) => (
        <Paper component="li" key={entry.context} variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(entry.dateTime)} · {entry.userName}
          </Typography>
          <Typography variant="subtitle2" component="p">
            {entry.field}
          </Typography>
          <Typography variant="body2">
            <Value text={entry.oldValue} /> → <Value text={entry.newValue} />
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** Spec 2 §2: Intake History — the title and customer, every recorded field change, Close. */
export function IntakeHistoryDialog({ open, onClose, intakeContext, description, customerName }: IntakeHistoryDialogProps) {
  const titleId = useId();
  const compact = useCompactWidth();
  const history = useIntakeHistory(intakeContext, { enabled: open && intakeContext !== '' });
  let body;
  if (history.isError) body = <Alert severity="error">The history could not be loaded.</Alert>;
  else if (!history.data) body = <LinearProgress aria-label="Loading history" />;
  else if (history.data.length === 0) body = <Typography color="text.secondary">No changes have been recorded.</Typography>;
  else body = compact ? <HistoryList entries={history.data} /> : <HistoryTable entries={history.data} />;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullScreen={compact} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Intake History</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
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
        {body}
      </DialogContent>
      <DialogCloseActions onClose={onClose} />
    </Dialog>
  );
}
