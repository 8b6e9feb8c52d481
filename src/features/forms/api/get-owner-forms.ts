import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { formInstanceSchema, type FormInstance, type FormOwnerKind } from '@/lib/schemas/form-schemas';
import { formKeys } from './form-keys';

const responseSchema = z.array(formInstanceSchema);

/** `GET FormInstance/GetAllByOwner?ownerKind=…&ownerContext=…`: the owner's forms in the order they were added. */
export async function getOwnerForms(ownerKind: FormOwnerKind, ownerContext: string): Promise<FormInstance[]> {
  const response = await api.get(endpoints.formInstance.getAllByOwner, { params: { ownerKind, ownerContext } });
  return responseSchema.parse(response.data);
}

export function ownerFormsQueryOptions(ownerKind: FormOwnerKind, ownerContext: string) {
  return queryOptions({ queryKey: formKeys.byOwner(ownerKind, ownerContext), queryFn: () => getOwnerForms(ownerKind, ownerContext) });
}

export function useOwnerForms(ownerKind: FormOwnerKind, ownerContext: string) {
  return useQuery({ ...ownerFormsQueryOptions(ownerKind, ownerContext), enabled: ownerContext !== '' });
}
