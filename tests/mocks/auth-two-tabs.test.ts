// @vitest-environment node
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenRefreshResponseSchema } from '../../src/lib/auth/auth-schemas';
import { createIdbPersistence, openMockIdb, readStoredData } from '../../mocks/db/idb-persistence';
import { seededUsernames } from '../../mocks/db/seed';
import { getDb, loadDb, resetDb, setPersistence, whenStored } from '../../mocks/db/store';
import { post, signIn, useMockServer } from './mock-api';

/**
 * The demo's tabs each hold their own copy of the mock data, kept in step through IndexedDB. Two tabs
 * reloading together take turns refreshing (a Web Lock), each with the newest refresh token in
 * localStorage: the tab that goes second presents a token the first tab's copy rotated.
 */

useMockServer();

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

afterEach(() => {
  setPersistence(undefined);
  resetDb('small');
});

/** Tab A's copy of the stored demo data (the module's database), signed in, and what tab B loaded at the same moment. */
async function twoTabs() {
  const idb = await openMockIdb();
  setPersistence(createIdbPersistence(idb, { current: getDb }));
  resetDb('small');
  await whenStored();
  const tokens = await signIn(seededUsernames.office);
  await whenStored();
  const tabB = (await readStoredData(idb))!;
  return { idb, tokens, openTabB: () => loadDb(tabB.data, tabB.order) };
}

describe('refresh tokens across the demo tabs', () => {
  it('a token rotated in one tab is stored before its answer leaves, and the other tab accepts it', async () => {
    const { idb, tokens, openTabB } = await twoTabs();

    const rotated = tokenRefreshResponseSchema.parse(await (await post('UserAuthentication/RefreshToken', tokens)).json());
    expect(await idb.get('refreshTokens', rotated.refreshToken)).toMatchObject({ record: { token: rotated.refreshToken, used: false } });

    openTabB();
    expect(getDb().refreshTokens.get(rotated.refreshToken)).toBeUndefined();
    const inTabB = await post('UserAuthentication/RefreshToken', { accessToken: null, refreshToken: rotated.refreshToken });
    expect(inTabB.status).toBe(200);
  });

  it('a token used in one tab counts as reuse in the other', async () => {
    const { tokens, openTabB } = await twoTabs();
    const rotated = tokenRefreshResponseSchema.parse(await (await post('UserAuthentication/RefreshToken', tokens)).json());

    openTabB();
    expect((await post('UserAuthentication/RefreshToken', tokens)).status).toBe(401);
    // The replay revoked the family, the token tab A holds now included.
    expect((await post('UserAuthentication/RefreshToken', { accessToken: null, refreshToken: rotated.refreshToken })).status).toBe(401);
  });
});
