import type { ReactElement, ReactNode } from 'react';
import type { ContactListItem } from '@/components/data-table/contact-columns';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { activeStatusFilter } from './list-filters';
import { ListPage, type ListFilter, type ListPageProps } from './list-page';

/** A row of a list of records with contact lines that may be inactive (customers, locations, suppliers). */
export interface ContactListRecord extends ContactListItem {
  context: string;
  active: boolean;
}

export interface ContactListPageProps<T extends ContactListRecord> extends Pick<ListPageProps<T>, 'label' | 'list' | 'result' | 'sortOptions' | 'add' | 'prefetch' | 'export' | 'bulk'> {
  /** The records' name in the empty texts ("No locations have been added yet."). */
  plural: string;
  /** What the term is matched against (default: name, address, telephone or email). */
  searchHint?: string;
  /** Filters after Status. */
  filters?: readonly (ListFilter | ReactElement)[];
  columns: readonly DataTableColumn<T>[];
  /** The record's page: rows and phone cards open it. */
  href: (row: T) => string;
  /** The phone card's content. */
  card: (row: T) => ReactNode;
}

/**
 * A `ListPage` of records with an address, telephone and email that may be inactive: the Status
 * filter first, rows and cards that open the record, and the kind's empty texts.
 */
export function ContactListPage<T extends ContactListRecord>({ plural, searchHint = 'Name, address, telephone or email', filters = [], columns, href, card, ...props }: ContactListPageProps<T>) {
  return (
    <ListPage
      {...props}
      searchHint={searchHint}
      filters={[activeStatusFilter, ...filters]}
      table={{
        columns,
        rowKey: (row) => row.context,
        rowHref: href,
        card,
        empty: { nothingYet: `No ${plural} have been added yet.`, nothingMatches: `No ${plural} match the filter.` },
      }}
    />
  );
}
