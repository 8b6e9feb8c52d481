import { describe, expect, it } from 'vitest';
import {
  allowedLandingPageOptions,
  editablePreference,
  preferencesInCategory,
  settingsInCategory,
} from '@/features/preferences/model/visible-preferences';
import type { SystemSetting, UserPreferenceDetail } from '@/lib/schemas/settings-schemas';

const detail = (key: string, editorType: UserPreferenceDetail['editorType'] = 'SELECT', options: string[] = ['Yes', 'No']): UserPreferenceDetail => ({
  key,
  value: options[0] ?? '',
  name: key,
  description: '',
  editorType,
  options,
});

const allLandingPages = ['Dashboard', 'Customers', 'Intake', 'Jobs', 'Proposals', 'Work Orders', 'Invoices', 'Schedule'];

describe('editablePreference', () => {
  it('hides preferences without an editor', () => {
    expect(editablePreference(detail('CUST_DASH_POS', null), { permissions: ['ADMINISTRATOR'] })).toBeNull();
  });

  it('hides a snapshot the user may not see, with its filter', () => {
    const technician = { permissions: ['JOB_R'] };
    expect(editablePreference(detail('FINANCE_ON_DASH'), technician)).toBeNull();
    expect(editablePreference(detail('CUST_ON_DASH'), technician)).toBeNull();
    expect(editablePreference(detail('CUST_DASH_FLTR'), technician)).toBeNull();
    expect(editablePreference(detail('JOB_ON_DASH'), technician)).not.toBeNull();
    expect(editablePreference(detail('JOB_DASH_FLTR'), technician)).not.toBeNull();
    expect(editablePreference(detail('TIMESHEET_ON_DASH'), technician)).not.toBeNull();
    expect(editablePreference(detail('FINANCE_ON_DASH'), { permissions: ['ADMINISTRATOR'] })).not.toBeNull();
  });

  it('offers only the landing pages the user may open', () => {
    const landing = detail('USER_LAND_PG', 'SELECT', allLandingPages);
    expect(editablePreference(landing, { permissions: ['CUST_R', 'JOB_R', 'SCHED_R'] })?.options).toEqual([
      'Dashboard',
      'Customers',
      'Jobs',
      'Schedule',
    ]);
  });
});

describe('allowedLandingPageOptions', () => {
  it('drops values that are no landing page', () => {
    expect(allowedLandingPageOptions(['Dashboard', 'Reports'], { permissions: [] })).toEqual(['Dashboard']);
  });
});

describe('preferencesInCategory', () => {
  const details = [
    detail('CUST_ON_DASH'),
    detail('CUST_DASH_POS', null),
    detail('USER_LAND_PG', 'SELECT', allLandingPages),
    detail('INTAKE_DEF_STAT_FLTR', 'MULTI_SELECT', ['Pending', 'Complete']),
    detail('JOB_DEF_STAT_FLTR', 'JOB_STATUS', []),
  ];
  const user = { permissions: ['CUST_R', 'INTAKE_R', 'JOB_R'] };

  it('keeps the server order and only editable preferences of the category', () => {
    expect(preferencesInCategory(details, 'dashboard', user).map((item) => item.key)).toEqual(['CUST_ON_DASH']);
    expect(preferencesInCategory(details, 'general', user).map((item) => item.key)).toEqual(['USER_LAND_PG']);
    expect(preferencesInCategory(details, 'intake', user).map((item) => item.key)).toEqual(['INTAKE_DEF_STAT_FLTR']);
    expect(preferencesInCategory(details, 'job', user).map((item) => item.editorType)).toEqual(['JOB_STATUS']);
    expect(preferencesInCategory(details, 'invoice', user)).toEqual([]);
  });
});

describe('settingsInCategory', () => {
  const setting = (code: string, category: SystemSetting['category']): SystemSetting => ({
    code,
    name: code,
    description: '',
    value: '1',
    category,
    editorType: 'INPUT_NUMBER',
  });

  it('puts paging and tax settings under General', () => {
    const settings = [setting('PAGE_SIZE', 'PAGING'), setting('APPLY_SALES_TAX', 'TAX'), setting('WO_FOOTER', 'WORKORDER')];
    expect(settingsInCategory(settings, 'general').map((item) => item.code)).toEqual(['PAGE_SIZE', 'APPLY_SALES_TAX']);
    expect(settingsInCategory(settings, 'work-order').map((item) => item.code)).toEqual(['WO_FOOTER']);
  });
});
