import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import { RecordViewSection } from '@/components/record-view/record-view-section';
import { formatDate, formatMoney } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { useJobPayments } from '../api/get-job-payments';
import { RecordPaymentDialog } from './record-payment-dialog';

export interface JobPaymentsSectionProps {
  jobContext: string;
  /** The editor offers Record Payment (PYMT_C); the view lists only. */
  canRecord: boolean;
}

/** Spec 2 §2 Payments (PYMT_R): date, type, amount, Check/Auth # and notes of each payment, their total, and Record Payment. */
export function JobPaymentsSection({ jobContext, canRecord }: JobPaymentsSectionProps) {
  const canRead = useCan('PYMT_R');
  const canCreate = useCan('PYMT_C');
  const payments = useJobPayments(jobContext, { enabled: canRead });
  const [recording, setRecording] = useState(false);
  if (!canRead) return null;
  const list = payments.data?.payments ?? [];
  return (
    <RecordViewSection
      title="Payments"
      action={
        canRecord && canCreate ? (
          <Button variant="outlined" startIcon={<AddCardOutlined />} onClick={() => setRecording(true)}>
            Record Payment
          </Button>
        ) : undefined
      }
    >
      {!payments.data ? (
        <Typography color="text.secondary">{payments.isError ? 'The payments could not be loaded.' : 'Loading payments…'}</Typography>
      ) : list.length === 0 ? (
        <Typography color="text.secondary">No payments have been recorded.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Payments">
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell>Type</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Check/Auth #</TableCell>
                <TableCell>Notes</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((payment) => (
                <TableRow key={payment.context}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(payment.date)}</TableCell>
                  <TableCell>{payment.paymentType.text}</TableCell>
                  <TableCell align="right">{formatMoney(payment.amount)}</TableCell>
                  <TableCell>{payment.detail}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{payment.notes}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell colSpan={2} sx={{ fontWeight: 600 }}>
                  Total Paid
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {formatMoney(payments.data.totalPaid)}
                </TableCell>
                <TableCell colSpan={2} />
              </TableRow>
            </TableBody>
          </Table>
        </Box>
      )}
      {recording ? <RecordPaymentDialog open jobContext={jobContext} invoices={payments.data?.invoices ?? []} onClose={() => setRecording(false)} /> : null}
    </RecordViewSection>
  );
}
