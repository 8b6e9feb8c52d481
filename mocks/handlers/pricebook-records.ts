import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import type { EndpointPath } from '../../src/config/endpoints';
import { pricebookMessages, type PricebookImageUpload } from '../../src/lib/schemas/pricebook-request-schemas';
import { randomUuid } from '../db/ids';
import type { MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import { conflictError, notFound, ok, validationError } from './handler-utils';
import { CATALOG_READERS, pricebookPermissions, pricebookView, type PricebookView } from './pricebook-views';
import { issueMessages, route } from './route';

/**
 * The calls every kind of pricebook record shares (GetByContext, Create, Update, Delete), their
 * texts, and the images and favorites a record takes along.
 */

export const pricebookTexts = {
  notFound: (kind: string) => `Pricebook ${kind} not found`,
  conflict: (kind: string) =>
    `This pricebook ${kind} was changed by someone else after you opened it. Your changes are still on the screen; reload the ${kind} to see the latest version before saving again.`,
  imageNotFound: 'Image not found',
};

/** The collection calls the shared routes use. */
export interface RecordStore<T> {
  get(key: string | null | undefined): T | undefined;
  put(record: T): T;
  remove(key: string | null | undefined): boolean;
}

interface StoredRecord {
  context: string;
  version: number;
  dateCreated: string;
  dateModified: string;
}

interface SaveBody {
  context: string | null;
  version: number | null;
}

/** What a save stores: the record, and the writes that go with it once it is valid. */
export interface PreparedRecord<T> {
  record: T;
  commit?: () => void;
}

export interface RecordKind<T extends StoredRecord, B extends SaveBody> {
  /** `item`, `bundle`, `category`, `vendor`: the texts' word. */
  name: string;
  store: (db: MockDb) => RecordStore<T>;
  schema: z.ZodType<B>;
  /**
   * Checks the body against the data and builds the record to store under `context` (its context,
   * dates and version are set by the caller); the problems answer 400.
   */
  prepare: (db: MockDb, body: B, existing: T | null, context: string) => PreparedRecord<Omit<T, keyof StoredRecord>> | string[] | Response;
  answer: (view: PricebookView, record: T) => object;
}

export function getRoute<T extends StoredRecord>(endpoint: EndpointPath, kind: Pick<RecordKind<T, SaveBody>, 'name' | 'store' | 'answer'>): HttpHandler {
  return route('get', endpoint, { allow: CATALOG_READERS, context: pricebookMessages.contextRequired }, ({ user, context }) => {
    const db = getDb();
    const record = kind.store(db).get(context);
    return record ? kind.answer(pricebookView(db, user), record) : notFound(pricebookTexts.notFound(kind.name));
  });
}

/** `Create` (`update: false`) or `Update`: 404 unknown, 409 on a stale version, 400 problems; answers the stored record. */
export function saveRoute<T extends StoredRecord, B extends SaveBody>(endpoint: EndpointPath, kind: RecordKind<T, B>, update: boolean): HttpHandler {
  const allow = update ? pricebookPermissions.update : pricebookPermissions.create;
  return route('post', endpoint, { allow, body: kind.schema, messages: issueMessages }, ({ user, body }) => {
    const db = getDb();
    const store = kind.store(db);
    let existing: T | null = null;
    if (update) {
      if (!body.context) return validationError([pricebookMessages.contextRequired]);
      existing = store.get(body.context) ?? null;
      if (!existing) return notFound(pricebookTexts.notFound(kind.name));
      if (existing.version !== body.version) return conflictError(pricebookTexts.conflict(kind.name));
    }
    const context = existing?.context ?? randomUuid();
    const prepared = kind.prepare(db, body, existing, context);
    if (prepared instanceof Response) return prepared;
    if (Array.isArray(prepared)) return validationError([...new Set(prepared)]);
    const now = new Date().toISOString();
    const record = {
      ...prepared.record,
      context,
      dateCreated: existing?.dateCreated ?? now,
      dateModified: now,
      version: (existing?.version ?? 0) + 1,
    } as T;
    store.put(record);
    prepared.commit?.();
    return kind.answer(pricebookView(db, user), store.get(context)!);
  });
}

/** `Delete?context=`: `remove` takes the record's dependants along (or refuses with its answer). */
export function deleteRoute<T extends StoredRecord>(
  endpoint: EndpointPath,
  kind: Pick<RecordKind<T, SaveBody>, 'name' | 'store'>,
  remove: (db: MockDb, record: T) => Response | void,
): HttpHandler {
  return route('delete', endpoint, { allow: pricebookPermissions.delete, context: pricebookMessages.contextRequired }, ({ context }) => {
    const db = getDb();
    const record = kind.store(db).get(context);
    if (!record) return notFound(pricebookTexts.notFound(kind.name));
    const refused = remove(db, record);
    if (refused) return refused;
    kind.store(db).remove(context);
    return ok();
  });
}

/** The favorites and the image of a record that goes. */
export function removeDependants(db: MockDb, record: { context: string; imageGuid?: string | null }): void {
  for (const favorite of db.pricebookFavorites.where('target', record.context)) db.pricebookFavorites.remove(favorite.context);
  if (record.imageGuid) db.pricebookImages.remove(record.imageGuid);
}

/**
 * The image a save leaves: a new upload gets a new guid (stored, and the old image dropped, by
 * `commit`), `removeImage` drops the stored one, neither keeps it.
 */
export function imageChange(db: MockDb, body: { image: PricebookImageUpload | null; removeImage: boolean }, current: string | null): { imageGuid: string | null; commit: () => void } {
  const drop = (): void => {
    if (current) db.pricebookImages.remove(current);
  };
  if (body.image) {
    const guid = randomUuid();
    const { contentType, base64 } = body.image;
    return {
      imageGuid: guid,
      commit: () => {
        drop();
        db.pricebookImages.insert({ guid, contentType, base64 });
      },
    };
  }
  if (body.removeImage) return { imageGuid: null, commit: drop };
  return { imageGuid: current, commit: () => undefined };
}

/** The prepared record with the image the save leaves (`imageChange`); `commit` runs before the image's writes. */
export function withImage<F extends object>(
  db: MockDb,
  body: { image: PricebookImageUpload | null; removeImage: boolean },
  existing: { imageGuid: string | null } | null,
  fields: F,
  commit: () => void = () => undefined,
): PreparedRecord<F & { imageGuid: string | null }> {
  const image = imageChange(db, body, existing?.imageGuid ?? null);
  return {
    record: { ...fields, imageGuid: image.imageGuid },
    commit: () => {
      commit();
      image.commit();
    },
  };
}

/** What every pricebook record stores of its save as sent: active, and the name trimmed. */
export function activeAndName(body: { active: boolean; name: string }): { active: boolean; name: string } {
  return { active: body.active, name: body.name.trim() };
}

/** The problem with a category a record names: `null` when there is none or it exists. */
export function unknownCategory(db: MockDb, context: string | null): string | null {
  return context !== null && !db.pricebookCategories.has(context) ? pricebookMessages.unknownCategory : null;
}
