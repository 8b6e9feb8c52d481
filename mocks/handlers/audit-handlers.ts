import { http, HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { getDb } from '../db/store';
import { apiPath, requirePermission, requireUser } from './handler-utils';

/** Rows the user logon report shows. */
export const LOGON_REPORT_ROWS = 200;

const getAuthorizationAudit = http.get(apiPath(endpoints.audit.getAuthorizationAudit), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, ['RPT_R', 'ADMINISTRATOR']);
  if (denied) return denied;
  const rows = getDb().logonAudit.slice(-LOGON_REPORT_ROWS).reverse();
  return HttpResponse.json(rows);
});

export const auditHandlers = [getAuthorizationAudit];
