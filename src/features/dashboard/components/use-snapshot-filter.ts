import { useState } from 'react';
import { useUserState } from '@/lib/auth/use-session';
import { defaultSnapshotFilter, preferenceValue, snapshotRequest, splitMultiValue, type SnapshotDefinition } from '../model/snapshots';

/**
 * The filter a snapshot shows (defaulting from the user's preference) and the request it makes.
 * `statusKey` names the preference holding the default statuses (intake, job, task).
 */
export function useSnapshotFilter(definition: SnapshotDefinition, statusKey?: string) {
  const user = useUserState();
  const [filter, setFilter] = useState(() => defaultSnapshotFilter(definition, user.preferences));
  const statuses = statusKey ? splitMultiValue(preferenceValue(user.preferences, statusKey)) : [];
  const request = snapshotRequest(filter, user.personnelContext, statuses);
  return {
    request,
    control: { value: filter, options: definition.filterOptions, onChange: setFilter },
  };
}
