import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { signedInAccountRoutes } from '@/features/account/routes';
import { signedInShellRoutes } from '@/features/shell/routes';
import { billingRoutes, settingsRoutes } from '@/features/settings/routes';
import { emailHistoryRoutes } from '@/features/email-history/routes';
import { locationsRoutes } from '@/features/locations/routes';
import { reportsRoutes } from '@/features/reports/routes';
import { suppliersRoutes } from '@/features/suppliers/routes';
import { resourcesRoutes } from '@/features/resources/routes';
import { customersRoutes } from '@/features/customers/routes';
import { intakeRoutes } from '@/features/intake/routes';
import { jobsRoutes } from '@/features/jobs/routes';
import { pricebookRoutes } from '@/features/pricebook/routes';
import { documentsRoutes } from '@/features/documents/routes';
import { scheduleRoutes } from '@/features/schedule/routes';
import { timesheetRoutes } from '@/features/timesheet/routes';
import { tasksRoutes } from '@/features/tasks/routes';
import { myDayRoutes } from '@/features/my-day/routes';
import { diagnosticsRoutes } from '@/features/diagnostics/routes';
import { notesRoutes } from '@/features/notes/routes';
import { adminCataloguesRoutes } from '@/features/admin-catalogues/routes';

/**
 * The signed-in routes besides the dashboard. The app's router adds them when a navigation first
 * needs them (patchRoutesOnNavigation), so the login and dashboard routes do not load their definitions.
 */
export const signedInRoutes: RouteObject[] = [
  ...signedInAccountRoutes,
  ...signedInShellRoutes,
  ...settingsRoutes,
  ...billingRoutes,
  ...emailHistoryRoutes,
  ...locationsRoutes,
  ...suppliersRoutes,
  ...resourcesRoutes,
  ...reportsRoutes,
  ...customersRoutes,
  ...intakeRoutes,
  ...jobsRoutes,
  ...pricebookRoutes,
  ...documentsRoutes,
  ...scheduleRoutes,
  ...timesheetRoutes,
  ...tasksRoutes,
  ...myDayRoutes,
  ...diagnosticsRoutes,
  ...notesRoutes,
  ...adminCataloguesRoutes,
  { path: 'account/payment-provider-tab', element: <Navigate to={paths.settingsCategory('credit-card-payments')} replace /> },
];
