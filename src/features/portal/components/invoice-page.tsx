import { lazy, Suspense, useRef, useState, type Ref } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime } from '@/lib/format';
import { portalMessages, type PortalInvoice, type PortalPayResponse } from '@/lib/schemas/portal-schemas';
import { usePortalInvoice } from '../api/portal-queries';
import { plainDateText } from '../model/portal-format';
import { formatUsd } from '@/lib/job-calculations';
import { PortalDocumentContent, PortalDocumentHeader, PortalSection } from './portal-document';
import { PortalFailureView } from './portal-failure-view';
import { PortalFigures } from './portal-lines';
import { ViewPdfButton } from './view-pdf-button';
import { useOpenedOnce } from '@/components/use-opened-once';

// The card form loads when the customer goes to pay, not with the invoice.
const loadPayDialog = () => import('./pay-dialog');
const PayDialog = lazy(() => loadPayDialog().then((module) => ({ default: module.PayDialog })));

function Receipt({ receipt, headingRef }: { receipt: PortalPayResponse; headingRef: Ref<HTMLHeadingElement> }) {
  const paid = receipt.invoice.amountDue <= 0;
  return (
    <PortalSection title="Payment receipt" headingRef={headingRef}>
      <Alert severity="success" role="status">
        Thank you! Your payment of {formatUsd(receipt.amount)} was received.
      </Alert>
      <PortalFigures
        figures={[
          { label: 'Amount paid', value: formatUsd(receipt.amount) },
          { label: 'Date', value: formatDateTime(receipt.date) },
          { label: 'Card', value: receipt.card },
          { label: 'Receipt number', value: receipt.receiptNumber },
          { label: 'Authorization', value: receipt.authorizationCode },
          { label: paid ? 'Invoice' : 'Amount still due', value: paid ? 'Paid' : formatUsd(receipt.invoice.amountDue), strong: true },
        ]}
      />
    </PortalSection>
  );
}

function PaymentsSection({ invoice }: { invoice: PortalInvoice }) {
  return (
    <PortalSection title="Payments">
      {invoice.payments.length === 0 ? (
        <Typography>No payments yet.</Typography>
      ) : (
        <PortalFigures figures={invoice.payments.map((payment) => ({ label: `${formatDate(payment.date)} ${payment.method}`.trim(), value: formatUsd(payment.amount) }))} />
      )}
    </PortalSection>
  );
}

/** customer-portal/invoice/:token — the invoice with its payments and amount due, and Pay by card. */
export default function InvoicePage() {
  const token = useParams().token ?? '';
  const invoice = usePortalInvoice(token);
  const [paying, setPaying] = useState(false);
  const [receipt, setReceipt] = useState<PortalPayResponse | null>(null);
  const receiptHeading = useRef<HTMLHeadingElement>(null);
  const justPaid = useRef(false);
  const payUsed = useOpenedOnce(paying);

  if (invoice.isError) return <PortalFailureView error={invoice.error} onRetry={() => void invoice.refetch()} />;
  if (!invoice.data) return <CircularProgress aria-label="Loading the invoice" sx={{ justifySelf: 'center', my: 4 }} />;
  const data = invoice.data;
  const canPay = data.cardPaymentsEnabled && data.amountDue > 0;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <PortalDocumentHeader document={data}>
        <PortalFigures
          figures={[
            { label: 'Status', value: data.status },
            { label: 'Due date', value: plainDateText(data.dueDate) },
            { label: 'Amount due', value: formatUsd(data.amountDue), strong: true },
          ]}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {canPay ? (
            <Button variant="contained" onClick={() => setPaying(true)} onPointerDown={() => void loadPayDialog()} onFocus={() => void loadPayDialog()}>
              Pay {formatUsd(data.amountDue)}
            </Button>
          ) : null}
          <ViewPdfButton kind="invoice" token={token} filename={`${data.label}.pdf`} />
        </Box>
        {!data.cardPaymentsEnabled && data.amountDue > 0 ? <Typography sx={{ color: 'text.secondary' }}>{portalMessages.cardPaymentsDisabled}</Typography> : null}
      </PortalDocumentHeader>
      {receipt ? <Receipt receipt={receipt} headingRef={receiptHeading} /> : null}
      <PortalDocumentContent document={data} />
      <PaymentsSection invoice={data} />
      {payUsed ? (
        <Suspense fallback={null}>
          <PayDialog
            open={paying}
            token={token}
            invoice={data}
            onClose={() => setPaying(false)}
            // The receipt takes focus once the dialog is gone (the Pay button may be gone with it).
            onExited={() => {
              if (justPaid.current) receiptHeading.current?.focus();
              justPaid.current = false;
            }}
            onPaid={(answer) => {
              justPaid.current = true;
              setPaying(false);
              setReceipt(answer);
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
