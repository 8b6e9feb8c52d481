import { HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { pricebookFavoriteCreateRequestSchema } from '../../src/lib/schemas/pricebook-request-schemas';
import type { PricebookEntityType } from '../../src/lib/schemas/pricebook-schemas';
import { randomUuid } from '../db/ids';
import type { MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import { base64ToBytes } from '../lib/base64';
import { notFound, ok } from './handler-utils';
import { pricebookTexts } from './pricebook-records';
import { CATALOG_READERS } from './pricebook-views';
import { issueMessages, route } from './route';

/** The caller's favorites (spec 3 §4 "Favorites") and the images of items, bundles and categories. */

export const FAVORITE_CONTEXT_REQUIRED_TEXT = 'A favorite context is required.';
export const FAVORITE_NOT_FOUND_TEXT = 'Favorite not found';

/** The identifier a favorite request names, its kind and whether the record exists. */
const favoriteTargets: [field: 'bundleIdentifier' | 'categoryIdentifier' | 'itemIdentifier' | 'vendorIdentifier', kind: PricebookEntityType, exists: (db: MockDb, context: string) => boolean][] = [
  ['bundleIdentifier', 'Bundle', (db, context) => db.pricebookBundles.has(context)],
  ['categoryIdentifier', 'Category', (db, context) => db.pricebookCategories.has(context)],
  ['itemIdentifier', 'Item', (db, context) => db.pricebookItems.has(context)],
  ['vendorIdentifier', 'Vendor', (db, context) => db.pricebookVendors.has(context)],
];

/** Marks the entry a favorite of the caller (the favorite it already has, if any); answers `{ context }`. */
const createFavorite = route('post', endpoints.pricebookFavorite.create, { allow: CATALOG_READERS, body: pricebookFavoriteCreateRequestSchema, messages: issueMessages }, ({ user, body }) => {
  const db = getDb();
  const [field, entityType, exists] = favoriteTargets.find(([name]) => body[name])!;
  const targetContext = body[field]!;
  if (!exists(db, targetContext)) return notFound(pricebookTexts.notFound(entityType.toLowerCase()));
  const existing = db.pricebookFavorites.where('target', targetContext).find((favorite) => favorite.userId === user.id);
  if (existing) return { context: existing.context };
  const favorite = db.pricebookFavorites.insert({ context: randomUuid(), userId: user.id, entityType, targetContext, dateCreated: new Date().toISOString() });
  return { context: favorite.context };
});

/** Removes one of the caller's favorites (another user's is not found). */
const deleteFavorite = route('delete', endpoints.pricebookFavorite.delete, { allow: CATALOG_READERS, context: FAVORITE_CONTEXT_REQUIRED_TEXT }, ({ user, context }) => {
  const db = getDb();
  if (db.pricebookFavorites.get(context)?.userId !== user.id) return notFound(FAVORITE_NOT_FOUND_TEXT);
  db.pricebookFavorites.remove(context);
  return ok();
});

/** `GET {endpoint}/{imageGuid}`: the image's bytes with its content type. */
function imageRoute(endpoint: typeof endpoints.pricebookItem.getImage | typeof endpoints.pricebookBundle.getImage | typeof endpoints.pricebookCategory.getImage) {
  return route('get', endpoint, { allow: CATALOG_READERS, segment: true }, ({ segment }) => {
    const image = getDb().pricebookImages.get(segment);
    if (!image) return notFound(pricebookTexts.imageNotFound);
    return new HttpResponse(base64ToBytes(image.base64), { headers: { 'Content-Type': image.contentType, 'Cache-Control': 'private, max-age=3600' } });
  });
}

export const pricebookFavoriteHandlers = [
  createFavorite,
  deleteFavorite,
  imageRoute(endpoints.pricebookItem.getImage),
  imageRoute(endpoints.pricebookBundle.getImage),
  imageRoute(endpoints.pricebookCategory.getImage),
];
