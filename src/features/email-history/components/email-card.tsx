import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import SendOutlined from '@mui/icons-material/SendOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { formatDateTime } from '@/lib/format';
import type { EmailHistoryItem } from '@/lib/schemas/email-history-schemas';
import { formatParties } from '../model/email-parties';
import { ResendMarkers } from './resend-marker';

export interface EmailHistoryCardsProps {
  items: readonly EmailHistoryItem[];
  onView: (email: EmailHistoryItem) => void;
  onResend: (email: EmailHistoryItem) => void;
}

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

/** Phone and tablet layout: one card per email. */
export function EmailHistoryCards({ items, onView, onResend }: EmailHistoryCardsProps) {
  return (
    <Box component="ul" aria-label="Email history" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {items.map((email) => (
        <Card component="li" key={email.context} variant="outlined">
          <CardContent sx={{ pb: 1 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {email.subject}
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, my: 1 }}>
              <Field label="Sent" value={formatDateTime(email.sent)} />
              <Field label="Sent By" value={email.sentByName} />
              <Field label="From" value={formatParties(email.from)} />
              <Field label="To" value={formatParties(email.to)} />
              <Field label="Attachment" value={email.attachments.map((attachment) => attachment.filename).join(', ')} />
            </Box>
            <ResendMarkers email={email} variant="chips" />
          </CardContent>
          <CardActions sx={{ pt: 0 }}>
            <Button startIcon={<VisibilityOutlined />} onClick={() => onView(email)} aria-label={`View ${email.subject}`}>
              View
            </Button>
            <Button startIcon={<SendOutlined />} onClick={() => onResend(email)} aria-label={`Resend ${email.subject}`}>
              Resend
            </Button>
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}
