import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { logonAuditRowSchema, type LogonAuditRow } from '@/lib/auth/auth-schemas';
import { reportKeys } from './report-keys';

const responseSchema = logonAuditRowSchema.array();

/** `GET Audit/GetAuthorizationAudit`: the last 200 logon records, newest first. */
export async function getLogonAudit(): Promise<LogonAuditRow[]> {
  const response = await api.get(endpoints.audit.getAuthorizationAudit);
  return responseSchema.parse(response.data);
}

export function logonAuditQueryOptions() {
  // Always fresh: the report is about the latest sign-ins.
  return queryOptions({ queryKey: reportKeys.logonAudit(), queryFn: getLogonAudit, staleTime: 0 });
}

export function useLogonAudit() {
  return useQuery(logonAuditQueryOptions());
}
