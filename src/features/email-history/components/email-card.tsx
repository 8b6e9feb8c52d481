import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/lib/format';
import type { EmailHistoryItem } from '@/lib/schemas/email-history-schemas';
import { formatParties } from '../model/email-parties';
import { ResendMarkers } from './resend-marker';

function Field({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
}

/** Phone and tablet layout: an email's card (View and Resend are at its foot). */
export function EmailCard({ email }: { email: EmailHistoryItem }) {
  return (
    <>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {email.subject}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, my: 0.5 }}>
        <Field label="Sent" value={formatDateTime(email.sent)} />
        <Field label="Sent By" value={email.sentByName} />
        <Field label="From" value={formatParties(email.from)} />
        <Field label="To" value={formatParties(email.to)} />
        <Field label="Attachment" value={email.attachments.map((attachment) => attachment.filename).join(', ')} />
      </Box>
      <ResendMarkers email={email} variant="chips" />
    </>
  );
}
