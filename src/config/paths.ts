/**
 * Every route path of the product, with href builders. Routes are hash-based, so an href here is
 * the part after `#`.
 */
import { recordKinds, recordPaths } from '@/lib/record-kinds';

const customerPaths = recordPaths(recordKinds.customer.path);
const locationPaths = recordPaths(recordKinds.location.path);
const resourcePaths = recordPaths(recordKinds.resource.path);
const supplierPaths = recordPaths(recordKinds.supplier.path);
const taskPaths = recordPaths(recordKinds.task.path);

export const paths = {
  root: '/',
  landingPageRedirect: '/landing-page-redirect',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  resetPasswordWithGuid: (guid: string) => `/reset-password/${encodeURIComponent(guid)}`,
  getStarted: (guid: string, email?: string) =>
    email
      ? `/get-started/${encodeURIComponent(guid)}/${encodeURIComponent(email)}`
      : `/get-started/${encodeURIComponent(guid)}`,
  dashboard: '/dashboard',
  dashboardSnapshot: (snapshot: string) => `/dashboard/${encodeURIComponent(snapshot)}`,
  mobileNav: '/mobile-nav',
  logViewer: '/log-viewer',
  error: '/error',
  unauthorized: (code?: string) => (code ? `/unauthorized/${encodeURIComponent(code)}` : '/unauthorized'),
  billing: '/billing',
  pricebook: '/pricebook',
  schedule: '/schedule',
  settings: '/settings',
  settingsCategory: (category: SettingsCategory) => `/settings/${category}`,
  paymentProviderTab: '/account/payment-provider-tab',
  /** Simulated third-party pages of the in-browser mock backend (demo builds only). */
  demoPaymentProviderOnboarding: '/demo/payment-provider/onboarding',
  demoBillingPortal: '/demo/billing-portal',
  emailHistory: '/email-history',
  locations: locationPaths.list,
  locationsAdd: locationPaths.add,
  locationsView: locationPaths.view,
  locationsEdit: locationPaths.edit,
  suppliers: supplierPaths.list,
  suppliersAdd: supplierPaths.add,
  suppliersView: supplierPaths.view,
  suppliersEdit: supplierPaths.edit,
  userLogonReport: '/reports/user-logon',
  reportsAccountsAging: '/reports/accounts-aging',
  reportsTimesheet: '/reports/timesheet',
  reportsFinancial: '/reports/financial',
  reportsRecurrenceStatus: '/reports/appointments',
  /** Administration (issue 19): its sections live under `/admin`. */
  admin: '/admin',
  adminUsers: '/admin/users',
  adminUser: (context: string) => `/admin/users/${encodeURIComponent(context)}`,
  adminRoles: '/admin/roles',
  adminPicklists: '/admin/picklists',
  adminRole: (context: string) => `/admin/roles/${encodeURIComponent(context)}`,
  tasks: taskPaths.list,
  customers: customerPaths.list,
  customersAdd: customerPaths.add,
  customersView: customerPaths.view,
  customersEdit: customerPaths.edit,
  tasksView: taskPaths.view,
  tasksEdit: taskPaths.edit,
  /** Add Task; `search` links the new task to a job, intake or customer (`?job=…`). */
  tasksAdd: (search = '') => `/tasks/add${search}`,
  intake: '/intake',
  intakeView: (context: string) => `/intake/view/${encodeURIComponent(context)}`,
  intakeEdit: (context: string) => `/intake/edit/${encodeURIComponent(context)}`,
  intakeAdd: (customerContext?: string) =>
    customerContext ? `/intake/add/${encodeURIComponent(customerContext)}` : '/intake/add',
  jobs: '/jobs',
  jobsAdd: '/jobs/add',
  jobsAddForCustomer: (customerContext: string) => `/jobs/add/${encodeURIComponent(customerContext)}`,
  jobsView: (context: string) => `/jobs/view/${encodeURIComponent(context)}`,
  jobsEdit: (context: string) => `/jobs/edit/${encodeURIComponent(context)}`,
  resources: resourcePaths.list,
  resourcesView: resourcePaths.view,
  resourcesEdit: resourcePaths.edit,
  resourcesAdd: resourcePaths.add,
  timesheet: '/timesheet',
  proposals: '/proposals',
  workorders: '/workorders',
  invoices: '/invoices',
  payments: '/payments',
  notes: '/notes',
  /** The Diagnostics area (ROOT): system, cache, logs, platform, user. */
  diagnostics: (page: DiagnosticsPage) => `/diagnostics/${page}`,
  /** Administration (ADMINISTRATOR): form templates and the discount and tax override catalogues. */
  adminFormTemplates: '/admin/form-templates',
  adminFormTemplatesAdd: '/admin/form-templates/add',
  adminFormTemplate: (context: string) => `/admin/form-templates/${encodeURIComponent(context)}`,
  adminCatalogues: '/admin/catalogues',
} as const;

export const diagnosticsPages = ['system', 'cache', 'logs', 'platform', 'user'] as const;
export type DiagnosticsPage = (typeof diagnosticsPages)[number];

export const settingsCategories = [
  'preferences',
  'company-information',
  'credit-card-payments',
  'email-server',
  'images-files',
] as const;
export type SettingsCategory = (typeof settingsCategories)[number];

/** Routes a signed-out visitor may open. */
export const publicPathPrefixes = ['/login', '/forgot-password', '/reset-password', '/get-started'] as const;

export function isPublicPath(pathname: string): boolean {
  return publicPathPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * A redirect target is safe when it is an in-app path: starts with a single slash, carries no
 * scheme or host, and no backslash tricks.
 */
export function isSafeRedirectTarget(target: unknown): target is string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2000) return false;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return false;
  if (target.includes('\\') || [...target].some((char) => char.charCodeAt(0) < 32)) return false;
  if (/^\/[a-z][a-z0-9+.-]*:/i.test(target)) return false;
  return !isPublicPath(target.split(/[?#]/)[0] ?? target);
}
