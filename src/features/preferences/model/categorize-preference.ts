import type { SystemSettingCategory } from '@/lib/schemas/settings-schemas';
import type { PreferenceCategoryId } from './preference-categories';

/** Key fragments naming a feature category, in order of precedence. */
const keyFragments: ReadonlyArray<{ fragment: string; category: PreferenceCategoryId }> = [
  { fragment: 'INTAKE', category: 'intake' },
  { fragment: 'INVOICE', category: 'invoice' },
  { fragment: 'JOB', category: 'job' },
  { fragment: 'PROP', category: 'proposal' },
  { fragment: 'SCHED', category: 'scheduling' },
  { fragment: 'TASK', category: 'tasks' },
  { fragment: 'WO_', category: 'work-order' },
];

/**
 * The category a user preference belongs to, by its key: dashboard keys (`_DASH`,
 * `SHOW_GET_STARTED`) first, then landing-page keys (`LAND_PG`) to General, then the first feature
 * fragment the key contains; anything else is General.
 */
export function userPreferenceCategory(key: string): PreferenceCategoryId {
  if (key.includes('_DASH') || key.includes('SHOW_GET_STARTED')) return 'dashboard';
  if (key.includes('LAND_PG')) return 'general';
  return keyFragments.find(({ fragment }) => key.includes(fragment))?.category ?? 'general';
}

const settingCategories: Record<SystemSettingCategory, PreferenceCategoryId> = {
  DASHBOARD: 'dashboard',
  PAGING: 'general',
  TAX: 'general',
  INTAKE: 'intake',
  INVOICE: 'invoice',
  JOB: 'job',
  PROPOSAL: 'proposal',
  SCHEDULING: 'scheduling',
  WORKORDER: 'work-order',
};

/** The category a system setting is shown in. */
export function systemSettingCategory(category: SystemSettingCategory): PreferenceCategoryId {
  return settingCategories[category];
}
