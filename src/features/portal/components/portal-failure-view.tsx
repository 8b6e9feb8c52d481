import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { portalFailure } from '../api/portal-request';
import { telephoneHref } from '@/lib/format';

const refusedTitles: Record<string, string> = {
  Unknown: 'This link does not work',
  WrongDocument: 'This link does not work',
  Expired: 'This link has expired',
  NewerVersion: 'A newer version was sent',
  Deleted: 'This document is no longer available',
  RateLimited: 'Too many attempts',
};

/**
 * A page whose document could not be loaded: a refused link (404, 410, 429) says so plainly with the
 * server's message and offers the company's phone and email; any other failure shows its message
 * and Try Again.
 */
export function PortalFailureView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const failure = portalFailure(error);
  if (failure.kind === 'message') {
    return (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Typography variant="h1">Something went wrong</Typography>
        <Alert severity="error">{failure.messages.join(' ')}</Alert>
        <Box>
          <Button variant="contained" onClick={onRetry}>
            Try Again
          </Button>
        </Box>
      </Box>
    );
  }
  const { message, reason, contact } = failure.error;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h1">{refusedTitles[reason] ?? 'This link does not work'}</Typography>
      <Alert severity="warning">{message}</Alert>
      <Box sx={{ overflowWrap: 'anywhere' }}>
        <Typography>Contact {contact.companyName || 'us'} for help or a new link:</Typography>
        <Box component="ul" sx={{ pl: 3, my: 1 }}>
          {contact.phone ? (
            <li>
              Call <Link href={telephoneHref(contact.phone)}>{contact.phone}</Link>
            </li>
          ) : null}
          {contact.email ? (
            <li>
              Email <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
            </li>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}
