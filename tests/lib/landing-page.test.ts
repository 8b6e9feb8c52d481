import { describe, expect, it } from 'vitest';
import type { UserPreference } from '@/lib/auth/auth-schemas';
import { hasEnabledSnapshot, LANDING_PAGE_PREFERENCE_KEY, resolveLandingPage } from '@/lib/landing-page';

function landingPreference(value: string): UserPreference {
  return { key: LANDING_PAGE_PREFERENCE_KEY, value };
}

const pagesWithPermission = [
  { value: 'Customers', route: '/customers', permission: 'CUST_R' },
  { value: 'Intake', route: '/intake', permission: 'INTAKE_R' },
  { value: 'Jobs', route: '/jobs', permission: 'JOB_R' },
  { value: 'Proposals', route: '/proposals', permission: 'PROP_R' },
  { value: 'Work Orders', route: '/workorders', permission: 'WO_R' },
  { value: 'Invoices', route: '/invoices', permission: 'INVOICE_R' },
  { value: 'Schedule', route: '/schedule', permission: 'SCHED_R' },
] as const;

const allReadPermissions = pagesWithPermission.map((page) => page.permission);

describe('resolveLandingPage', () => {
  describe.each(pagesWithPermission)('preference $value', ({ value, route, permission }) => {
    it(`goes to ${route} with ${permission}`, () => {
      expect(resolveLandingPage({ preferences: [landingPreference(value)], permissions: [permission], compactWidth: false })).toEqual({
        route,
        resetPreference: false,
      });
    });

    it(`goes to ${route} with ${permission} on a compact width too`, () => {
      expect(resolveLandingPage({ preferences: [landingPreference(value)], permissions: [permission], compactWidth: true })).toEqual({
        route,
        resetPreference: false,
      });
    });

    it(`without ${permission} resets the preference and goes to the dashboard`, () => {
      const otherPermissions = allReadPermissions.filter((code) => code !== permission);
      expect(
        resolveLandingPage({ preferences: [landingPreference(value)], permissions: [...otherPermissions, 'ADMINISTRATOR'], compactWidth: false }),
      ).toEqual({ route: '/dashboard', resetPreference: true });
    });
  });

  it('goes to the dashboard for Dashboard on a wide screen, whatever the permissions', () => {
    for (const permissions of [[], ['JOB_R'], ['ADMINISTRATOR']]) {
      expect(resolveLandingPage({ preferences: [landingPreference('Dashboard')], permissions, compactWidth: false })).toEqual({
        route: '/dashboard',
        resetPreference: false,
      });
    }
  });

  describe('Dashboard on a compact width', () => {
    function decide(snapshotPreferences: UserPreference[], permissions: string[]) {
      return resolveLandingPage({
        preferences: [landingPreference('Dashboard'), ...snapshotPreferences],
        permissions,
        compactWidth: true,
      });
    }

    it('goes to /mobile-nav when no snapshot preference is set', () => {
      expect(decide([], ['CUST_R', 'JOB_R', 'ADMINISTRATOR'])).toEqual({ route: '/mobile-nav', resetPreference: false });
    });

    it('goes to /mobile-nav when every snapshot is switched off', () => {
      const off = ['CUST', 'FINANCE', 'INTAKE', 'JOB', 'SCHED', 'TASK', 'TIMESHEET'].map((prefix) => ({ key: `${prefix}_ON_DASH`, value: 'No' }));
      expect(decide(off, ['CUST_R', 'INTAKE_R', 'JOB_R', 'SCHED_R', 'TASK_R', 'ADMINISTRATOR'])).toEqual({
        route: '/mobile-nav',
        resetPreference: false,
      });
    });

    it.each([
      ['CUST', 'CUST_R'],
      ['INTAKE', 'INTAKE_R'],
      ['JOB', 'JOB_R'],
      ['SCHED', 'SCHED_R'],
      ['TASK', 'TASK_R'],
      ['FINANCE', 'ADMINISTRATOR'],
    ])('goes to the dashboard with %s_ON_DASH enabled and %s held', (prefix, permission) => {
      expect(decide([{ key: `${prefix}_ON_DASH`, value: 'Yes' }], [permission])).toEqual({ route: '/dashboard', resetPreference: false });
    });

    it.each([
      ['CUST', 'CUST_R'],
      ['INTAKE', 'INTAKE_R'],
      ['JOB', 'JOB_R'],
      ['SCHED', 'SCHED_R'],
      ['TASK', 'TASK_R'],
      ['FINANCE', 'ADMINISTRATOR'],
    ])('goes to /mobile-nav with %s_ON_DASH enabled but without %s', (prefix, permission) => {
      const everyOtherPermission = ['CUST_R', 'INTAKE_R', 'JOB_R', 'SCHED_R', 'TASK_R', 'ADMINISTRATOR', 'ROOT'].filter(
        (code) => code !== permission,
      );
      expect(decide([{ key: `${prefix}_ON_DASH`, value: 'Yes' }], everyOtherPermission)).toEqual({
        route: '/mobile-nav',
        resetPreference: false,
      });
    });

    it('does not let a finance snapshot count on read permissions alone', () => {
      expect(decide([{ key: 'FINANCE_ON_DASH', value: 'Yes' }], ['INVOICE_R', 'PYMT_R', 'RPT_R'])).toEqual({
        route: '/mobile-nav',
        resetPreference: false,
      });
    });

    it('counts the timesheet snapshot with no permission at all', () => {
      expect(decide([{ key: 'TIMESHEET_ON_DASH', value: 'Yes' }], [])).toEqual({ route: '/dashboard', resetPreference: false });
    });
  });

  it.each([
    ['missing', []],
    ['unknown', [landingPreference('Reports')]],
    ['empty', [landingPreference('')]],
  ])('resets a %s landing preference to Dashboard and goes to the dashboard', (_label, preferences) => {
    for (const compactWidth of [false, true]) {
      expect(resolveLandingPage({ preferences, permissions: ['CUST_R', 'JOB_R'], compactWidth })).toEqual({
        route: '/dashboard',
        resetPreference: true,
      });
    }
  });
});

describe('hasEnabledSnapshot', () => {
  it('needs the snapshot switched on with the exact value Yes', () => {
    expect(hasEnabledSnapshot({ preferences: [{ key: 'JOB_ON_DASH', value: 'Yes' }], permissions: ['JOB_R'] })).toBe(true);
    expect(hasEnabledSnapshot({ preferences: [{ key: 'JOB_ON_DASH', value: 'No' }], permissions: ['JOB_R'] })).toBe(false);
    expect(hasEnabledSnapshot({ preferences: [{ key: 'JOB_DASH_POS', value: '1' }], permissions: ['JOB_R'] })).toBe(false);
  });
});
