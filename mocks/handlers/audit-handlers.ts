import { http, HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { getDb } from '../db/store';
import { apiPath, requireUser } from './handler-utils';

/** Rows the user logon report shows. */
export const LOGON_REPORT_ROWS = 200;

/**
 * The last 200 logon records, newest first, for any signed-in user (spec 1 §2: the
 * `reports/user-logon` route needs only a signed-in user).
 */
const getAuthorizationAudit = http.get(apiPath(endpoints.audit.getAuthorizationAudit), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
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
