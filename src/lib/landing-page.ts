import type { UserPreference } from '@/lib/auth/auth-schemas';
import { can, type PermissionRule } from '@/lib/permissions';

export const LANDING_PAGE_PREFERENCE_KEY = 'USER_LAND_PG';

export const landingPages = [
  { value: 'Dashboard', route: '/dashboard', rule: undefined },
  { value: 'Customers', route: '/customers', rule: 'CUST_R' },
  { value: 'Intake', route: '/intake', rule: 'INTAKE_R' },
  { value: 'Jobs', route: '/jobs', rule: 'JOB_R' },
  { value: 'Proposals', route: '/proposals', rule: 'PROP_R' },
  { value: 'Work Orders', route: '/workorders', rule: 'WO_R' },
  { value: 'Invoices', route: '/invoices', rule: 'INVOICE_R' },
  { value: 'Schedule', route: '/schedule', rule: 'SCHED_R' },
] as const satisfies ReadonlyArray<{ value: string; route: string; rule: PermissionRule | undefined }>;

/** Dashboard snapshot kinds, their visibility preference and the permission they need. */
export const dashboardSnapshotRules: ReadonlyArray<{ prefix: string; rule: PermissionRule | undefined }> = [
  { prefix: 'CUST', rule: 'CUST_R' },
  { prefix: 'FINANCE', rule: 'ADMINISTRATOR' },
  { prefix: 'INTAKE', rule: 'INTAKE_R' },
  { prefix: 'JOB', rule: 'JOB_R' },
  { prefix: 'SCHED', rule: 'SCHED_R' },
  { prefix: 'TASK', rule: 'TASK_R' },
  { prefix: 'TIMESHEET', rule: undefined },
];

export interface LandingInput {
  preferences: UserPreference[];
  permissions: string[];
  /** Phone or tablet width (XS, SM, MD). */
  compactWidth: boolean;
}

export interface LandingDecision {
  route: string;
  /** True when no landing page resulted and the preference must be set back to Dashboard. */
  resetPreference: boolean;
}

function preferenceValue(preferences: UserPreference[], key: string): string | undefined {
  return preferences.find((preference) => preference.key === key)?.value;
}

export function hasEnabledSnapshot(input: Pick<LandingInput, 'preferences' | 'permissions'>): boolean {
  const user = { permissions: input.permissions };
  return dashboardSnapshotRules.some(
    ({ prefix, rule }) =>
      preferenceValue(input.preferences, `${prefix}_ON_DASH`) === 'Yes' && (rule === undefined || can(user, rule)),
  );
}

/** Spec 1 §4 landing page rules. */
export function resolveLandingPage(input: LandingInput): LandingDecision {
  const user = { permissions: input.permissions };
  const preferred = preferenceValue(input.preferences, LANDING_PAGE_PREFERENCE_KEY);
  const page = landingPages.find((candidate) => candidate.value === preferred);
  if (page && page.value !== 'Dashboard') {
    if (page.rule === undefined || can(user, page.rule)) return { route: page.route, resetPreference: false };
    return { route: '/dashboard', resetPreference: true };
  }
  if (page?.value === 'Dashboard') {
    if (input.compactWidth && !hasEnabledSnapshot(input)) return { route: '/mobile-nav', resetPreference: false };
    return { route: '/dashboard', resetPreference: false };
  }
  return { route: '/dashboard', resetPreference: true };
}
