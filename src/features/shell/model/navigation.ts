import type { PermissionRule } from '@/lib/permissions';
import { can } from '@/lib/permissions';
import type { UserState } from '@/lib/auth/auth-schemas';

export interface NavLinkItem {
  type: 'link';
  id: string;
  text: string;
  route: string;
  icon: NavIcon;
  rule?: PermissionRule;
}

export interface NavDivider {
  type: 'divider';
  id: string;
}

export type NavItem = NavLinkItem | NavDivider;

export interface NavGroup {
  id: string;
  text: string;
  items: NavItem[];
  rule?: PermissionRule;
}

export type NavIcon =
  | 'intake'
  | 'customers'
  | 'jobs'
  | 'schedule'
  | 'timesheet'
  | 'proposals'
  | 'workorders'
  | 'invoices'
  | 'payments'
  | 'email'
  | 'notes'
  | 'tasks'
  | 'pricebook'
  | 'resources'
  | 'suppliers'
  | 'report'
  | 'diagnostics'
  | 'settings'
  | 'billing'
  | 'locations'
  | 'users';

const adminPermissions = ['ADMINISTRATOR', 'LOC_C', 'LOC_R', 'LOC_U', 'LOC_D'];

export const primaryLinks: NavLinkItem[] = [
  { type: 'link', id: 'nav-intake', text: 'Intake', route: '/intake', icon: 'intake', rule: 'INTAKE_R' },
  { type: 'link', id: 'nav-customers', text: 'Customers', route: '/customers', icon: 'customers', rule: 'CUST_R' },
  { type: 'link', id: 'nav-jobs', text: 'Jobs', route: '/jobs', icon: 'jobs', rule: 'JOB_R' },
  { type: 'link', id: 'nav-schedule', text: 'Schedule', route: '/schedule', icon: 'schedule', rule: 'SCHED_R' },
];

export const navGroups: NavGroup[] = [
  {
    id: 'nav-work',
    text: 'Work',
    items: [
      { type: 'link', id: 'nav-timesheet', text: 'Timesheet', route: '/timesheet', icon: 'timesheet' },
      { type: 'link', id: 'nav-proposals', text: 'Proposals', route: '/proposals', icon: 'proposals', rule: 'PROP_R' },
      { type: 'link', id: 'nav-workorders', text: 'Work Orders', route: '/workorders', icon: 'workorders', rule: 'WO_R' },
      { type: 'link', id: 'nav-invoices', text: 'Invoices', route: '/invoices', icon: 'invoices', rule: 'INVOICE_R' },
      { type: 'link', id: 'nav-payments', text: 'Payments', route: '/payments', icon: 'payments', rule: 'PYMT_R' },
      { type: 'divider', id: 'nav-work-divider' },
      { type: 'link', id: 'nav-email-history', text: 'Email History', route: '/email-history', icon: 'email', rule: 'EMAIL_HIST_R' },
      { type: 'link', id: 'nav-notes', text: 'Notes', route: '/notes', icon: 'notes' },
      { type: 'link', id: 'nav-tasks', text: 'Tasks', route: '/tasks', icon: 'tasks', rule: 'TASK_R' },
    ],
  },
  {
    id: 'nav-operations',
    text: 'Operations',
    items: [
      { type: 'link', id: 'nav-pricebook', text: 'Pricebook', route: '/pricebook', icon: 'pricebook', rule: 'ADMINISTRATOR' },
      { type: 'link', id: 'nav-resources', text: 'Resources', route: '/resources', icon: 'resources', rule: 'RES_R' },
      { type: 'link', id: 'nav-suppliers', text: 'Suppliers', route: '/suppliers', icon: 'suppliers', rule: 'SPLR_R' },
    ],
  },
  {
    id: 'nav-reports',
    text: 'Reports',
    rule: 'RPT_R',
    items: [
      { type: 'link', id: 'nav-report-aging', text: 'Accounts Aging', route: '/reports/accounts-aging', icon: 'report' },
      { type: 'link', id: 'nav-report-timesheet', text: 'Timesheet', route: '/reports/timesheet', icon: 'report' },
      { type: 'divider', id: 'nav-reports-divider-1' },
      { type: 'link', id: 'nav-report-intake', text: 'Intake Occurrence', route: '/reports/occurrence/intake', icon: 'report' },
      { type: 'link', id: 'nav-report-proposal', text: 'Proposal Occurrence', route: '/reports/occurrence/proposal', icon: 'report' },
      { type: 'link', id: 'nav-report-esign', text: 'E-Sign Occurrence', route: '/reports/occurrence/esign', icon: 'report' },
      { type: 'link', id: 'nav-report-workorder', text: 'Work Order Occurrence', route: '/reports/occurrence/workorder', icon: 'report' },
      { type: 'divider', id: 'nav-reports-divider-2' },
      { type: 'link', id: 'nav-report-financial', text: 'Financial', route: '/reports/financial', icon: 'report' },
      { type: 'link', id: 'nav-report-recurrence', text: 'Recurrence Status', route: '/reports/appointments', icon: 'report' },
      { type: 'link', id: 'nav-report-logon', text: 'User Logon', route: '/reports/user-logon', icon: 'report' },
    ],
  },
  {
    id: 'nav-diagnostics',
    text: 'Diagnostics',
    rule: 'ROOT',
    items: [
      { type: 'link', id: 'nav-diag-system', text: 'System', route: '/diagnostics/system', icon: 'diagnostics' },
      { type: 'link', id: 'nav-diag-cache', text: 'Cache', route: '/diagnostics/cache', icon: 'diagnostics' },
      { type: 'link', id: 'nav-diag-logs', text: 'Logs', route: '/diagnostics/logs', icon: 'diagnostics' },
      { type: 'link', id: 'nav-diag-platform', text: 'Platform', route: '/diagnostics/platform', icon: 'diagnostics' },
      { type: 'link', id: 'nav-diag-user', text: 'User', route: '/diagnostics/user', icon: 'diagnostics' },
    ],
  },
  {
    id: 'nav-admin',
    text: 'Admin',
    rule: { anyOf: adminPermissions },
    items: [
      { type: 'link', id: 'nav-admin-users', text: 'Users and Roles', route: '/admin/users', icon: 'users', rule: 'ADMINISTRATOR' },
      { type: 'link', id: 'nav-admin-company', text: 'Company Information', route: '/settings/company-information', icon: 'settings', rule: 'ADMINISTRATOR' },
      { type: 'link', id: 'nav-admin-card', text: 'Credit Card Payments', route: '/settings/credit-card-payments', icon: 'payments', rule: 'ADMINISTRATOR' },
      { type: 'link', id: 'nav-admin-email', text: 'Email Server', route: '/settings/email-server', icon: 'email', rule: 'ADMINISTRATOR' },
      { type: 'link', id: 'nav-admin-storage', text: 'Images and Files', route: '/settings/images-files', icon: 'settings', rule: 'ADMINISTRATOR' },
      { type: 'link', id: 'nav-admin-locations', text: 'Locations', route: '/locations', icon: 'locations', rule: 'LOC_R' },
      { type: 'link', id: 'nav-admin-billing', text: 'Manage Subscription', route: '/billing', icon: 'billing', rule: 'ADMINISTRATOR' },
    ],
  },
];

/** Drops dividers at either end and repeated dividers left after filtering. */
function tidyDividers(items: NavItem[]): NavItem[] {
  const result: NavItem[] = [];
  for (const item of items) {
    if (item.type === 'divider' && (result.length === 0 || result[result.length - 1]?.type === 'divider')) continue;
    result.push(item);
  }
  while (result.length && result[result.length - 1]?.type === 'divider') result.pop();
  return result;
}

export interface Navigation {
  links: NavLinkItem[];
  groups: NavGroup[];
  /** The technician's day: first in the phone navigation (issue 17); `null` without SCHED_R. */
  myDay: NavLinkItem | null;
}

export const myDayLink: NavLinkItem = { type: 'link', id: 'nav-my-day', text: 'My Day', route: '/my-day', icon: 'schedule', rule: 'SCHED_R' };

/** The menus a user may use: items filtered by permission, empty groups hidden. */
export function buildNavigation(user: Pick<UserState, 'permissions'> | null): Navigation {
  if (!user) return { links: [], groups: [], myDay: null };
  const allowed = (rule?: PermissionRule) => rule === undefined || can(user, rule);
  const links = primaryLinks.filter((link) => allowed(link.rule));
  const groups = navGroups
    .filter((group) => allowed(group.rule))
    .map((group) => ({
      ...group,
      items: tidyDividers(group.items.filter((item) => item.type === 'divider' || allowed(item.rule))),
    }))
    .filter((group) => group.items.some((item) => item.type === 'link'));
  return { links, groups, myDay: allowed(myDayLink.rule) ? myDayLink : null };
}
