import { endpoints } from '@/config/endpoints';
import { logonAuditRowSchema } from '@/lib/auth/auth-schemas';
import { reportKeys } from './report-keys';
import { getQuery } from '@/lib/api-query';

const responseSchema = logonAuditRowSchema.array();

/** `GET Audit/GetAuthorizationAudit`: the last 200 logon records, newest first. */
// Always fresh: the report is about the latest sign-ins.
const logonAuditQuery = getQuery({ endpoint: endpoints.audit.getAuthorizationAudit, schema: responseSchema, queryKey: reportKeys.logonAudit, staleTime: 0 });

export const getLogonAudit = logonAuditQuery.request;
export const logonAuditQueryOptions = logonAuditQuery.queryOptions;
export const useLogonAudit = logonAuditQuery.useQuery;
