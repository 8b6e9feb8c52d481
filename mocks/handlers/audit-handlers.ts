import { http, HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { getDb } from '../db/store';
import { apiPath, requirePermission, requireUser } from './handler-utils';

/** Rows the user logon report shows. */
export const LOGON_REPORT_ROWS = 200;

/**
 * The last 200 logon records, newest first. Needs a signed-in user holding RPT_R (the Reports menu's
 * permission) or ADMINISTRATOR: the rows name every user's sign-ins and IP addresses.
 */
const getAuthorizationAudit = http.get(apiPath(endpoints.audit.getAuthorizationAudit), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, ['RPT_R', 'ADMINISTRATOR']);
  if (denied) return denied;
  // Stored oldest first; sorting by time (stable for equal times, newest written first) keeps the
  // answer right even for rows written out of order.
  const rows = getDb()
    .logonAudit.map((row, index) => ({ row, index }))
    .sort((a, b) => Date.parse(b.row.dateTime) - Date.parse(a.row.dateTime) || b.index - a.index)
    .slice(0, LOGON_REPORT_ROWS)
    .map(({ row }) => ({ ...row }));
  return HttpResponse.json(rows);
});

export const auditHandlers = [getAuthorizationAudit];
