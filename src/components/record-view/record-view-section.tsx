import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ContactDetails, type ContactDetailsProps } from '@/components/contact-fields/contact-details';

export interface RecordViewSectionProps {
  /** The section's heading (level 3), also its region's name. Without it the block has no heading. */
  title?: string;
  /** Beside the heading: e.g. Add Sub-Customer. */
  action?: ReactNode;
  children: ReactNode;
}

/** A bordered section of a record page. */
export function RecordViewSection({ title, action, children }: RecordViewSectionProps) {
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component={title ? 'section' : 'div'}
      aria-labelledby={title ? headingId : undefined}
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 1.5, alignContent: 'start', minWidth: 0 }}
    >
      {title ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
            {title}
          </Typography>
          {action}
        </Box>
      ) : null}
      {children}
    </Paper>
  );
}

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label/value pairs of a record page (a description list). */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 1 }}>
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A section's "nothing here" line ("No notes"). */
export function Muted({ children }: { children: ReactNode }) {
  return <Typography color="text.secondary">{children}</Typography>;
}

export interface ContactRecordSectionProps {
  /** Prefix of the contact headings' ids (unique on the page). */
  idPrefix: string;
  record: Pick<ContactDetailsProps, 'address' | 'telephoneList' | 'emailList'> & { active: boolean };
  /** After Status: the kind's own label/value pairs. */
  details?: readonly DetailItem[];
}

/**
 * The first section of a record with an address, telephone numbers and email addresses (a location,
 * a supplier): Status, the kind's own details, then the contact details.
 */
export function ContactRecordSection({ idPrefix, record, details = [] }: ContactRecordSectionProps) {
  return (
    <RecordViewSection>
      <DetailList items={[{ label: 'Status', value: record.active ? 'Active' : 'Inactive' }, ...details]} />
      <ContactDetails idPrefix={idPrefix} address={record.address} telephoneList={record.telephoneList} emailList={record.emailList} />
    </RecordViewSection>
  );
}
