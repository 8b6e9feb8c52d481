// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { logonAuditRowSchema, subscriptionSchema, userPreferenceSchema } from '../../src/lib/auth/auth-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { get, post, signIn, useMockServer } from './mock-api';

useMockServer();

describe('user preferences', () => {
  it('lists, updates and batch-updates the signed-in user\u2019s preferences', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const all = z.array(userPreferenceSchema).parse(await (await get('UserPreference/GetAll', accessToken)).json());
    expect(all).toContainEqual({ key: 'TASK_DEF_STAT_FLTR', value: 'Open;In-Progress' });
    expect(all).toContainEqual({ key: 'TIMESHEET_DASH_POS', value: '7' });

    const updated = await get('UserPreference/Update?key=USER_LAND_PG&value=Jobs', accessToken);
    expect(updated.status).toBe(200);
    expect(await updated.json()).toEqual({ key: 'USER_LAND_PG', value: 'Jobs' });

    const batch = await post(
      'UserPreference/UpdateBatch',
      [
        { key: 'CUST_ON_DASH', value: 'No' },
        { key: 'NEW_KEY', value: 'Added' },
      ],
      accessToken,
    );
    expect(batch.status).toBe(200);
    const list = z.array(userPreferenceSchema).parse(await batch.json());
    expect(list).toHaveLength(all.length + 1);
    expect(list).toEqual(
      expect.arrayContaining([
        { key: 'USER_LAND_PG', value: 'Jobs' },
        { key: 'CUST_ON_DASH', value: 'No' },
        { key: 'NEW_KEY', value: 'Added' },
      ]),
    );

    // Another user's preferences are untouched.
    const office = await signIn(seededUsernames.office);
    const officePreferences = z.array(userPreferenceSchema).parse(await (await get('UserPreference/GetAll', office.accessToken)).json());
    expect(officePreferences).toContainEqual({ key: 'USER_LAND_PG', value: 'Dashboard' });
  });

  it('answers 400 for an empty key or value', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const noKey = await get('UserPreference/Update?key=&value=Yes', accessToken);
    expect(noKey.status).toBe(400);
    expect(await noKey.json()).toEqual(['A preference key is required.']);
    const noValue = await get('UserPreference/Update?key=CUST_ON_DASH', accessToken);
    expect(noValue.status).toBe(400);
    expect(await noValue.json()).toEqual(['A preference value is required.']);
  });

  it('answers 400 when the batch is not a non-empty list', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    for (const body of [[], { key: 'CUST_ON_DASH', value: 'No' }, null]) {
      const response = await post('UserPreference/UpdateBatch', body, accessToken);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(['A list of preferences is required.']);
    }
    const badItem = await post('UserPreference/UpdateBatch', [{ key: '', value: 'No' }], accessToken);
    expect(badItem.status).toBe(400);
    expect(await badItem.json()).toEqual(['A preference key is required.']);
  });

  it('needs a signed-in user', async () => {
    expect((await get('UserPreference/Update?key=A&value=B')).status).toBe(401);
    expect((await post('UserPreference/UpdateBatch', [{ key: 'A', value: 'B' }])).status).toBe(401);
  });
});

describe('GET Audit/GetAuthorizationAudit', () => {
  it('answers any signed-in user, with or without RPT_R, and refuses anyone signed out', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const response = await get('Audit/GetAuthorizationAudit', accessToken);
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBeGreaterThan(0);
    expect((await get('Audit/GetAuthorizationAudit')).status).toBe(401);
  });

  it('answers at most the last 200 rows, newest first, for RPT_R', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const response = await get('Audit/GetAuthorizationAudit', accessToken);
    expect(response.status).toBe(200);
    const rows = logonAuditRowSchema.array().parse(await response.json());
    expect(rows[0]).toMatchObject({ userName: seededUsernames.office, status: 'LOGIN SUCCESS' });
    const times = rows.map((row) => Date.parse(row.dateTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(rows.map((row) => row.status)).toContain('LOGIN FAILED');

    for (let attempt = 0; attempt < 210; attempt += 1) {
      await post('UserAuthentication/Authenticate', { username: `visitor${attempt}@demo.test`, password: 'x' });
    }
    const many = logonAuditRowSchema.array().parse(await (await get('Audit/GetAuthorizationAudit', accessToken)).json());
    expect(many).toHaveLength(200);
    expect(many[0]?.userName).toBe('visitor209@demo.test');
  });
});

describe('GET Account/GetSubscription', () => {
  it('answers the trial subscription', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const subscription = subscriptionSchema.parse(await (await get('Account/GetSubscription', accessToken)).json());
    expect(subscription).toMatchObject({ status: 'TRIALING', planName: 'Fieldline Pro' });
    expect(subscription.trialEndsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('POST Feedback/SubmitFeedback', () => {
  const submittedBy = { name: 'Theo Tech', email: seededUsernames.tech };

  it('stores valid feedback', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const response = await post(
      'Feedback/SubmitFeedback',
      { type: 'Report a problem', details: 'The schedule skips Sundays.', submittedBy },
      accessToken,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(getDb().feedback.all()).toEqual([
      expect.objectContaining({ type: 'Report a problem', details: 'The schedule skips Sundays.', submittedBy }),
    ]);
  });

  it('answers 400 with messages for invalid feedback', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const response = await post('Feedback/SubmitFeedback', { type: 'Praise', details: ' ', submittedBy }, accessToken);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(['Please choose a feedback type.', 'Please enter the details of your feedback.']);
    const tooLong = await post(
      'Feedback/SubmitFeedback',
      { type: 'Report a problem', details: 'x'.repeat(1001), submittedBy },
      accessToken,
    );
    expect(await tooLong.json()).toEqual(['Feedback details cannot be longer than 1000 characters.']);
    expect(getDb().feedback.all()).toEqual([]);
  });
});

describe('POST Logger/LogError', () => {
  it('stores the error of a signed-in user', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const response = await post('Logger/LogError', { message: 'TypeError: x is undefined', stack: 'at App' }, accessToken);
    expect(response.status).toBe(200);
    expect(getDb().errorLogs.all()).toEqual([
      expect.objectContaining({ username: seededUsernames.tech, message: 'TypeError: x is undefined', stack: 'at App' }),
    ]);
    expect((await post('Logger/LogError', { message: 'x', stack: null })).status).toBe(401);
    expect((await post('Logger/LogError', { stack: null }, accessToken)).status).toBe(400);
  });
});
