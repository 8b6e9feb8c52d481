import { activeFilterOptions, parseActiveFilter } from '@/lib/record-list';
import type { ListFilter } from './list-page';

/** The Status filter of lists of records that may be inactive: Active (default), Inactive, All. */
export const activeStatusFilter: ListFilter = {
  name: 'active',
  label: 'Status',
  options: activeFilterOptions.map((option) => ({ value: option, label: option })),
  parse: parseActiveFilter,
};
