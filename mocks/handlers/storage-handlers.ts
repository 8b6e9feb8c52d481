import { HttpResponse, type RequestHandler } from 'msw';
import type { z } from 'zod';
import { endpoints } from '../../src/config/endpoints';
import {
  IMAGE_SIZE_INVALID_TEXT,
  imageSizes,
  STORAGE_CONTEXT_REQUIRED_TEXT,
  STORAGE_CONTEXTS_REQUIRED_TEXT,
  STORAGE_MAPPED_TYPES_REQUIRED_TEXT,
  STORAGE_SEARCH_TERM_TOO_LONG_TEXT,
  storageContextsSchema,
  storageSearchRequestSchema,
  type AccountStorage,
  type ImageSize,
  type StorageItem,
  type StorageMappedType,
  type StorageSearchRequest,
  type StorageDeleteResponse,
  type StorageSearchResponse,
} from '../../src/lib/schemas/storage-schemas';
import { customerName } from '../db/record-views';
import { base64ToBytes } from '../lib/base64';
import type { MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import type { StoredObject, StoredObjectKind } from '../db/storage-types';
import type { MockUser } from '../db/types';
import { compareKeys, compareText } from '../lib/text-order';
import { forbidden, notFound, validationError } from './handler-utils';
import { route } from './route';
import { page } from './search-utils';

/** The account's storage allowance: 5 GB. */
export const STORAGE_CAPACITY_BYTES = 5 * 1024 ** 3;

/** Managing storage (searching everything, deleting, the usage figures) is for administrators. */
const MANAGE_STORAGE = 'ADMINISTRATOR';

/** Reading an image or file needs administrator or the read permission of what it is linked to. */
const readPermissionOf: Record<StorageMappedType, string> = {
  Customers: 'CUST_R',
  Jobs: 'JOB_R',
  Resources: 'RES_R',
};

const ownTexts = new Set<string>([STORAGE_MAPPED_TYPES_REQUIRED_TEXT, STORAGE_SEARCH_TERM_TOO_LONG_TEXT]);

/** 400 messages: the spec-style texts as they are, anything else as `field: problem`. */
function messagesOf(error: z.ZodError): string[] {
  return [
    ...new Set(
      error.issues.map((issue) =>
        ownTexts.has(issue.message) || issue.path.length === 0 ? issue.message : `${issue.path.map(String).join('.')}: ${issue.message}`,
      ),
    ),
  ];
}

/** The linked records' current names (customers and jobs can be renamed after the upload). */
function currentEntities(db: MockDb, item: StoredObject): StorageItem['mappedEntities'] {
  return item.mappedEntities.map((entity) => {
    if (item.mappedType === 'Customers') {
      const customer = db.customers.get(entity.context);
      return { context: entity.context, name: customer ? customerName(customer) : entity.name };
    }
    if (item.mappedType === 'Jobs') {
      const job = db.jobs.get(entity.context);
      return { context: entity.context, name: job ? job.name : entity.name };
    }
    return { context: entity.context, name: entity.name };
  });
}

function listItem(db: MockDb, item: StoredObject): StorageItem {
  return {
    context: item.context,
    name: item.name,
    bytes: item.bytes,
    dateCreated: item.dateCreated,
    mappedType: item.mappedType,
    mappedEntities: currentEntities(db, item),
  };
}

/** Filters, sorts and pages the images or files (newest first, then by name, for equal keys). */
export function searchStorage(db: MockDb, kind: StoredObjectKind, request: StorageSearchRequest): StorageSearchResponse {
  const term = request.searchTerm.trim().toLowerCase();
  const types = new Set(request.mappedTypes);
  const found = db.storageItems
    .all()
    .filter((item) => item.kind === kind && types.has(item.mappedType))
    .map((item) => listItem(db, item))
    .filter((item) => !term || [item.name, ...item.mappedEntities.map((entity) => entity.name)].some((text) => text.toLowerCase().includes(term)));
  const direction = request.sort.direction === 'ASC' ? 1 : -1;
  found.sort((a, b) => {
    const order = request.sort.by === 'Size' ? a.bytes - b.bytes : compareKeys(a.dateCreated, b.dateCreated);
    return order * direction || compareKeys(b.dateCreated, a.dateCreated) || compareText(a.name, b.name) || compareKeys(a.context, b.context);
  });
  return { results: page(found, request.pageNumber, request.pageSize), totalCount: found.length };
}

/** Bytes used by every stored image and file, against the capacity. */
export function accountStorage(db: MockDb): AccountStorage {
  const usage = db.storageItems.all().reduce((total, item) => total + item.bytes, 0);
  const usagePercentage = Math.round((usage / STORAGE_CAPACITY_BYTES) * 100 * 10_000) / 10_000;
  return { usage, capacity: STORAGE_CAPACITY_BYTES, usagePercentage };
}

function searchHandler(endpoint: typeof endpoints.storage.imageSearch | typeof endpoints.storage.fileSearch, kind: StoredObjectKind) {
  return route('post', endpoint, { allow: MANAGE_STORAGE, body: storageSearchRequestSchema, messages: messagesOf }, ({ body }) =>
    searchStorage(getDb(), kind, body),
  );
}

function deleteHandler(endpoint: typeof endpoints.storage.deleteImages | typeof endpoints.storage.deleteFiles, kind: StoredObjectKind) {
  return route('post', endpoint, { allow: MANAGE_STORAGE, body: storageContextsSchema, messages: () => [STORAGE_CONTEXTS_REQUIRED_TEXT] }, ({ body }) => {
    const db = getDb();
    let deletedCount = 0;
    for (const context of new Set(body)) {
      if (db.storageItems.get(context)?.kind === kind && db.storageItems.remove(context)) deletedCount += 1;
    }
    const answer: StorageDeleteResponse = { deletedCount };
    return answer;
  });
}

/** The stored object of the `context` query, or the answer refusing it. */
function findReadable(query: URLSearchParams, user: MockUser, kind: StoredObjectKind): StoredObject | Response {
  const context = query.get('context')?.trim() ?? '';
  if (!context) return validationError([STORAGE_CONTEXT_REQUIRED_TEXT]);
  const item = getDb().storageItems.get(context);
  if (item?.kind !== kind) return notFound();
  const permission = readPermissionOf[item.mappedType];
  if (!user.permissions.includes(MANAGE_STORAGE) && !user.permissions.includes(permission)) return forbidden(`${MANAGE_STORAGE} or ${permission}`);
  return item;
}

/** `filename` for plain ASCII names and `filename*` (RFC 5987) for any name. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const downloadImage = route('get', endpoints.storage.downloadImage, { allow: 'signed-in' }, ({ user, query }) => {
  const size = query.get('size') ?? 'full';
  if (!(imageSizes as readonly string[]).includes(size)) return validationError([IMAGE_SIZE_INVALID_TEXT]);
  const item = findReadable(query, user, 'image');
  if (item instanceof Response) return item;
  const data = (size as ImageSize) === 'thumbnail' && item.thumbnail ? item.thumbnail : item.data;
  return new HttpResponse(base64ToBytes(data), {
    headers: { 'Content-Type': item.contentType, 'Cache-Control': 'private, max-age=3600' },
  });
});

const downloadFile = route('get', endpoints.storage.downloadFile, { allow: 'signed-in' }, ({ user, query }) => {
  const item = findReadable(query, user, 'file');
  if (item instanceof Response) return item;
  return new HttpResponse(base64ToBytes(item.data), {
    headers: {
      'Content-Type': item.contentType,
      'Content-Disposition': contentDisposition(item.name),
      // The real-API build calls the HTTP mock cross-origin: let the page read the file name.
      'Access-Control-Expose-Headers': 'Content-Disposition',
    },
  });
});

const getAccountStorage = route('get', endpoints.storage.getAccountStorage, { allow: MANAGE_STORAGE }, () => accountStorage(getDb()));

/** Mock handlers for the storage calls (images and files, downloads, deletes, usage). */
export const storageHandlers: RequestHandler[] = [
  searchHandler(endpoints.storage.imageSearch, 'image'),
  searchHandler(endpoints.storage.fileSearch, 'file'),
  deleteHandler(endpoints.storage.deleteImages, 'image'),
  deleteHandler(endpoints.storage.deleteFiles, 'file'),
  downloadImage,
  downloadFile,
  getAccountStorage,
];
