import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import { activePicklistItems } from '@/lib/picklists/picklist-items';
import { ALL_PERSONNEL, ASSIGNED_TO_ME, ASSIGNED_TO_ME_LABEL } from '../model/task-list';

/** The Assigned To filter: everyone, the signed-in user, or one member of staff (a retired one only while chosen). */
export function usePersonnelFilterOptions(current: string) {
  const personnel = usePicklist('Personnel');
  const items = personnel.data ?? [];
  const chosen = items.find((item) => item.context === current && !item.active);
  return [
    { value: ALL_PERSONNEL, label: 'All' },
    { value: ASSIGNED_TO_ME, label: ASSIGNED_TO_ME_LABEL },
    ...[...activePicklistItems(items), ...(chosen ? [chosen] : [])].map((item) => ({ value: item.context, label: item.text })),
  ];
}
