// @vitest-environment node
import 'fake-indexeddb/auto';
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Collection } from '../../mocks/db/collection';
import { createIdbPersistence, MOCK_IDB_NAME, openMockIdb, readStoredData, type FlushReport } from '../../mocks/db/idb-persistence';
import { snapshotOf } from '../../mocks/db/mock-store';
import { allPermissions, createSeed, LANDING_PAGE_PREFERENCE_KEY, MOCK_DB_SCHEMA_VERSION, seededGuids } from '../../mocks/db/seed';
import { getDb, loadDb, resetDb, setPersistence, whenStored } from '../../mocks/db/store';

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
    // 15 entities × C/R/U/D, EMAIL_HIST_R, RPT_R, ADMINISTRATOR, ROOT, JOB_COST_R, PICKLIST_C/U/D and PROP_EXPORT.
    expect(allPermissions).toHaveLength(16 * 4 + 9);
    expect(allPermissions).toEqual(expect.arrayContaining(['RESMAINT_C', 'RESMAINT_R', 'RESMAINT_U', 'RESMAINT_D']));
    expect(seed.resetGuids.map((link) => [link.guid, link.kind, link.valid])).toEqual([
      [seededGuids.techReset, 'reset', true],
      [seededGuids.newUserGetStarted, 'get-started', true],
    ]);
    for (const user of seed.users) {
      expect(seed.userPreferences).toContainEqual({ userId: user.id, key: LANDING_PAGE_PREFERENCE_KEY, value: 'Dashboard' });
    }
    expect(seed.logonAudit.every((row) => Date.parse(row.dateTime) < Date.parse('2026-03-02T15:00:00Z'))).toBe(true);
  });

  it('prices every job line from a pricebook item', () => {
    const seed = createSeed(new Date('2026-03-02T15:00:00Z'));
    const items = new Map(seed.pricebookItems.map((item) => [item.context, item]));
    expect(seed.pricebookItems.length).toBeGreaterThanOrEqual(20);
    expect(seed.jobDetails.length).toBeGreaterThanOrEqual(seed.jobs.length * 2);
    for (const line of seed.jobDetails.filter((detail) => detail.jobDetailType !== 'Subtotal')) {
      const item = items.get(line.pricebookItemContext ?? '');
      expect(item?.name, line.name).toBe(line.name);
      expect(item?.itemType).toBe(line.jobDetailType);
    }
  });
});

describe('Collection', () => {
  interface Visit {
    id: string;
    owner: string | null;
    crew: string[];
  }
  const visits = () => new Collection<Visit, 'owner' | 'crew'>('visits', { key: (visit) => visit.id, indexes: { owner: (visit) => visit.owner, crew: (visit) => visit.crew } });

  it('finds records by key and by index, in insertion order, and follows changes of indexed fields', () => {
    const collection = visits();
    collection.load([
      { id: 'a', owner: 'job-1', crew: ['theo'] },
      { id: 'b', owner: 'job-2', crew: ['theo', 'marco'] },
      { id: 'c', owner: 'job-1', crew: [] },
    ]);
    expect(collection.get('b')?.owner).toBe('job-2');
    expect(collection.where('owner', 'job-1').map((visit) => visit.id)).toEqual(['a', 'c']);
    expect(collection.where('crew', 'theo').map((visit) => visit.id)).toEqual(['a', 'b']);

    collection.update('b', { owner: 'job-1', crew: ['marco'] });
    expect(collection.where('owner', 'job-1').map((visit) => visit.id)).toEqual(['a', 'b', 'c']);
    expect(collection.where('owner', 'job-2')).toEqual([]);
    expect(collection.where('crew', 'theo').map((visit) => visit.id)).toEqual(['a']);

    collection.remove('a');
    expect(collection.where('crew', 'theo')).toEqual([]);
    expect(collection.all().map((visit) => visit.id)).toEqual(['b', 'c']);
    expect(() => collection.insert({ id: 'b', owner: null, crew: [] })).toThrow(/exists/);
  });

  it('tells its listener about each record written or removed', () => {
    const collection = visits();
    const changes: [string, unknown][] = [];
    collection.onChange((key, record) => changes.push([key, record]));
    collection.insert({ id: 'a', owner: null, crew: [] });
    collection.update('a', { owner: 'job-9' });
    collection.remove('a');
    expect(changes).toEqual([
      ['a', { id: 'a', owner: 'job-9', crew: [] }],
      ['a', { id: 'a', owner: 'job-9', crew: [] }],
      ['a', undefined],
    ]);
  });
});

describe('IndexedDB persistence', () => {
  const reports: FlushReport[] = [];

  async function storedSeed() {
    const idb = await openMockIdb();
    const db = resetDb('small', new Date('2026-03-02T15:00:00Z'));
    setPersistence(createIdbPersistence(idb, { current: getDb, onFlush: (report) => reports.push(report) }));
    resetDb('small', new Date(db.meta.seededAt));
    await whenStored();
    return idb;
  }

  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    reports.length = 0;
  });

  afterEach(() => {
    setPersistence(undefined);
    resetDb('small');
    vi.restoreAllMocks();
  });

  it('stores the seed once and reads back the same data, records in their order', async () => {
    const idb = await storedSeed();
    const stored = await readStoredData(idb);
    expect(stored?.data).toEqual(structuredClone(snapshotOf(getDb())));
    expect(stored?.data.schemaVersion).toBe(MOCK_DB_SCHEMA_VERSION);
  });

  it('stores seeded images and files as references to their content, and reads them back with the same bytes', async () => {
    const idb = await storedSeed();
    const seedText = (await idb.get('seed', 'storageItems')) as string;
    const image = getDb().storageItems.all().find((item) => item.kind === 'image')!;
    const file = getDb().storageItems.all().find((item) => item.kind === 'file')!;
    expect(seedText).toContain(`"seedContent":{"kind":"image","name":"${image.name}"}`);
    expect(seedText).not.toContain(image.data.slice(0, 200));
    expect(seedText).not.toContain(file.data.slice(0, 200));

    const stored = (await readStoredData(idb))!;
    const readImage = stored.data.storageItems.find((item) => item.context === image.context)!;
    const readFile = stored.data.storageItems.find((item) => item.context === file.context)!;
    expect(readImage).not.toHaveProperty('seedContent');
    expect([readImage.data, readImage.bytes, readImage.thumbnail]).toEqual([image.data, image.bytes, image.thumbnail]);
    expect([readFile.data, readFile.bytes, readFile.name]).toEqual([file.data, file.bytes, file.name]);
  });

  it('writes only the records a change touched, and reads them back over the seed', async () => {
    const idb = await storedSeed();
    const puts = vi.spyOn(IDBObjectStore.prototype, 'put');
    const db = getDb();
    const job = db.jobs.all()[3]!;
    db.jobs.update(job.context, { name: 'Renamed in one write' });
    await whenStored();

    expect(puts).toHaveBeenCalledTimes(1);
    expect(puts.mock.calls[0]![1]).toBe(job.context);
    expect(reports.at(-1)).toMatchObject({ puts: 1, deletes: 0, stores: ['jobs'] });
    const row = (await idb.get('jobs', job.context)) as { record: { name: string } };
    expect(row.record.name).toBe('Renamed in one write');

    const removed = db.customers.all()[0]!;
    db.customers.remove(removed.context);
    db.companyInfo.update({ city: 'Bend' });
    const added = db.locations.insert({ ...db.locations.all()[0]!, context: 'location-added-later', name: 'Added later' });
    await whenStored();
    expect(puts).toHaveBeenCalledTimes(4);
    expect(reports.at(-1)).toMatchObject({ puts: 2, deletes: 1 });

    const stored = (await readStoredData(idb))!;
    expect(stored.data.jobs.find((candidate) => candidate.context === job.context)?.name).toBe('Renamed in one write');
    expect(stored.data.jobs.map((candidate) => candidate.context)).toEqual(db.jobs.all().map((candidate) => candidate.context));
    expect(stored.data.customers.some((customer) => customer.context === removed.context)).toBe(false);
    expect(stored.data.locations.at(-1)).toEqual(added);
    expect(stored.data.companyInfo.city).toBe('Bend');
  });

  it('keeps a 10 MB contract with the other data', async () => {
    const idb = await storedSeed();
    const base64 = 'A'.repeat(10 * 1024 * 1024);
    getDb().companyFiles.put({ kind: 'contract', fileName: 'contract.pdf', contentType: 'application/pdf', size: 7_864_320, uploadedAt: new Date().toISOString(), base64 });
    await whenStored();
    const stored = await readStoredData(idb);
    expect(stored?.data.companyFiles.find((file) => file.kind === 'contract')?.base64).toHaveLength(base64.length);
    loadDb(stored!.data, stored!.order);
    expect(getDb().companyFiles.get('contract')?.fileName).toBe('contract.pdf');
  });

  it('finds nothing usable in data of an older schema version', async () => {
    const old = await openDB(MOCK_IDB_NAME, MOCK_DB_SCHEMA_VERSION - 1, {
      upgrade(db) {
        db.createObjectStore('everything');
      },
    });
    await old.put('everything', { schemaVersion: MOCK_DB_SCHEMA_VERSION - 1 }, 'db');
    old.close();
    const idb = await openMockIdb();
    expect(Array.from(idb.objectStoreNames)).not.toContain('everything');
    expect(await readStoredData(idb)).toBeNull();
  });
});
