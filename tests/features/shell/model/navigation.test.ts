import { describe, expect, it } from 'vitest';
import { isSafeRedirectTarget } from '@/config/paths';
import { buildNavigation, type Navigation, type NavItem } from '@/features/shell/model/navigation';

const crudEntities = ['INTAKE', 'CUST', 'JOB', 'SCHED', 'PROP', 'WO', 'INVOICE', 'PYMT', 'TASK', 'PB', 'RES', 'SPLR', 'LOC', 'NOTE', 'TIMESHEET'];
const crud = crudEntities.flatMap((entity) => ['C', 'R', 'U', 'D'].map((verb) => `${entity}_${verb}`));

/** The demo company's roles. */
const roles = {
  office: [...crud, 'EMAIL_HIST_R', 'RPT_R'],
  admin: [...crud, 'EMAIL_HIST_R', 'RPT_R', 'ADMINISTRATOR'],
  root: [...crud, 'EMAIL_HIST_R', 'RPT_R', 'ADMINISTRATOR', 'ROOT'],
  tech: ['INTAKE_R', 'CUST_R', 'JOB_R', 'JOB_U', 'SCHED_R', 'TASK_R', 'TASK_C', 'TASK_U', 'RES_R'],
};

const DIVIDER = '---';

/** Menus as text: links by label, each group's items by label with dividers as '---'. */
function outline(navigation: Navigation): { links: string[]; groups: Record<string, string[]> } {
  return {
    links: navigation.links.map((link) => link.text),
    groups: Object.fromEntries(
      navigation.groups.map((group) => [group.text, group.items.map((item) => (item.type === 'divider' ? DIVIDER : item.text))]),
    ),
  };
}

const primaryLinks = ['Intake', 'Customers', 'Jobs', 'Schedule'];
const fullWork = ['Timesheet', 'Proposals', 'Work Orders', 'Invoices', 'Payments', DIVIDER, 'Email History', 'Notes', 'Tasks'];
const fullReports = [
  'Accounts Aging',
  'Timesheet',
  DIVIDER,
  'Intake Occurrence',
  'Proposal Occurrence',
  'E-Sign Occurrence',
  'Work Order Occurrence',
  DIVIDER,
  'Financial',
  'Recurrence Status',
  'User Logon',
];
const fullAdmin = ['Users and Roles', 'Company Information', 'Credit Card Payments', 'Email Server', 'Images and Files', 'Locations', 'Manage Subscription'];

function tidy(items: NavItem[]): boolean {
  if (items.length === 0) return false;
  if (items[0]?.type === 'divider' || items[items.length - 1]?.type === 'divider') return false;
  return items.every((item, index) => !(item.type === 'divider' && items[index - 1]?.type === 'divider'));
}

describe('buildNavigation', () => {
  it('gives an administrator every menu but Diagnostics', () => {
    expect(outline(buildNavigation({ permissions: roles.admin }))).toEqual({
      links: primaryLinks,
      groups: {
        Work: fullWork,
        Operations: ['Pricebook', 'Resources', 'Suppliers'],
        Reports: fullReports,
        Admin: fullAdmin,
      },
    });
  });

  it('adds Diagnostics for ROOT', () => {
    const navigation = outline(buildNavigation({ permissions: roles.root }));
    expect(navigation.groups.Diagnostics).toEqual(['System', 'Cache', 'Logs', 'Platform', 'User']);
    expect(Object.keys(navigation.groups)).toEqual(['Work', 'Operations', 'Reports', 'Diagnostics', 'Admin']);
  });

  it('gives the office manager no administrator items: no Pricebook, and only Locations under Admin', () => {
    expect(outline(buildNavigation({ permissions: roles.office }))).toEqual({
      links: primaryLinks,
      groups: {
        Work: fullWork,
        Operations: ['Resources', 'Suppliers'],
        Reports: fullReports,
        Admin: ['Locations'],
      },
    });
  });

  it('gives the technician only what the technician may read', () => {
    expect(outline(buildNavigation({ permissions: roles.tech }))).toEqual({
      links: primaryLinks,
      groups: {
        Work: ['Timesheet', DIVIDER, 'Notes', 'Tasks'],
        Operations: ['Resources'],
      },
    });
  });

  it('links every item to its route', () => {
    const navigation = buildNavigation({ permissions: roles.root });
    const routes = Object.fromEntries(
      [...navigation.links, ...navigation.groups.flatMap((group) => group.items)].flatMap((item) =>
        item.type === 'link' ? [[`${item.id}`, item.route]] : [],
      ),
    );
    expect(routes).toMatchObject({
      'nav-intake': '/intake',
      'nav-customers': '/customers',
      'nav-jobs': '/jobs',
      'nav-schedule': '/schedule',
      'nav-workorders': '/workorders',
      'nav-email-history': '/email-history',
      'nav-report-recurrence': '/reports/appointments',
      'nav-report-logon': '/reports/user-logon',
      'nav-diag-user': '/diagnostics/user',
      'nav-admin-billing': '/billing',
      'nav-admin-locations': '/locations',
    });
  });

  it('puts My Day first in the phone navigation for users who read the schedule', () => {
    expect(buildNavigation({ permissions: roles.tech }).myDay).toMatchObject({ text: 'My Day', route: '/my-day' });
    expect(buildNavigation({ permissions: roles.office }).myDay?.text).toBe('My Day');
    expect(buildNavigation({ permissions: ['JOB_R'] }).myDay).toBeNull();
  });

  it('builds nothing without a signed-in user', () => {
    expect(buildNavigation(null)).toEqual({ links: [], groups: [], myDay: null });
  });

  it('always shows Timesheet and Notes, even with no permissions', () => {
    expect(outline(buildNavigation({ permissions: [] }))).toEqual({
      links: [],
      groups: { Work: ['Timesheet', DIVIDER, 'Notes'] },
    });
  });

  it('hides a group whose items are all filtered out, even when the group itself is allowed', () => {
    // LOC_C opens the Admin menu, but none of its items.
    const navigation = outline(buildNavigation({ permissions: ['LOC_C'] }));
    expect(navigation.groups.Admin).toBeUndefined();
    expect(navigation.groups.Operations).toBeUndefined();
  });

  it('hides the Reports and Diagnostics menus without RPT_R and ROOT', () => {
    const navigation = outline(buildNavigation({ permissions: roles.admin.filter((code) => code !== 'RPT_R') }));
    expect(navigation.groups.Reports).toBeUndefined();
    expect(navigation.groups.Diagnostics).toBeUndefined();
  });

  it('never leaves leading, trailing or doubled dividers, whatever the permissions', () => {
    const codes = ['PROP_R', 'WO_R', 'INVOICE_R', 'PYMT_R', 'EMAIL_HIST_R', 'TASK_R', 'RES_R', 'SPLR_R', 'RPT_R', 'ROOT', 'ADMINISTRATOR', 'LOC_R', 'LOC_C'];
    const untidy: string[] = [];
    for (let mask = 0; mask < 2 ** codes.length; mask += 1) {
      const permissions = codes.filter((_, bit) => mask & (1 << bit));
      for (const group of buildNavigation({ permissions }).groups) {
        if (!tidy(group.items) || !group.items.some((item) => item.type === 'link')) {
          untidy.push(`${group.text} for [${permissions.join(',')}]`);
        }
      }
    }
    expect(untidy).toEqual([]);
  });
});

describe('isSafeRedirectTarget', () => {
  it.each(['/jobs?x=1', '/dashboard', '/customers/view/abc#notes', '/settings/company-information'])('accepts the in-app path %s', (target) => {
    expect(isSafeRedirectTarget(target)).toBe(true);
  });

  it.each([
    '//evil.com',
    '//evil.com/jobs',
    'https://x',
    'http://evil.com/jobs',
    '/\\evil',
    '/jobs\\..\\evil',
    'javascript:alert(1)',
    '/javascript:alert(1)',
    'jobs',
    '',
    '/login',
    '/login?from=x',
    '/forgot-password',
    '/reset-password/abc',
    '/get-started/abc',
    '/jobs\nSet-Cookie',
  ])('rejects %j', (target) => {
    expect(isSafeRedirectTarget(target)).toBe(false);
  });

  it('rejects anything but a string', () => {
    expect(isSafeRedirectTarget(undefined)).toBe(false);
    expect(isSafeRedirectTarget(null)).toBe(false);
    expect(isSafeRedirectTarget({ pathname: '/jobs' })).toBe(false);
  });
});
