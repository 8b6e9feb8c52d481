import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import { SummaryTable, type SummaryTableColumn } from '@/components/data-table/summary-table';
import { RecordViewSection } from '@/components/record-view/record-view-section';
import { formatDate, formatMoney } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import type { Payment } from '@/lib/schemas/job-payment-schemas';
import { useJobPayments } from '../api/get-job-payments';
import { RecordPaymentDialog } from '@/features/documents';

export interface JobPaymentsSectionProps {
  jobContext: string;
  /** The editor offers Record Payment (PYMT_C); the view lists only. */
  canRecord: boolean;
}

const paymentColumns: readonly SummaryTableColumn<Payment>[] = [
  { id: 'date', header: 'Date', nowrap: true, cell: (payment) => formatDate(payment.date) },
  { id: 'type', header: 'Type', cell: (payment) => payment.paymentType.text },
  { id: 'amount', header: 'Amount', align: 'right', cell: (payment) => formatMoney(payment.amount) },
  { id: 'detail', header: 'Check/Auth #', cell: (payment) => payment.detail },
  { id: 'notes', header: 'Notes', breakWords: true, cell: (payment) => payment.notes },
];

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
          <SummaryTable
            label="Payments"
            columns={paymentColumns}
            rows={list}
            rowKey={(payment) => payment.context}
            total={{ label: 'Total Paid', value: formatMoney(payments.data.totalPaid), column: 'amount' }}
          />
        </Box>
      )}
      {recording ? <RecordPaymentDialog open jobContext={jobContext} invoices={payments.data?.invoices ?? []} onClose={() => setRecording(false)} /> : null}
    </RecordViewSection>
  );
}
