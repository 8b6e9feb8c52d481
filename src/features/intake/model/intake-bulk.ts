import { bulkFilterOf, statusAssignDeleteActions, type ListBulk } from '@/components/bulk/bulk-types';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';
import { intakeStatuses } from '@/lib/schemas/dashboard-schemas';
import type { IntakeListItem, IntakeSearchRequest } from '@/lib/schemas/intake-schemas';

/**
 * The intake list's bulk changes (issue 20): Change Status, Assign and Delete, over the ticked rows
 * or every record the list's filter matches. `filter` is the list's own request; paging is dropped.
 */
export function intakeBulk(request: IntakeSearchRequest, personnel: readonly PicklistItem[]): ListBulk<IntakeListItem> {
  return {
    entity: 'intake',
    noun: { one: 'intake record', other: 'intake records' },
    rowLabel: (intake) => `Select ${intake.description}`,
    filter: bulkFilterOf(request),
    actions: statusAssignDeleteActions(intakeStatuses, personnel, { update: 'INTAKE_U', delete: 'INTAKE_D' }),
  };
}
