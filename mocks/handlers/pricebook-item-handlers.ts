import { endpoints } from '../../src/config/endpoints';
import {
  pricebookBatchDeleteRequestSchema,
  pricebookBatchUpdateRequestSchema,
  pricebookItemSaveRequestSchema,
  pricebookMessages,
  pricebookUpdateNameRequestSchema,
  type PricebookItemSaveRequest,
} from '../../src/lib/schemas/pricebook-request-schemas';
import type { PricebookExportRow } from '../../src/lib/schemas/pricebook-schemas';
import type { MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import type { PricebookItem } from '../db/types';
import { compareKeys, compareText } from '../lib/text-order';
import { clientError, notFound, ok, validationError } from './handler-utils';
import { prepareItem, removeItemStock } from './pricebook-item-save';
import { deleteRoute, getRoute, pricebookTexts, removeDependants, saveRoute, type RecordKind } from './pricebook-records';
import { categoryPath, isLowStock, itemRecord, pricebookPermissions, pricebookView, quantityOnHand } from './pricebook-views';
import { issueMessages, route } from './route';

const itemKind: RecordKind<PricebookItem, PricebookItemSaveRequest> = {
  name: 'item',
  store: (db) => db.pricebookItems,
  schema: pricebookItemSaveRequestSchema,
  prepare: prepareItem,
  answer: itemRecord,
};

const NOT_FOUND = pricebookTexts.notFound('item');

/** Spec 3 §5: an item in a bundle stays until it is taken out of the bundle (422 naming the bundles). */
function inBundlesRefusal(db: MockDb, itemContexts: readonly string[]): Response | null {
  const names = new Set(itemContexts.flatMap((context) => db.pricebookBundles.where('item', context).map((bundle) => bundle.name)));
  return names.size > 0 ? clientError(pricebookMessages.itemInBundle([...names].sort(compareText).join(', '))) : null;
}

function removeItem(db: MockDb, item: PricebookItem): void {
  removeItemStock(db, item.context);
  removeDependants(db, item);
}

/** The stored items of `contexts` (each once), or a 404 when any is unknown. */
function itemsOf(db: MockDb, contexts: readonly string[]): PricebookItem[] | Response {
  const items = [...new Set(contexts)].map((context) => db.pricebookItems.get(context));
  return items.every((item) => item !== undefined) ? (items as PricebookItem[]) : notFound(NOT_FOUND);
}

const updateName = route('post', endpoints.pricebookItem.updateName, { allow: pricebookPermissions.update, body: pricebookUpdateNameRequestSchema, messages: issueMessages }, ({ body }) => {
  const db = getDb();
  const item = db.pricebookItems.get(body.context);
  if (!item) return notFound(NOT_FOUND);
  db.pricebookItems.put({ ...item, name: body.name.trim(), dateModified: new Date().toISOString(), version: item.version + 1 });
  return ok();
});

/** Edit Category for Selected: every item into the category (all or none). */
const batchUpdate = route('post', endpoints.pricebookItem.batchUpdate, { allow: pricebookPermissions.update, body: pricebookBatchUpdateRequestSchema, messages: issueMessages }, ({ body }) => {
  const db = getDb();
  if (!db.pricebookCategories.has(body.category)) return validationError([pricebookMessages.unknownCategory]);
  const items = itemsOf(db, body.contextList);
  if (items instanceof Response) return items;
  const now = new Date().toISOString();
  for (const item of items) db.pricebookItems.put({ ...item, categoryContext: body.category, dateModified: now, version: item.version + 1 });
  return ok();
});

/** Delete Selected: every item or none (unknown items 404, items in bundles 422). */
const batchDelete = route('post', endpoints.pricebookItem.batchDelete, { allow: pricebookPermissions.delete, body: pricebookBatchDeleteRequestSchema, messages: issueMessages }, ({ body }) => {
  const db = getDb();
  const items = itemsOf(db, body.contextList);
  if (items instanceof Response) return items;
  const refused = inBundlesRefusal(db, items.map((item) => item.context));
  if (refused) return refused;
  for (const item of items) {
    removeItem(db, item);
    db.pricebookItems.remove(item.context);
  }
  return ok();
});

/** Export to Excel: every active item, by category path then name. */
const getExportList = route('get', endpoints.pricebookItem.getExportList, { allow: pricebookPermissions.read }, ({ user }) => {
  const db = getDb();
  const view = pricebookView(db, user);
  const rows: PricebookExportRow[] = db.pricebookItems
    .all()
    .filter((item) => item.active)
    .map((item) => {
      const onHand = quantityOnHand(db, item.context);
      return {
        context: item.context,
        name: item.name,
        description: item.description,
        itemType: item.itemType,
        categoryPath: categoryPath(view, item.categoryContext) ?? '',
        vendorName: view.vendorNames.get(item.vendorContext ?? '') ?? '',
        modelNumber: item.modelNumber,
        partNumber: item.partNumber,
        cost: item.cost,
        markup: item.markup,
        price: item.price,
        nonTaxable: item.nonTaxable,
        reorderQuantity: item.reorderQuantity,
        quantityOnHand: onHand,
        lowStock: isLowStock(item.reorderQuantity, onHand),
      };
    })
    .sort((a, b) => compareText(a.categoryPath, b.categoryPath) || compareText(a.name, b.name) || compareKeys(a.context, b.context))
    .map(({ context: _context, ...row }) => row);
  return rows;
});

/** Mock handlers for the pricebook item calls (PB_C, PB_R, PB_U, PB_D; reads also for job editors). */
export const pricebookItemHandlers = [
  getRoute(endpoints.pricebookItem.get, itemKind),
  saveRoute(endpoints.pricebookItem.create, itemKind, false),
  saveRoute(endpoints.pricebookItem.update, itemKind, true),
  deleteRoute(endpoints.pricebookItem.delete, itemKind, (db, item) => inBundlesRefusal(db, [item.context]) ?? removeItem(db, item)),
  updateName,
  batchUpdate,
  batchDelete,
  getExportList,
];
