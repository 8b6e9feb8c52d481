import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { accountKeys } from './account-keys';

const validateResetGuidResponseSchema = z.boolean();

export async function validateResetGuid(guid: string): Promise<boolean> {
  const response = await api.get(endpoints.auth.validateResetGuid, { params: { guid } });
  return validateResetGuidResponseSchema.parse(response.data);
}

export function validateResetGuidQueryOptions(guid: string) {
  return queryOptions({
    queryKey: accountKeys.resetGuid(guid),
    queryFn: () => validateResetGuid(guid),
    staleTime: 0,
  });
}

export function useValidateResetGuid(guid: string | undefined) {
  return useQuery({ ...validateResetGuidQueryOptions(guid ?? ''), enabled: Boolean(guid) });
}
