import Typography from '@mui/material/Typography';
import type { Address } from '@/lib/schemas/common-schemas';
import { formatAddressLine } from '@/lib/format';

export interface ContactCardLinesProps {
  address: Address | null;
  telephone: string | null;
  email: string | null;
}

/** A list card's contact lines on phones: address, primary telephone and email, each when there is one. */
export function ContactCardLines({ address, telephone, email }: ContactCardLinesProps) {
  return (
    <>
      {address ? (
        <Typography variant="body2" color="text.secondary">
          {formatAddressLine(address)}
        </Typography>
      ) : null}
      {telephone ? <Typography variant="body2">{telephone}</Typography> : null}
      {email ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {email}
        </Typography>
      ) : null}
    </>
  );
}
