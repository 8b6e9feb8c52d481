import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { CellLines, CellLink, CellTag, CellText } from '@/components/data-table/cell-parts';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { formatDate, formatMoney } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import type { DocumentListItem } from '@/lib/schemas/document-schemas';
import { calendarDate } from '../model/document-list';
import { DocumentActionMenu } from './document-action-menu';

/** MM/dd/yyyy of a date-time or a `yyyy-MM-dd` date; a dash for none. */
export function dayText(value: string | null): string {
  return value ? formatDate(calendarDate(value)) : '\u2014';
}

/** A document's number in bold and its name under it (the lists link nowhere: the action menu's View shows it). */
export function DocumentTitle({ document }: { document: Pick<DocumentListItem, 'number' | 'name'> }) {
  return (
    <CellLines>
      <CellText as="span" strong>
        {document.number}
      </CellText>
      {document.name ? (
        <CellText as="span" tone="secondary" anywhere>
          {document.name}
        </CellText>
      ) : null}
    </CellLines>
  );
}

/** A link to a record for users who may read it; its name as text for the others. */
export function RecordLink({ to, permission, children }: { to: string; permission: string; children: ReactNode }) {
  const allowed = useCan(permission);
  if (!allowed) return <>{children}</>;
  return (
    <CellLink to={to} anywhere>
      {children}
    </CellLink>
  );
}

/** The badge of an invoice with nothing left to pay. */
export function PaidBadge() {
  return <CellTag label="Paid" tone="success" />;
}

/** The actions column and the cards' menu of every document list. */
export function documentListActions(document: DocumentListItem) {
  return <DocumentActionMenu document={document} where="list" />;
}

/** The Date column: the document's day, newest first on the first click. */
export function documentDateColumn<T extends { date: string }>(): DataTableColumn<T> {
  return { id: 'date', header: 'Date', sortField: 'Date', firstDirection: 'DESC', nowrap: true, cell: (row) => dayText(row.date) };
}

/** A money column, right-aligned; high to low on the first click when sortable. */
export function moneyColumn<T>(id: string, header: string, value: (row: T) => number | null, sortField?: string): DataTableColumn<T> {
  return {
    id,
    header,
    align: 'right',
    nowrap: true,
    ...(sortField ? { sortField, firstDirection: 'DESC' as const } : {}),
    cell: (row) => {
      const amount = value(row);
      return amount === null ? '\u2014' : formatMoney(amount);
    },
  };
}

/** A phone card's head: the number and name, the menu, and under them the status (or Paid). */
export function DocumentCardHeading({ document, status }: { document: DocumentListItem; status: ReactNode }) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <DocumentTitle document={document} />
        </Box>
        {documentListActions(document)}
      </Box>
      <Box>{status}</Box>
    </>
  );
}

/** A labelled line of a phone card ("Total  $1,250.00"). */
export function CardLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, fontSize: '0.875rem', minWidth: 0 }}>
      <Box component="span" sx={{ color: 'text.secondary', flex: '0 0 96px' }}>
        {label}
      </Box>
      <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}
