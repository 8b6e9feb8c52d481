import { describe, expect, it } from 'vitest';
import { systemSettingCategory, userPreferenceCategory } from '@/features/preferences/model/categorize-preference';

describe('userPreferenceCategory', () => {
  it.each([
    ['CUST_ON_DASH', 'dashboard'],
    ['FINANCE_DASH_POS', 'dashboard'],
    ['INTAKE_DASH_FLTR', 'dashboard'],
    ['JOB_DASH_FLTR', 'dashboard'],
    ['SHOW_GET_STARTED', 'dashboard'],
    ['USER_LAND_PG', 'general'],
    ['INTAKE_DEF_PERS_FLTR', 'intake'],
    ['INTAKE_DEF_STAT_FLTR', 'intake'],
    ['INVOICE_DEF_FLTR', 'invoice'],
    ['JOB_DEF_STAT_FLTR', 'job'],
    ['PROP_DEF_STAT_FLTR', 'proposal'],
    ['SCHED_DEF_PERS_FLTR', 'scheduling'],
    ['SCHED_DEF_VIEW', 'scheduling'],
    ['TASK_DEF_PERS_FLTR', 'tasks'],
    ['TASK_DEF_STAT_FLTR', 'tasks'],
    ['WO_DEF_STAT_FLTR', 'work-order'],
    ['THEME', 'general'],
  ])('puts %s in %s', (key, category) => {
    expect(userPreferenceCategory(key)).toBe(category);
  });

  it('lets dashboard keys win over feature names and landing keys win over feature names', () => {
    expect(userPreferenceCategory('TASK_DASH_FLTR')).toBe('dashboard');
    expect(userPreferenceCategory('JOB_LAND_PG')).toBe('general');
  });

  it('takes the first feature in precedence order when a key names several', () => {
    expect(userPreferenceCategory('JOB_INTAKE_LINK')).toBe('intake');
    expect(userPreferenceCategory('TASK_SCHED_SYNC')).toBe('scheduling');
  });
});

describe('systemSettingCategory', () => {
  it.each([
    ['DASHBOARD', 'dashboard'],
    ['PAGING', 'general'],
    ['TAX', 'general'],
    ['INTAKE', 'intake'],
    ['INVOICE', 'invoice'],
    ['JOB', 'job'],
    ['PROPOSAL', 'proposal'],
    ['SCHEDULING', 'scheduling'],
    ['WORKORDER', 'work-order'],
  ] as const)('shows %s settings under %s', (category, expected) => {
    expect(systemSettingCategory(category)).toBe(expected);
  });
});
