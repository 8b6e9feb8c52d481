// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { userPreferenceSchema } from '../../src/lib/auth/auth-schemas';
import { userPreferenceDetailSchema } from '../../src/lib/schemas/settings-schemas';
import { preferenceCatalog } from '../../mocks/db/preference-catalog';
import { defaultPreferences, seededUsernames } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { get, post, signIn, useMockServer } from './mock-api';

useMockServer();

function storedValue(username: string, key: string): string | undefined {
  const db = getDb();
  const id = db.users.all().find((user) => user.username === username)!.id;
  return db.userPreferences.where('userId', id).find((preference) => preference.key === key)?.value;
}

describe('the preference catalogue', () => {
  it('describes every default preference, and every default value is valid', async () => {
    for (const { key, value } of defaultPreferences(true)) {
      const entry = preferenceCatalog[key];
      expect(entry, key).toBeDefined();
      expect(entry!.name).not.toBe(key);
      if (entry!.editorType === 'SELECT') expect(entry!.options).toContain(value);
      if (entry!.editorType === 'MULTI_SELECT') for (const part of value.split(';')) expect(entry!.options, key).toContain(part);
    }
  });
});

describe('GET UserPreference/GetAll', () => {
  it('answers the user\u2019s preferences with their names and editors', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const details = userPreferenceDetailSchema.array().parse(await (await get('UserPreference/GetAll', accessToken)).json());
    const byKey = Object.fromEntries(details.map((detail) => [detail.key, detail]));
    expect(byKey.CUST_ON_DASH).toMatchObject({ name: 'Show Recent Customers', editorType: 'SELECT', options: ['Yes', 'No'], value: 'Yes' });
    expect(byKey.CUST_DASH_POS).toMatchObject({ editorType: null, options: [] });
    expect(byKey.CUST_DASH_FLTR).toMatchObject({ name: 'Recent Customers filter', options: ['Most Recent', 'Assigned to Me'] });
    expect(byKey.SCHED_DASH_FLTR?.options).toEqual(['All', 'Assigned to Me']);
    expect(byKey.USER_LAND_PG).toMatchObject({ name: 'Landing page', value: 'Dashboard' });
    expect(byKey.SHOW_GET_STARTED?.name).toBe('Show Getting Started');
    expect(byKey.JOB_DEF_STAT_FLTR).toMatchObject({ editorType: 'JOB_STATUS', options: [], value: 'Open;In Progress' });
    expect(byKey.TASK_DEF_STAT_FLTR).toMatchObject({ editorType: 'MULTI_SELECT', options: ['Open', 'In-Progress', 'Complete', 'Pending'] });
    expect(byKey.INTAKE_DEF_STAT_FLTR?.name).toBe('Intake default status filter');
    expect(byKey.PROP_DEF_STAT_FLTR?.options).toHaveLength(7);
    expect(byKey.INVOICE_DEF_FLTR).toMatchObject({ value: 'Unpaid', options: ['All', 'Unpaid', 'Past Due'] });
  });

  it('names unknown keys by the key itself', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    expect((await get('UserPreference/Update?key=MY_KEY&value=anything', accessToken)).status).toBe(200);
    const details = userPreferenceDetailSchema.array().parse(await (await get('UserPreference/GetAll', accessToken)).json());
    expect(details.find((detail) => detail.key === 'MY_KEY')).toEqual({
      key: 'MY_KEY',
      value: 'anything',
      name: 'MY_KEY',
      description: '',
      editorType: null,
      options: [],
    });
  });

  it('needs a signed-in user', async () => {
    expect((await get('UserPreference/GetAll')).status).toBe(401);
  });
});

describe('validating preference values against the catalogue', () => {
  it('accepts only the options of a SELECT', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const invalid = await get('UserPreference/Update?key=USER_LAND_PG&value=Reports', accessToken);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual(['"Reports" is not a valid choice for Landing page.']);
    expect((await get('UserPreference/Update?key=CUST_ON_DASH&value=no', accessToken)).status).toBe(400);
    expect((await get('UserPreference/Update?key=SCHED_DEF_VIEW&value=Week', accessToken)).status).toBe(200);
    expect(storedValue(seededUsernames.tech, 'SCHED_DEF_VIEW')).toBe('Week');
  });

  it('needs at least one valid option of a MULTI_SELECT', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const value = encodeURIComponent('Open;Done;Later');
    const invalid = await get(`UserPreference/Update?key=TASK_DEF_STAT_FLTR&value=${value}`, accessToken);
    expect(await invalid.json()).toEqual([
      '"Done" is not a valid choice for Task default status filter.',
      '"Later" is not a valid choice for Task default status filter.',
    ]);
    const none = await get(`UserPreference/Update?key=TASK_DEF_STAT_FLTR&value=${encodeURIComponent(';')}`, accessToken);
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual(['Choose at least one option for Task default status filter.']);
    const valid = await get(`UserPreference/Update?key=WO_DEF_STAT_FLTR&value=${encodeURIComponent('Hold;Cancelled')}`, accessToken);
    expect(valid.status).toBe(200);
    expect(storedValue(seededUsernames.tech, 'WO_DEF_STAT_FLTR')).toBe('Hold;Cancelled');
  });

  it('takes job statuses from the active JobStatus picklist', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    expect((await get(`UserPreference/Update?key=JOB_DEF_STAT_FLTR&value=${encodeURIComponent('Waiting on Parts;On Hold')}`, accessToken)).status).toBe(200);
    const closed = await get('UserPreference/Update?key=JOB_DEF_STAT_FLTR&value=Closed', accessToken);
    expect(await closed.json()).toEqual(['"Closed" is not a valid choice for Job default status filter.']);
    const onHold = getDb().picklists.where('kind', 'JobStatus').find((item) => item.text === 'On Hold')!;
    getDb().picklists.update(onHold.context, { active: false });
    expect((await get('UserPreference/Update?key=JOB_DEF_STAT_FLTR&value=On%20Hold', accessToken)).status).toBe(400);
  });

  it('saves nothing from a batch with an invalid value', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const response = await post(
      'UserPreference/UpdateBatch',
      [
        { key: 'CUST_ON_DASH', value: 'No' },
        { key: 'INVOICE_DEF_FLTR', value: 'Overdue' },
      ],
      accessToken,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(['"Overdue" is not a valid choice for Invoice default filter.']);
    expect(storedValue(seededUsernames.tech, 'CUST_ON_DASH')).toBe('Yes');

    const saved = await post(
      'UserPreference/UpdateBatch',
      [
        { key: 'CUST_ON_DASH', value: 'No' },
        { key: 'CUST_DASH_POS', value: '9' },
      ],
      accessToken,
    );
    expect(saved.status).toBe(200);
    expect(z.array(userPreferenceSchema).parse(await saved.json())).toContainEqual({ key: 'CUST_DASH_POS', value: '9' });
  });
});
