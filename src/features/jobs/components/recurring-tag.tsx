import { CellTag } from '@/components/data-table/cell-parts';

/** The RECURRING tag of a job of a recurrence chain. */
export function RecurringTag() {
  return <CellTag label="RECURRING" tone="secondary" />;
}
