// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  SYSTEM_SETTING_MESSAGES,
  systemSettingCategories,
  systemSettingSchema,
  systemSettingSearchResponseSchema,
} from '../../src/lib/schemas/settings-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { personnelContexts } from '../../mocks/db/seed-personnel';
import { getDb } from '../../mocks/db/store';
import { get, post, signIn, useMockServer } from './mock-api';

useMockServer();

const generalCount = (): number => getDb().systemSettings.all().filter((setting) => setting.category !== 'PAYMENT' && setting.category !== 'EMAIL').length;
const valueOf = (code: string): string | undefined => getDb().systemSettings.all().find((setting) => setting.code === code)?.value;

describe('reading system settings', () => {
  it('searches by category with paging, never answering PAYMENT or EMAIL settings', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const all = systemSettingSearchResponseSchema.parse(
      await (await post('SystemSetting/Search', { categories: [], pageNumber: 0, pageSize: 200 }, accessToken)).json(),
    );
    expect(all.totalCount).toBe(generalCount());
    expect(all.searchResultCount).toBe(generalCount());
    expect(all.results.map((setting) => setting.code)).not.toContain('SMTP_SERVER');
    expect(all.results.every((setting) => (systemSettingCategories as readonly string[]).includes(setting.category))).toBe(true);

    const dashboard = systemSettingSearchResponseSchema.parse(
      await (await post('SystemSetting/Search', { categories: ['DASHBOARD', 'PAGING'], pageNumber: 0, pageSize: 2 }, accessToken)).json(),
    );
    expect(dashboard.searchResultCount).toBe(4);
    expect(dashboard.results.map((setting) => setting.code)).toEqual(['DASH_NEWS_TITLE', 'DASH_NEWS_TEXT']);

    const payment = await post('SystemSetting/Search', { categories: ['PAYMENT'], pageNumber: 0, pageSize: 10 }, accessToken);
    expect(payment.status).toBe(400);
  });

  it('answers every general setting from GetAll', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const settings = systemSettingSchema.array().parse(await (await get('SystemSetting/GetAll', accessToken)).json());
    expect(settings).toHaveLength(generalCount());
    expect((await get('SystemSetting/GetAll')).status).toBe(401);
    expect((await post('SystemSetting/Search', { categories: [], pageNumber: 0, pageSize: 10 })).status).toBe(401);
  });
});

describe('changing system settings', () => {
  it('updates one setting and answers it', async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    const response = await post('SystemSetting/Update', { code: 'PAGE_SIZE', value: '50' }, accessToken);
    expect(response.status).toBe(200);
    expect(systemSettingSchema.parse(await response.json())).toMatchObject({ code: 'PAGE_SIZE', value: '50', editorType: 'PAGINATION' });
    expect(valueOf('PAGE_SIZE')).toBe('50');
  });

  it('validates values by editor type', async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    const cases: [string, string, string][] = [
      ['INVOICE_DUE_DAYS', '-3', SYSTEM_SETTING_MESSAGES.notANumber('Invoice due days')],
      ['INVOICE_DUE_DAYS', '2.5', SYSTEM_SETTING_MESSAGES.notANumber('Invoice due days')],
      ['APPLY_SALES_TAX', 'yes', SYSTEM_SETTING_MESSAGES.notYesNo('Apply sales tax')],
      ['PAGE_SIZE', '20', SYSTEM_SETTING_MESSAGES.notAPageSize('Default page size')],
      ['INTAKE_DEF_ASSIGNEE', 'nobody', SYSTEM_SETTING_MESSAGES.unknownPersonnel('Default intake assignee')],
      ['INVOICE_FOOTER', 'x'.repeat(4001), 'Invoice footer cannot be longer than 4000 characters.'],
      ['SMTP_SERVER', 'smtp.test', SYSTEM_SETTING_MESSAGES.unknownCode('SMTP_SERVER')],
      ['NO_SUCH_CODE', '1', SYSTEM_SETTING_MESSAGES.unknownCode('NO_SUCH_CODE')],
      ['', '1', SYSTEM_SETTING_MESSAGES.codeRequired],
    ];
    for (const [code, value, message] of cases) {
      const response = await post('SystemSetting/Update', { code, value }, accessToken);
      expect(response.status, code).toBe(400);
      expect(await response.json()).toEqual([message]);
    }
    expect(valueOf('SMTP_SERVER')).toBe('');
    for (const [code, value] of [
      ['INTAKE_DEF_ASSIGNEE', personnelContexts.marco],
      ['INTAKE_DEF_ASSIGNEE', ''],
      ['INVOICE_DUE_DAYS', '0'],
      ['APPLY_SALES_TAX', 'No'],
      ['INVOICE_FOOTER', ''],
    ] as const) {
      expect((await post('SystemSetting/Update', { code, value }, accessToken)).status, `${code}=${value}`).toBe(200);
      expect(valueOf(code)).toBe(value);
    }
  });

  it('updates a batch all or nothing and answers every setting', async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    const invalid = await post(
      'SystemSetting/UpdateBatch',
      [
        { code: 'SCHED_DAY_START', value: '6' },
        { code: 'APPLY_SALES_TAX', value: 'maybe' },
      ],
      accessToken,
    );
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual([SYSTEM_SETTING_MESSAGES.notYesNo('Apply sales tax')]);
    expect(valueOf('SCHED_DAY_START')).toBe('7');

    const valid = await post(
      'SystemSetting/UpdateBatch',
      [
        { code: 'SCHED_DAY_START', value: '6' },
        { code: 'DOC_INCLUDE_JOB_IMAGES', value: 'Yes' },
      ],
      accessToken,
    );
    expect(valid.status).toBe(200);
    const settings = systemSettingSchema.array().parse(await valid.json());
    expect(settings).toHaveLength(generalCount());
    expect(settings.find((setting) => setting.code === 'SCHED_DAY_START')?.value).toBe('6');
    expect(valueOf('DOC_INCLUDE_JOB_IMAGES')).toBe('Yes');

    for (const body of [[], null, { code: 'PAGE_SIZE', value: '10' }]) {
      const response = await post('SystemSetting/UpdateBatch', body, accessToken);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual([SYSTEM_SETTING_MESSAGES.listRequired]);
    }
  });

  it('is for administrators only', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    expect((await post('SystemSetting/Update', { code: 'PAGE_SIZE', value: '10' }, accessToken)).status).toBe(403);
    expect((await post('SystemSetting/UpdateBatch', [{ code: 'PAGE_SIZE', value: '10' }], accessToken)).status).toBe(403);
    expect((await post('SystemSetting/Update', { code: 'PAGE_SIZE', value: '10' })).status).toBe(401);
    expect(valueOf('PAGE_SIZE')).toBe('25');
  });
});
