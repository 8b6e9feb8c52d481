import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { paths } from '@/config/paths';
import { formatLongDate, formatTime } from '@/lib/format';
import type { EmailHistoryItem } from '@/lib/schemas/email-history-schemas';
import { useCompactWidth } from '@/lib/use-compact-width';
import { useEmail } from '../api/get-email';
import { formatParties } from '../model/email-parties';
import { EmailAttachments } from './email-attachments';
import { EmailBody } from './email-body';
import { ResendMarkers } from './resend-marker';

export interface EmailViewDialogProps {
  /** The email chosen in the list; `null` keeps the dialog closed. */
  email: EmailHistoryItem | null;
  onClose: () => void;
  onResend: (email: EmailHistoryItem) => void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** View: the email titled with its subject, with its people, customer, attachments and body. */
export function EmailViewDialog({ email, onClose, onResend }: EmailViewDialogProps) {
  const titleId = useId();
  const attachmentsId = useId();
  const bodyId = useId();
  const compact = useCompactWidth();
  // Kept while the dialog closes, so its content does not vanish mid-transition.
  const [shown, setShown] = useState(email);
  if (email && email !== shown) setShown(email);
  const detail = useEmail(email?.context ?? null);
  const current = detail.data ?? shown;

  return (
    <Dialog open={email !== null} onClose={onClose} aria-labelledby={titleId} fullScreen={compact} maxWidth="md" fullWidth>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {current?.subject || '(no subject)'}
      </DialogTitle>
      <DialogContent dividers>
        {current ? (
          <>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 0.75 }, m: 0, mb: 2, '& dd': { mb: { xs: 1, sm: 0 } } }}
            >
              <Row label="Sent By">{current.sentByName}</Row>
              <Row label="Sent">
                {formatLongDate(current.sent)} at {formatTime(current.sent)}
              </Row>
              <Row label="From">{formatParties(current.from) || 'None'}</Row>
              <Row label="To">{formatParties(current.to) || 'None'}</Row>
              <Row label="Cc">{formatParties(current.cc) || 'None'}</Row>
              <Row label="Bcc">{formatParties(current.bcc) || 'None'}</Row>
              <Row label="Customer">
                {current.customerSummary ? (
                  <>
                    <Link component={RouterLink} to={paths.customersView(current.customerSummary.context)}>
                      {current.customerSummary.customerName}
                    </Link>
                    {current.customerSummary.subCustomerName ? (
                      <Box component="span" sx={{ display: 'block' }}>
                        Sub-customer: {current.customerSummary.subCustomerName}
                      </Box>
                    ) : null}
                  </>
                ) : (
                  'None'
                )}
              </Row>
            </Box>
            {current.hasParent || current.hasChild ? (
              <Box sx={{ mb: 2 }}>
                <ResendMarkers email={current} variant="chips" />
              </Box>
            ) : null}
            {current.attachments.length > 0 ? (
              <Box sx={{ mb: 2 }}>
                <Typography id={attachmentsId} component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
                  Attachments
                </Typography>
                <EmailAttachments attachments={current.attachments} labelledBy={attachmentsId} />
              </Box>
            ) : null}
            <Typography id={bodyId} component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
              Message
            </Typography>
            {detail.data ? (
              <EmailBody html={detail.data.body} labelledBy={bodyId} />
            ) : detail.isError ? (
              <Alert severity="error">The message could not be loaded.</Alert>
            ) : (
              <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
                <CircularProgress size={20} aria-hidden />
                <Typography variant="body2">Loading the message…</Typography>
              </Box>
            )}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        {current ? (
          <Button startIcon={<SendOutlined />} onClick={() => onResend(current)}>
            Resend
          </Button>
        ) : null}
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
