// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  accountStorageSchema,
  IMAGE_SIZE_INVALID_TEXT,
  STORAGE_CONTEXT_REQUIRED_TEXT,
  STORAGE_CONTEXTS_REQUIRED_TEXT,
  STORAGE_MAPPED_TYPES_REQUIRED_TEXT,
  storageSearchResponseSchema,
  type StorageSearchRequest,
} from '../../src/lib/schemas/storage-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { base64ToBytes } from '../../mocks/lib/base64';
import { getDb } from '../../mocks/db/store';
import { STORAGE_CAPACITY_BYTES } from '../../mocks/handlers/storage-handlers';
import { get, post, signIn, useMockServer } from './mock-api';

useMockServer();

const newest: StorageSearchRequest = {
  searchTerm: '',
  sort: { by: 'DateCreated', direction: 'DESC' },
  mappedTypes: ['Customers', 'Jobs', 'Resources'],
  pageNumber: 0,
  pageSize: 8,
};

async function adminToken(): Promise<string> {
  return (await signIn(seededUsernames.admin)).accessToken;
}

async function search(endpoint: 'ImageSearch/Search' | 'FileSearch/Search', token: string, body: Partial<StorageSearchRequest> = {}) {
  const response = await post(endpoint, { ...newest, ...body }, token);
  expect(response.status).toBe(200);
  return storageSearchResponseSchema.parse(await response.json());
}

function pngSize(bytes: Uint8Array): [number, number] {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return [view.getUint32(16), view.getUint32(20)];
}

describe('POST ImageSearch/Search and FileSearch/Search', () => {
  it('pages the newest images first, eight at a time, with the total', async () => {
    const token = await adminToken();
    const images = getDb().storageItems.all().filter((item) => item.kind === 'image');
    const first = await search('ImageSearch/Search', token);
    expect(first.totalCount).toBe(images.length);
    expect(first.results).toHaveLength(8);
    const all = await search('ImageSearch/Search', token, { pageSize: 200 });
    const dates = all.results.map((item) => item.dateCreated);
    expect(dates).toEqual([...dates].sort().reverse());
    const last = await search('ImageSearch/Search', token, { pageNumber: Math.floor((images.length - 1) / 8) });
    expect(last.results).toHaveLength(images.length - Math.floor((images.length - 1) / 8) * 8);
    const beyond = await search('ImageSearch/Search', token, { pageNumber: 10 });
    expect(beyond).toEqual({ results: [], totalCount: images.length });
  });

  it('sorts oldest, largest and smallest first', async () => {
    const token = await adminToken();
    const oldest = await search('FileSearch/Search', token, { sort: { by: 'DateCreated', direction: 'ASC' }, pageSize: 200 });
    expect(oldest.results.map((item) => item.dateCreated)).toEqual(oldest.results.map((item) => item.dateCreated).sort());
    const largest = await search('FileSearch/Search', token, { sort: { by: 'Size', direction: 'DESC' }, pageSize: 200 });
    const sizes = largest.results.map((item) => item.bytes);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    const smallest = await search('FileSearch/Search', token, { sort: { by: 'Size', direction: 'ASC' }, pageSize: 200 });
    expect(smallest.results.map((item) => item.bytes)).toEqual([...sizes].sort((a, b) => a - b));
  });

  it('filters by linked-to type and matches names and linked record names', async () => {
    const token = await adminToken();
    const jobsOnly = await search('ImageSearch/Search', token, { mappedTypes: ['Jobs'], pageSize: 200 });
    expect(jobsOnly.results.length).toBeGreaterThan(0);
    expect(jobsOnly.results.every((item) => item.mappedType === 'Jobs')).toBe(true);
    const resources = await search('FileSearch/Search', token, { mappedTypes: ['Resources'] });
    expect(resources.results.map((item) => item.name)).toEqual(['van-12-registration.pdf']);
    const byName = await search('ImageSearch/Search', token, { searchTerm: '  FURNACE ' });
    expect(byName.results.map((item) => item.name).sort()).toEqual([
      'furnace-filter-after.png',
      'furnace-filter-before.png',
      'furnace-nameplate.png',
      'new-furnace-install.png',
      'old-furnace-heat-exchanger.png',
    ]);
    const byCustomer = await search('FileSearch/Search', token, { searchTerm: 'maple court' });
    expect(byCustomer.results.map((item) => item.name).sort()).toEqual(['site-access-instructions.txt', 'tenant-notice-water-shutoff.pdf']);
    const rooftop = (await search('ImageSearch/Search', token, { searchTerm: 'rooftop' })).results[0]!;
    expect(rooftop.mappedType).toBe('Jobs');
    expect(rooftop.mappedEntities.map((entity) => entity.name)).toEqual([
      'Lincoln Elementary School - 1010',
      'Lincoln Elementary School - 1011',
      'Lincoln Elementary School - 1012',
    ]);
  });

  it('shows the linked records\u2019 current names', async () => {
    const token = await adminToken();
    const image = getDb().storageItems.all().find((item) => item.name === 'furnace-nameplate.png')!;
    getDb().jobs.update(image.mappedEntities[0]!.context, { name: 'Renamed furnace job' });
    const found = await search('ImageSearch/Search', token, { searchTerm: 'renamed furnace' });
    // Newest first: the heat exchanger photo was taken an hour after the nameplate.
    expect(found.results.map((item) => [item.name, item.mappedEntities[0]!.name])).toEqual([
      ['old-furnace-heat-exchanger.png', 'Renamed furnace job'],
      ['furnace-nameplate.png', 'Renamed furnace job'],
    ]);
  });

  it('validates the request', async () => {
    const token = await adminToken();
    const noTypes = await post('ImageSearch/Search', { ...newest, mappedTypes: [] }, token);
    expect(noTypes.status).toBe(400);
    expect(await noTypes.json()).toEqual([STORAGE_MAPPED_TYPES_REQUIRED_TEXT]);
    const badSort = await post('FileSearch/Search', { ...newest, sort: { by: 'Name', direction: 'ASC' } }, token);
    expect(badSort.status).toBe(400);
    expect((await badSort.json())[0]).toMatch(/^sort\.by: /);
    const badPage = await post('FileSearch/Search', { ...newest, pageSize: 0 }, token);
    expect(badPage.status).toBe(400);
  });

  it('needs a signed-in administrator', async () => {
    expect((await post('ImageSearch/Search', newest)).status).toBe(401);
    const office = await signIn(seededUsernames.office);
    const refused = await post('ImageSearch/Search', newest, office.accessToken);
    expect(refused.status).toBe(403);
    expect((await post('FileSearch/Search', newest, office.accessToken)).status).toBe(403);
  });
});

describe('GET DownloadImage and DownloadFile', () => {
  it('serves the thumbnail and the full image as PNG bytes', async () => {
    const token = await adminToken();
    const image = getDb().storageItems.all().find((item) => item.kind === 'image')!;
    const thumbnail = await get(`DownloadImage?context=${image.context}&size=thumbnail`, token);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('Content-Type')).toBe('image/png');
    expect(pngSize(new Uint8Array(await thumbnail.arrayBuffer()))).toEqual([160, 120]);
    const full = await get(`DownloadImage?context=${image.context}&size=full`, token);
    const bytes = new Uint8Array(await full.arrayBuffer());
    expect(bytes).toEqual(base64ToBytes(image.data));
    expect(pngSize(bytes)).toEqual([320, 240]);
  });

  it('serves a file with its name and type', async () => {
    const token = await adminToken();
    const file = getDb().storageItems.all().find((item) => item.name === 'backflow-test-report.pdf')!;
    const response = await get(`DownloadFile?context=${file.context}`, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="backflow-test-report.pdf"; filename*=UTF-8\'\'backflow-test-report.pdf',
    );
    const text = new TextDecoder().decode(await response.arrayBuffer());
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('Backflow Assembly Test Report');
  });

  it('answers 400 for a missing context or size, 404 for an unknown one', async () => {
    const token = await adminToken();
    const image = getDb().storageItems.all().find((item) => item.kind === 'image')!;
    const file = getDb().storageItems.all().find((item) => item.kind === 'file')!;
    const noContext = await get('DownloadFile?context=', token);
    expect(noContext.status).toBe(400);
    expect(await noContext.json()).toEqual([STORAGE_CONTEXT_REQUIRED_TEXT]);
    const badSize = await get(`DownloadImage?context=${image.context}&size=huge`, token);
    expect(badSize.status).toBe(400);
    expect(await badSize.json()).toEqual([IMAGE_SIZE_INVALID_TEXT]);
    expect((await get('DownloadImage?context=nope&size=full', token)).status).toBe(404);
    // A file is not an image and the other way round.
    expect((await get(`DownloadImage?context=${file.context}&size=full`, token)).status).toBe(404);
    expect((await get(`DownloadFile?context=${image.context}`, token)).status).toBe(404);
  });

  it('lets users read what they may read: the linked record\u2019s read permission', async () => {
    const image = getDb().storageItems.all().find((item) => item.kind === 'image' && item.mappedType === 'Jobs')!;
    expect((await get(`DownloadImage?context=${image.context}&size=thumbnail`)).status).toBe(401);
    const tech = await signIn(seededUsernames.tech);
    expect((await get(`DownloadImage?context=${image.context}&size=thumbnail`, tech.accessToken)).status).toBe(200);
    const user = getDb().users.first('username', seededUsernames.tech)!;
    getDb().users.update(user.id, { permissions: user.permissions.filter((code) => code !== 'JOB_R') });
    expect((await get(`DownloadImage?context=${image.context}&size=thumbnail`, tech.accessToken)).status).toBe(403);
  });
});

describe('POST DeleteImages and DeleteFiles', () => {
  it('deletes the listed items of its kind and frees their space', async () => {
    const token = await adminToken();
    const images = getDb().storageItems.all().filter((item) => item.kind === 'image').slice(0, 2);
    const file = getDb().storageItems.all().find((item) => item.kind === 'file')!;
    const before = accountStorageSchema.parse(await (await get('Storage/GetAccountStorage', token)).json());
    const response = await post('DeleteImages', [...images.map((item) => item.context), file.context, 'unknown'], token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deletedCount: 2 });
    const left = getDb().storageItems.all().map((item) => item.context);
    expect(left).not.toContain(images[0]!.context);
    expect(left).toContain(file.context);
    const after = accountStorageSchema.parse(await (await get('Storage/GetAccountStorage', token)).json());
    expect(before.usage - after.usage).toBe(images[0]!.bytes + images[1]!.bytes);
    const files = await post('DeleteFiles', [file.context], token);
    expect(await files.json()).toEqual({ deletedCount: 1 });
  });

  it('needs a non-empty list of contexts', async () => {
    const token = await adminToken();
    for (const body of [[], {}, [''], null]) {
      const response = await post('DeleteFiles', body, token);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual([STORAGE_CONTEXTS_REQUIRED_TEXT]);
    }
  });

  it('is for administrators only', async () => {
    const image = getDb().storageItems.all().find((item) => item.kind === 'image')!;
    const office = await signIn(seededUsernames.office);
    expect((await post('DeleteImages', [image.context], office.accessToken)).status).toBe(403);
    expect((await post('DeleteFiles', [image.context], office.accessToken)).status).toBe(403);
    expect(getDb().storageItems.all().map((item) => item.context)).toContain(image.context);
  });
});

describe('GET Storage/GetAccountStorage', () => {
  it('sums the stored bytes against 5 GB', async () => {
    const token = await adminToken();
    const answer = accountStorageSchema.parse(await (await get('Storage/GetAccountStorage', token)).json());
    const usage = getDb().storageItems.all().reduce((total, item) => total + item.bytes, 0);
    expect(answer).toEqual({ usage, capacity: STORAGE_CAPACITY_BYTES, usagePercentage: expect.closeTo((usage / STORAGE_CAPACITY_BYTES) * 100, 4) });
    expect(STORAGE_CAPACITY_BYTES).toBe(5 * 1024 ** 3);
    const office = await signIn(seededUsernames.office);
    expect((await get('Storage/GetAccountStorage', office.accessToken)).status).toBe(403);
  });
});
