import { MultiSelectFilter } from '@/components/list-page/multi-select-filter';
import type { IntakeStatus } from '@/lib/schemas/intake-schemas';
import { intakeStatusOrder } from '../model/intake-list';

export interface IntakeStatusFilterProps {
  value: IntakeStatus[];
  onChange: (statuses: IntakeStatus[]) => void;
}

/** The list's Status filter: any number of statuses; none chosen shows every status. */
export function IntakeStatusFilter({ value, onChange }: IntakeStatusFilterProps) {
  return <MultiSelectFilter label="Status" options={intakeStatusOrder} value={value} onChange={onChange} />;
}
