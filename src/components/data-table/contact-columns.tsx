import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { CellInline, CellLink, InactiveTag } from './cell-parts';
import { formatAddressLine } from '@/lib/format';
import type { Address } from '@/lib/schemas/common-schemas';
import type { DataTableColumn } from './data-table-column';

/** A list row with the primary address, telephone number and email address (customers, locations, suppliers). */
export interface ContactListItem {
  address: Address | null;
  telephone: string | null;
  email: string | null;
}

/** The Address, Telephone and Email columns of a contact list. */
export function contactColumns<T extends ContactListItem>(): DataTableColumn<T>[] {
  return [
    { id: 'address', header: 'Address', cell: (row) => formatAddressLine(row.address) },
    { id: 'telephone', header: 'Telephone', nowrap: true, cell: (row) => row.telephone ?? '' },
    { id: 'email', header: 'Email', breakWords: true, cell: (row) => row.email ?? '' },
  ];
}

export interface RecordNameProps {
  name: string;
  active: boolean;
  /** The record's page: the name is a link there (tables); without it plain text (inside a linked card). */
  to?: string;
}

/** A record's name in a list, with the Inactive badge. */
export function RecordName({ name, active, to }: RecordNameProps) {
  return (
    <CellInline>
      {to ? (
        <CellLink to={to} strong>
          {name}
        </CellLink>
      ) : (
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
      )}
      {active ? null : <InactiveTag />}
    </CellInline>
  );
}

/** A list's Name column, sorted by `Name`: the name links to the record's page, with the Inactive badge. */
export function nameColumn<T extends { active: boolean }>(name: (row: T) => string, href: (row: T) => string): DataTableColumn<T> {
  return { id: 'name', header: 'Name', sortField: 'Name', cell: (row) => <RecordName name={name(row)} active={row.active} to={href(row)} /> };
}

export interface ContactCardProps {
  item: ContactListItem;
  /** The card's first line: the record's name (plain text: the whole card is the link). */
  title: ReactNode;
  /** Lines between the name and the contact lines (a supplier's type). */
  children?: ReactNode;
}

/** A contact list's phone card: the name, any lines of the kind's own, then the address, telephone and email there are. */
export function ContactCard({ item, title, children }: ContactCardProps) {
  return (
    <>
      {title}
      {children}
      {item.address ? (
        <Typography variant="body2" color="text.secondary">
          {formatAddressLine(item.address)}
        </Typography>
      ) : null}
      {item.telephone ? <Typography variant="body2">{item.telephone}</Typography> : null}
      {item.email ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {item.email}
        </Typography>
      ) : null}
    </>
  );
}
