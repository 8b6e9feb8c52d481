import { MultiSelectFilter } from '@/components/list-page/multi-select-filter';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import { activePicklistItems } from '@/lib/picklists/picklist-items';

export interface JobStatusFilterProps {
  /** Status texts. */
  value: string[];
  onChange: (statuses: string[]) => void;
}

/** The job list's Status filter: any number of the JobStatus picklist's statuses; none shows every status. */
export function JobStatusFilter({ value, onChange }: JobStatusFilterProps) {
  const picklist = usePicklist('JobStatus');
  const texts = activePicklistItems(picklist.data ?? []).map((item) => item.text);
  // A status of the preference that is no longer offered still shows, so it can be unchecked.
  const options = [...texts, ...value.filter((text) => !texts.includes(text))];
  return <MultiSelectFilter label="Status" options={options} value={value} onChange={onChange} />;
}
