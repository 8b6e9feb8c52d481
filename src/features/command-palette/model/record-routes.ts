import { paths } from '@/config/paths';
import type { GlobalSearchKind } from '@/lib/schemas/global-search-schemas';

/** A found record as the palette opens it and remembers it (ids and labels only). */
export interface PaletteRecord {
  kind: GlobalSearchKind;
  context: string;
  title: string;
  detail: string;
  number: number | null;
}

/** What each kind is called on the palette's second line. */
export const kindNames: Record<GlobalSearchKind, string> = {
  customer: 'Customer',
  job: 'Job',
  intake: 'Intake',
  proposal: 'Proposal',
  workOrder: 'Work Order',
  invoice: 'Invoice',
  pricebookItem: 'Pricebook item',
};

const listSearch = (list: string, term: string): string => `${list}?${new URLSearchParams({ q: term }).toString()}`;

/**
 * Where opening a record goes: its page (customers, jobs, intake), else its list found by number
 * (documents have no page of their own) or by name (pricebook items).
 */
export function recordRoute(record: PaletteRecord): string {
  const number = String(record.number ?? '');
  switch (record.kind) {
    case 'customer':
      return paths.customersView(record.context);
    case 'job':
      return paths.jobsView(record.context);
    case 'intake':
      return paths.intakeView(record.context);
    case 'proposal':
      return listSearch(paths.proposals, number);
    case 'workOrder':
      return listSearch(paths.workorders, number);
    case 'invoice':
      return listSearch(paths.invoices, number);
    case 'pricebookItem':
      return listSearch(paths.pricebook, record.title);
  }
}
