import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { postCall } from '@/lib/api-mutation';
import type { EntityTag } from '@/lib/query-keys';
import type { PicklistCreateRequest, PicklistUpdateRequest } from '@/lib/schemas/picklist-edit-schemas';
import { picklistItemSchema, type PicklistItem } from '@/lib/schemas/picklist-schemas';

/** `POST Picklist/Create` (PICKLIST_C): answers the new value. */
export const createPicklistItem = postCall<PicklistCreateRequest, PicklistItem>(endpoints.picklist.create, picklistItemSchema);

/** `POST Picklist/Update` (PICKLIST_U): answers the changed value. */
export const updatePicklistItem = postCall<PicklistUpdateRequest, PicklistItem>(endpoints.picklist.update, picklistItemSchema);

/** `DELETE Picklist/Delete?context=…` (PICKLIST_D); a value in use is refused (422). */
export async function deletePicklistItem(context: string): Promise<void> {
  await api.delete(endpoints.picklist.delete, { params: { context } });
}

/** A changed value changes the cached picklists and the records showing it. */
const invalidates: readonly EntityTag[] = ['picklist', 'job', 'intake', 'task', 'supplier', 'resource', 'schedule'];

export function useCreatePicklistItem() {
  return useMutation({ mutationFn: createPicklistItem, meta: { invalidates } });
}

export function useUpdatePicklistItem() {
  return useMutation({ mutationFn: updatePicklistItem, meta: { invalidates } });
}

export function useDeletePicklistItem() {
  return useMutation({ mutationFn: deletePicklistItem, meta: { invalidates } });
}
