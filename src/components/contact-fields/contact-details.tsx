import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Address, Email, Telephone } from '@/lib/schemas/common-schemas';

/** The lines of an address as printed on an envelope: street, street 2, "City, ST 97214". */
export function addressLines(address: Address | null): string[] {
  if (!address) return [];
  const region = [address.state, address.postalCode].filter((part) => part.trim()).join(' ');
  const cityLine = [address.city, region].filter((part) => part.trim()).join(', ');
  return [address.street1, address.street2, cityLine].filter((line) => line.trim() !== '');
}

/** The digits and leading plus of a telephone number for a `tel:` link (the extension left off). */
export function telephoneHref(number: string): string {
  const main = number.split(/\s*(?:x|ext\.?|extension)\s*\d/i)[0] ?? number;
  return `tel:${main.replace(/[^\d+]/g, '')}`;
}

function PrimaryChip() {
  return <Chip label="Primary" size="small" color="primary" variant="outlined" sx={{ height: 20 }} />;
}

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 0.75, alignContent: 'start' }}>
      <Typography id={id} variant="subtitle2" component="h3" color="text.secondary">
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

export interface ContactDetailsProps {
  /** Prefix for the section heading ids (unique on the page). */
  idPrefix: string;
  address: Address | null;
  telephoneList: Telephone[];
  emailList: Email[];
}

/** A record's address, telephone numbers (tel: links) and email addresses (mailto: links), read-only. */
export function ContactDetails({ idPrefix, address, telephoneList, emailList }: ContactDetailsProps) {
  const lines = addressLines(address);
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
      <Section id={`${idPrefix}-address`} heading="Address">
        {lines.length > 0 ? (
          <Typography component="address" sx={{ fontStyle: 'normal' }}>
            {lines.map((line, index) => (
              <Box component="span" key={index} sx={{ display: 'block' }}>
                {line}
              </Box>
            ))}
          </Typography>
        ) : (
          <Typography color="text.secondary">No address</Typography>
        )}
      </Section>
      <Section id={`${idPrefix}-telephones`} heading="Telephone Numbers">
        {telephoneList.length > 0 ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
            {telephoneList.map((telephone) => (
              <Box component="li" key={telephone.context || telephone.number} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ minWidth: 56 }}>
                  {telephone.telephoneType}
                </Typography>
                <Link href={telephoneHref(telephone.number)}>{telephone.number}</Link>
                {telephone.primary ? <PrimaryChip /> : null}
              </Box>
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">No telephone numbers</Typography>
        )}
      </Section>
      <Section id={`${idPrefix}-emails`} heading="Email Addresses">
        {emailList.length > 0 ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
            {emailList.map((email) => (
              <Box component="li" key={email.context || email.address} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ minWidth: 56 }}>
                  {email.emailType}
                </Typography>
                <Link href={`mailto:${email.address}`} sx={{ overflowWrap: 'anywhere' }}>
                  {email.address}
                </Link>
                {email.primary ? <PrimaryChip /> : null}
              </Box>
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">No email addresses</Typography>
        )}
      </Section>
    </Box>
  );
}
