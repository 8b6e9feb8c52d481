import type { RecurrenceChain } from '@/lib/schemas/report-schemas';
import type { ReportColumn } from './report-columns';

/** The Recurrence Status report's columns (the screen's and the export's). No React. */
/** The total row's id: it sums the counts and has no status of its own. */
export const TOTAL_CHAIN_ID = 'total';

export const recurrenceColumns: ReportColumn<RecurrenceChain>[] = [
  { id: 'job', header: 'Job', kind: 'text', value: (row) => row.jobName, width: 30 },
  { id: 'customer', header: 'Customer', kind: 'text', value: (row) => row.customerName, width: 26 },
  { id: 'rule', header: 'Repeats', kind: 'text', value: (row) => row.rule, width: 36 },
  { id: 'occurrences', header: 'Occurrences', kind: 'number', value: (row) => row.occurrences, width: 12 },
  { id: 'completed', header: 'Completed', kind: 'number', value: (row) => row.completed, width: 12 },
  { id: 'overdue', header: 'Past and Not Complete', kind: 'number', value: (row) => row.overdue, width: 14 },
  { id: 'next', header: 'Next Occurrence', kind: 'date', value: (row) => row.nextDate, width: 14 },
  { id: 'last', header: 'Last Occurrence', kind: 'date', value: (row) => row.lastDate, width: 14 },
  { id: 'status', header: 'Status', kind: 'text', value: (row) => (row.chainId === TOTAL_CHAIN_ID ? '' : row.status), width: 12, nowrap: true },
];

export function recurrenceTotalRow(chains: readonly RecurrenceChain[]): RecurrenceChain {
  const sum = (pick: (chain: RecurrenceChain) => number) => chains.reduce((total, chain) => total + pick(chain), 0);
  return {
    chainId: TOTAL_CHAIN_ID,
    jobContext: null,
    jobName: 'Total',
    customerName: '',
    rule: '',
    occurrences: sum((chain) => chain.occurrences),
    completed: sum((chain) => chain.completed),
    overdue: sum((chain) => chain.overdue),
    nextDate: null,
    nextJobContext: null,
    lastDate: null,
    status: 'Active',
  };
}

export const SHOW_PARAM = 'show';
export const SHOW_INCOMPLETE = 'incomplete';
