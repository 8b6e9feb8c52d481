import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { recordDetail } from '@/lib/record-endpoints';
import { roleRecordSchema, roleSummarySchema, type RoleSummary } from '@/lib/schemas/admin-schemas';
import { roleKeys } from './admin-keys';

async function getRoles(): Promise<RoleSummary[]> {
  const response = await api.get(endpoints.role.getAll);
  return roleSummarySchema.array().parse(response.data);
}

/** `GET Role/GetAll`: every role with its user count, by name. */
export function useRoles() {
  return useQuery(queryOptions({ queryKey: roleKeys.list(), queryFn: getRoles }));
}

/** `GET Role/GetByContext?context=…`: a role and its permission codes. */
export const useRole = recordDetail({ endpoint: endpoints.role.get, schema: roleRecordSchema, queryKey: roleKeys.detail }).useRecord;
