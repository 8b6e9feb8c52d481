import type { UserState } from '@/lib/auth/auth-schemas';
import { can, type PermissionRule } from '@/lib/permissions';

export const preferenceCategoryIds = [
  'dashboard',
  'general',
  'intake',
  'invoice',
  'job',
  'proposal',
  'scheduling',
  'tasks',
  'work-order',
] as const;
export type PreferenceCategoryId = (typeof preferenceCategoryIds)[number];

export interface PreferenceCategory {
  id: PreferenceCategoryId;
  label: string;
  /** Who may see the category; none means every user. */
  rule?: PermissionRule;
}

/** The Preferences screen's categories in display order (spec 1 §2). */
export const preferenceCategories: readonly PreferenceCategory[] = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'general', label: 'General' },
  { id: 'intake', label: 'Intake', rule: 'INTAKE_R' },
  { id: 'invoice', label: 'Invoice', rule: 'ADMINISTRATOR' },
  { id: 'job', label: 'Job', rule: 'JOB_R' },
  { id: 'proposal', label: 'Proposal', rule: 'ADMINISTRATOR' },
  { id: 'scheduling', label: 'Scheduling', rule: 'SCHED_R' },
  { id: 'tasks', label: 'Tasks', rule: 'TASK_R' },
  { id: 'work-order', label: 'Work Order', rule: 'ADMINISTRATOR' },
];

export const DEFAULT_PREFERENCE_CATEGORY: PreferenceCategoryId = 'dashboard';

/** The categories the user may open. */
export function visiblePreferenceCategories(user: Pick<UserState, 'permissions'>): PreferenceCategory[] {
  return preferenceCategories.filter((category) => category.rule === undefined || can(user, category.rule));
}

/**
 * The category to show for the `category` query value: the requested one when the user may open
 * it, else the first visible category.
 */
export function resolvePreferenceCategory(requested: string | null, visible: readonly PreferenceCategory[]): PreferenceCategory {
  const match = visible.find((category) => category.id === requested);
  return match ?? visible[0] ?? preferenceCategories[0]!;
}
