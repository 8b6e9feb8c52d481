import { endpoints } from '../../src/config/endpoints';
import type { LogonAuditRow } from '../../src/lib/auth/auth-schemas';
import { getDb } from '../db/store';
import { route } from './route';

/** Rows the user logon report shows. */
export const LOGON_REPORT_ROWS = 200;

/**
 * The last 200 logon records, newest first, for any signed-in user (spec 1 §2: the
 * `reports/user-logon` route needs only a signed-in user).
 */
const getAuthorizationAudit = route('get', endpoints.audit.getAuthorizationAudit, { allow: 'signed-in' }, () =>
  // Stored oldest first; sorting by time (stable for equal times, newest written first) keeps the
  // answer right even for rows written out of order.
  getDb()
    .logonAudit.all()
    .map((row, index) => ({ row, index }))
    .sort((a, b) => Date.parse(b.row.dateTime) - Date.parse(a.row.dateTime) || b.index - a.index)
    .slice(0, LOGON_REPORT_ROWS)
    .map(({ row }): LogonAuditRow => ({
      dateTime: row.dateTime,
      userName: row.userName,
      userAgent: row.userAgent,
      userIpAddress: row.userIpAddress,
      status: row.status,
    })),
);

export const auditHandlers = [getAuthorizationAudit];
