// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { allPermissions, createSeed, LANDING_PAGE_PREFERENCE_KEY, seededGuids } from '../../mocks/db/seed';
import {
  createLocalStoragePersistence,
  createMemoryPersistence,
  getDb,
  MOCK_DB_STORAGE_KEY,
  resetDb,
  setPersistence,
  updateDb,
} from '../../mocks/db/store';

/** A minimal in-memory Storage for Node. */
function createStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => Array.from(items.keys())[index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

afterAll(() => {
  setPersistence(createMemoryPersistence());
});

describe('createSeed', () => {
  it('is deterministic for the same moment', () => {
    const now = new Date('2026-03-02T15:00:00Z');
    expect(createSeed(now)).toEqual(createSeed(now));
  });

  it('builds the demo company, users, links and trial', () => {
    const seed = createSeed(new Date('2026-03-02T15:00:00Z'));
    expect(seed.companyInfo.companyName).toBe('Northwind Heating & Plumbing');
    expect(seed.subscription).toEqual({ status: 'TRIALING', planName: 'Fieldline Pro', trialEndsOn: '2026-03-14' });
    expect(seed.users.map((user) => user.username)).toEqual([
      'admin@demo.test',
      'root@demo.test',
      'office@demo.test',
      'tech@demo.test',
      'locked@demo.test',
      'new@demo.test',
    ]);
    expect(new Set(seed.users.map((user) => user.personnelContext)).size).toBe(6);
    expect(allPermissions).toHaveLength(15 * 4 + 4);
    expect(seed.resetGuids.map((link) => [link.guid, link.kind, link.valid])).toEqual([
      [seededGuids.techReset, 'reset', true],
      [seededGuids.newUserGetStarted, 'get-started', true],
    ]);
    for (const user of seed.users) {
      expect(seed.preferences[user.id]).toContainEqual({ key: LANDING_PAGE_PREFERENCE_KEY, value: 'Dashboard' });
    }
    expect(seed.logonAudit.every((row) => Date.parse(row.dateTime) < Date.parse('2026-03-02T15:00:00Z'))).toBe(true);
  });
});

describe('store persistence', () => {
  it('keeps saving every other change when uploaded files overflow browser storage', () => {
    const storage = createStorage();
    // Room for the demo data and a little more, not for a large upload.
    const quota = JSON.stringify(createSeed()).length + 200_000;
    const limited: Storage = {
      ...storage,
      setItem: (name, value) => {
        if (value.length > quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        storage.setItem(name, value);
      },
    };
    setPersistence(createLocalStoragePersistence(limited));
    resetDb();
    const bigFile = { fileName: 'contract.pdf', contentType: 'application/pdf', size: 600_000, uploadedAt: new Date().toISOString(), base64: 'A'.repeat(800_000) };
    updateDb((db) => {
      db.companyFiles.contract = bigFile;
      db.companyInfo.contractFileName = bigFile.fileName;
      db.companyInfo.city = 'Bend';
    });
    const saved = JSON.parse(storage.getItem(MOCK_DB_STORAGE_KEY) ?? '{}') as ReturnType<typeof createSeed>;
    expect(saved.companyInfo.city).toBe('Bend');
    expect(saved.companyFiles.contract).toBeNull();
    // The file is still there for this visit.
    expect(getDb().companyFiles.contract?.fileName).toBe('contract.pdf');
  });

  it('loads what localStorage holds and writes every change through', () => {
    const stored = createSeed();
    stored.companyInfo.city = 'Salem';
    const storage = createStorage({ [MOCK_DB_STORAGE_KEY]: JSON.stringify(stored) });
    setPersistence(createLocalStoragePersistence(storage));
    expect(getDb().companyInfo.city).toBe('Salem');

    updateDb((db) => {
      db.companyInfo.city = 'Eugene';
    });
    const saved = JSON.parse(storage.getItem(MOCK_DB_STORAGE_KEY) ?? '{}') as { companyInfo: { city: string } };
    expect(saved.companyInfo.city).toBe('Eugene');

    resetDb();
    expect(getDb().companyInfo.city).toBe('Portland');
    expect(storage.getItem(MOCK_DB_STORAGE_KEY)).toContain('"Portland"');
  });

  it('falls back to the seed when the stored data is missing or malformed', () => {
    for (const value of [undefined, 'not json', '{"schemaVersion":1,"users":"oops"}', '{"schemaVersion":0}']) {
      const storage = createStorage(value === undefined ? {} : { [MOCK_DB_STORAGE_KEY]: value });
      setPersistence(createLocalStoragePersistence(storage));
      expect(getDb().users).toHaveLength(6);
    }
  });

  it('fills collections that the stored data lacks from the seed', () => {
    const stored: Record<string, unknown> = { ...createSeed() };
    delete stored.feedback;
    (stored.companyInfo as { city: string }).city = 'Bend';
    setPersistence(createLocalStoragePersistence(createStorage({ [MOCK_DB_STORAGE_KEY]: JSON.stringify(stored) })));
    expect(getDb().feedback).toEqual([]);
    expect(getDb().companyInfo.city).toBe('Bend');
  });
});
