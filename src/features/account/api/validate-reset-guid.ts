import { z } from 'zod';
import { endpoints } from '@/config/endpoints';
import { paramQuery } from '@/lib/api-query';
import { accountKeys } from './account-keys';

const validateResetGuidQuery = paramQuery('guid', {
  endpoint: endpoints.auth.validateResetGuid,
  schema: z.boolean(),
  queryKey: accountKeys.resetGuid,
  staleTime: 0,
});

export const validateResetGuid = validateResetGuidQuery.request;
export const validateResetGuidQueryOptions = validateResetGuidQuery.queryOptions;

/** Nothing is asked without a guid. */
export function useValidateResetGuid(guid: string | undefined) {
  return validateResetGuidQuery.useQuery(guid ?? '', { enabled: Boolean(guid) });
}
