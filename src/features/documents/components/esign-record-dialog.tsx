import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DetailList, Muted, type DetailItem } from '@/components/record-view/record-view-section';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { ESignAudit } from '@/lib/schemas/document-schemas';
import { useDocument } from '../api/get-document';
import { DocumentReadDialog } from './document-read-dialog';

/** Where the signature is: the drawn image, or the typed name in a signature style. */
function SignatureShown({ audit }: { audit: ESignAudit }) {
  if (audit.signatureImage) {
    return (
      <Box
        component="img"
        src={audit.signatureImage}
        alt={`Signature of ${audit.signerName}`}
        sx={{ display: 'block', maxWidth: '100%', height: 96, objectFit: 'contain', bgcolor: 'common.white', border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
    );
  }
  if (audit.typedSignature) return <Typography sx={{ fontFamily: '"Brush Script MT", "Segoe Script", cursive', fontSize: 24 }}>{audit.typedSignature}</Typography>;
  return <Muted>Not signed</Muted>;
}

/** The audit record's figures in the order the office reads them: what, who, when, from where. */
export function eSignAuditItems(audit: ESignAudit): DetailItem[] {
  const totals = audit.totalsShown;
  const items: DetailItem[] = [
    { label: 'Response', value: audit.response },
    { label: 'Name entered', value: audit.signerName },
    { label: 'Link sent to', value: audit.recipientEmail },
    { label: 'Answered', value: formatDateTime(audit.at) },
    { label: 'IP address', value: audit.ipAddress },
    { label: 'Browser', value: audit.userAgent },
    {
      label: 'Totals shown',
      value: `Subtotal ${formatMoney(totals.subtotal)} · Discount ${formatMoney(totals.discount)} · Tax ${formatMoney(totals.tax)} · Total ${formatMoney(totals.total)}`,
    },
  ];
  if (audit.comments) items.push({ label: 'Comments', value: <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>{audit.comments}</Box> });
  if (audit.response === 'Accepted') items.push({ label: 'Signature', value: <SignatureShown audit={audit} /> });
  return items;
}

/**
 * eSign Record (issue 18): the customer's answer in the portal as the server recorded it, so the
 * office can trust it: who (the name entered and the address the link went to), when, from where
 * (IP and browser), the totals and terms exactly as shown, and the signature. All of it is text.
 */
export function ESignRecordDialog({ context, title, onClose }: { context: string; title: string; onClose: () => void }) {
  const document = useDocument('proposal', context);
  const heading = `${title} eSign Record`;
  const audit = document.data?.eSignAudit ?? null;
  return (
    <DocumentReadDialog titleId={`${context}-esign-title`} heading={heading} loading={document.data === undefined} skeletonHeight={200} onClose={onClose}>
      {audit === null ? (
        <Muted>The customer has not answered this proposal in the customer portal.</Muted>
      ) : (
        <>
          <DetailList items={eSignAuditItems(audit)} />
          <Typography component="h3" variant="subtitle1" sx={{ mt: 3, mb: 1 }}>
            Terms shown
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', maxHeight: 240, overflowY: 'auto', p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }} tabIndex={0} aria-label="Terms shown">
            {audit.termsShown || 'No terms were shown.'}
          </Typography>
        </>
      )}
    </DocumentReadDialog>
  );
}
