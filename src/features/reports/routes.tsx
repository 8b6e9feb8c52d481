import { Outlet, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/lib/route-handle';
import { lazyPage } from '@/lib/lazy-page';
import { reportPermissions } from '@/lib/permission-codes';
import { RequirePermission } from '@/lib/permissions';
import { occurrenceKinds, occurrenceReports } from '@/lib/reports/occurrence-kinds';

const userLogonHandle: RouteHandle = { title: 'User Logon Report', helpKey: 'user-logon-report' };
const agingHandle: RouteHandle = { title: 'Accounts Aging', helpKey: 'accounts-aging-report' };
const timesheetHandle: RouteHandle = { title: 'Timesheet Report', helpKey: 'timesheet-report' };
const financialHandle: RouteHandle = { title: 'Financial Report', helpKey: 'financial-report' };
const recurrenceHandle: RouteHandle = { title: 'Recurrence Status', helpKey: 'recurrence-status-report' };
const occurrencePage = lazyPage(() => import('./components/occurrence-report-page'));
/** The four occurrence reports: one page, the kind in the path (titles from report-occurrence-schemas.ts). */
const occurrenceRoutes: RouteObject[] = occurrenceKinds.map((kind) => ({
  path: `occurrence/${kind}`,
  handle: { title: occurrenceReports[kind].title, helpKey: 'occurrence-report' } satisfies RouteHandle,
  lazy: occurrencePage,
}));

/**
 * Routes of the reports feature (spec 1 §2): the user logon report needs only a signed-in user; the
 * others RPT_R (the unauthorized screen otherwise). Each report is its own lazy page, and its chart
 * library loads with it.
 */
export const reportsRoutes: RouteObject[] = [
  { path: 'reports/user-logon', handle: userLogonHandle, lazy: lazyPage(() => import('./components/user-logon-report-page')) },
  {
    path: 'reports',
    element: (
      <RequirePermission rule={reportPermissions.read}>
        <Outlet />
      </RequirePermission>
    ),
    children: [
      { path: 'accounts-aging', handle: agingHandle, lazy: lazyPage(() => import('./components/accounts-aging-report-page')) },
      { path: 'timesheet', handle: timesheetHandle, lazy: lazyPage(() => import('./components/timesheet-report-page')) },
      { path: 'financial', handle: financialHandle, lazy: lazyPage(() => import('./components/financial-report-page')) },
      { path: 'appointments', handle: recurrenceHandle, lazy: lazyPage(() => import('./components/recurrence-status-report-page')) },
      ...occurrenceRoutes,
    ],
  },
];
