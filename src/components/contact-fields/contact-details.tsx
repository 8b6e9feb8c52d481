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

/** Marks the primary telephone number, email address or address. */
export function PrimaryChip() {
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

/** An address as printed on an envelope. */
export function AddressBlock({ address }: { address: Address }) {
  return (
    <Typography component="address" sx={{ fontStyle: 'normal' }}>
      {addressLines(address).map((line, index) => (
        <Box component="span" key={index} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
    </Typography>
  );
}

interface ContactLine {
  key: string;
  type: string;
  href: string;
  text: string;
  primary: boolean;
}

function ContactLines({ lines, none }: { lines: ContactLine[]; none: string }) {
  if (lines.length === 0) return <Typography color="text.secondary">{none}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
      {lines.map((line) => (
        <Box component="li" key={line.key} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ minWidth: 56 }}>
            {line.type}
          </Typography>
          <Link href={line.href} sx={{ overflowWrap: 'anywhere' }}>
            {line.text}
          </Link>
          {line.primary ? <PrimaryChip /> : null}
        </Box>
      ))}
    </Box>
  );
}

/** Telephone numbers with their type, as `tel:` links, the primary one marked. */
export function TelephoneLines({ telephoneList }: { telephoneList: readonly Telephone[] }) {
  const lines = telephoneList.map((telephone) => ({
    key: telephone.context || telephone.number,
    type: telephone.telephoneType,
    href: telephoneHref(telephone.number),
    text: telephone.number,
    primary: telephone.primary,
  }));
  return <ContactLines lines={lines} none="No telephone numbers" />;
}

/** Email addresses with their type, as `mailto:` links, the primary one marked. */
export function EmailLines({ emailList }: { emailList: readonly Email[] }) {
  const lines = emailList.map((email) => ({
    key: email.context || email.address,
    type: email.emailType,
    href: `mailto:${email.address}`,
    text: email.address,
    primary: email.primary,
  }));
  return <ContactLines lines={lines} none="No email addresses" />;
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
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
      <Section id={`${idPrefix}-address`} heading="Address">
        {address && addressLines(address).length > 0 ? <AddressBlock address={address} /> : <Typography color="text.secondary">No address</Typography>}
      </Section>
      <Section id={`${idPrefix}-telephones`} heading="Telephone Numbers">
        <TelephoneLines telephoneList={telephoneList} />
      </Section>
      <Section id={`${idPrefix}-emails`} heading="Email Addresses">
        <EmailLines emailList={emailList} />
      </Section>
    </Box>
  );
}
