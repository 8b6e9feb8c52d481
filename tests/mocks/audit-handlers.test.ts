// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { logonAuditRowSchema } from '../../src/lib/auth/auth-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { get, post, signIn, useMockServer } from './mock-api';

useMockServer();

async function audit(token: string) {
  const response = await get('Audit/GetAuthorizationAudit', token);
  expect(response.status).toBe(200);
  return logonAuditRowSchema.array().parse(await response.json());
}

describe('GET Audit/GetAuthorizationAudit', () => {
  it('needs a signed-in user', async () => {
    expect((await get('Audit/GetAuthorizationAudit')).status).toBe(401);
    expect((await get('Audit/GetAuthorizationAudit', 'not-a-token')).status).toBe(401);
  });

  it('answers newest first, including failed and locked sign-ins, with the request details', async () => {
    await post('UserAuthentication/Authenticate', { username: seededUsernames.office, password: 'wrong' });
    const { accessToken } = await signIn(seededUsernames.admin);
    const rows = await audit(accessToken);
    expect(rows[0]).toMatchObject({ userName: seededUsernames.admin, status: 'LOGIN SUCCESS', userIpAddress: '127.0.0.1' });
    expect(rows[1]).toMatchObject({ userName: seededUsernames.office, status: 'LOGIN FAILED' });
    const times = rows.map((row) => Date.parse(row.dateTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(rows.map((row) => row.status)).toEqual(expect.arrayContaining(['ACCOUNT LOCKED', 'LOGIN FAILED', 'LOGIN SUCCESS']));
  });

  it('orders by time even when rows were stored out of order, and answers at most 200', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    // Stored after the newer rows: out of time order.
    for (let index = 0; index < 250; index += 1) {
      getDb().logonAudit.insert({
        context: `old-row-${index}`,
        dateTime: new Date(Date.UTC(2020, 0, 1, 0, index)).toISOString(),
          userName: `old${index}@demo.test`,
          userAgent: 'curl/8.5.0',
          userIpAddress: '192.0.2.1',
          status: 'LOGIN FAILED',
      });
    }
    const rows = await audit(accessToken);
    expect(rows).toHaveLength(200);
    expect(rows[0]?.userName).toBe(seededUsernames.office);
    // Every recent row comes before the old ones that were stored first.
    const recent = getDb().logonAudit.all().filter((row) => !row.userName.startsWith('old')).length;
    expect(rows.slice(0, recent).every((row) => !row.userName.startsWith('old'))).toBe(true);
    expect(rows[199]?.userName).toBe(`old${250 - (200 - recent)}@demo.test`);
  });
});
