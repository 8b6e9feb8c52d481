import { markupPrice, toCentsNumber } from '../../src/lib/job-calculations';
import { pricebookMessages, type InventoryLevelInput, type PricebookItemSaveRequest } from '../../src/lib/schemas/pricebook-request-schemas';
import { randomUuid } from '../db/ids';
import type { MockDb } from '../db/mock-store';
import type { MockInventoryLevel } from '../db/pricebook-types';
import type { PricebookItem } from '../db/types';
import { activeAndName, unknownCategory, withImage, type PreparedRecord } from './pricebook-records';
import { undoReconciliations } from './reconciliation-stock';

/**
 * An item's Create or Update (spec 3 §4 "Pricebook item"): the price rule, what Service and Labor
 * items do not keep, the references, the image and the quantity rows.
 */

export const inventoryTexts = {
  levelNotFound: 'A quantity row was not found on this item.',
  reconciledLevelDelete: 'This quantity cannot be deleted: some of its stock was reconciled to a job.',
  reconciledLevelResource: 'The resource of a quantity reconciled to a job cannot change.',
};

/**
 * The price to store: with a markup and a cost, cost plus the markup percentage to the cent; a
 * markup without a cost leaves no price; without a markup, the price sent. `null`: no price (400).
 */
export function savedPrice(body: Pick<PricebookItemSaveRequest, 'cost' | 'markup' | 'price'>): number | null {
  const rule = markupPrice(body.cost, body.markup);
  if (rule.kind === 'computed') return toCentsNumber(rule.price);
  return rule.kind === 'cleared' ? null : body.price;
}

/**
 * The item's levels after the rows: Create adds one, Update changes one's quantity (and its
 * resource, unless some of it was reconciled), Delete removes one (unless some of it was
 * reconciled), None leaves it. Each resource holds at most one row of an item.
 */
function levelChanges(db: MockDb, itemContext: string, rows: readonly InventoryLevelInput[], problems: string[]): () => void {
  const stored = new Map(db.inventoryLevels.where('item', itemContext).map((level) => [level.context, level]));
  const after = new Map(stored);
  const reconciled = (context: string): boolean => db.reconciliations.where('level', context).some((entry) => entry.quantity > 0);
  const now = new Date().toISOString();
  for (const row of rows) {
    if (row.cud === 'None') continue;
    if (row.cud !== 'Delete' && !db.resources.has(row.resourceIdentifier)) problems.push(pricebookMessages.unknownResource);
    if (row.cud === 'Create') {
      const level: MockInventoryLevel = { context: randomUuid(), itemContext, resourceContext: row.resourceIdentifier, quantity: row.quantity, dateCreated: now };
      after.set(level.context, level);
      continue;
    }
    const level = row.context ? stored.get(row.context) : undefined;
    if (!level) {
      problems.push(inventoryTexts.levelNotFound);
    } else if (row.cud === 'Delete') {
      if (reconciled(level.context)) problems.push(inventoryTexts.reconciledLevelDelete);
      after.delete(level.context);
    } else {
      if (row.resourceIdentifier !== level.resourceContext && reconciled(level.context)) problems.push(inventoryTexts.reconciledLevelResource);
      after.set(level.context, { ...level, quantity: row.quantity, resourceContext: row.resourceIdentifier });
    }
  }
  const resources = [...after.values()].map((level) => level.resourceContext);
  if (new Set(resources).size !== resources.length) problems.push(pricebookMessages.duplicateResource);
  return () => {
    for (const context of stored.keys()) if (!after.has(context)) db.inventoryLevels.remove(context);
    for (const level of after.values()) if (stored.get(level.context) !== level) db.inventoryLevels.put(level);
  };
}

type ItemFields = Omit<PricebookItem, 'context' | 'version' | 'dateCreated' | 'dateModified'>;

export function prepareItem(db: MockDb, body: PricebookItemSaveRequest, existing: PricebookItem | null, context: string): PreparedRecord<ItemFields> | string[] {
  const problems: string[] = [];
  const price = savedPrice(body);
  if (price === null) problems.push(pricebookMessages.priceRequired);
  // Spec 3 §4: a Service keeps no vendor, model or part number; Labor none either.
  const isPart = body.itemType === 'Item';
  const vendorContext = isPart ? body.vendorIdentifier : null;
  if (vendorContext !== null && !db.pricebookVendors.has(vendorContext)) problems.push(pricebookMessages.unknownVendor);
  const category = unknownCategory(db, body.categoryIdentifier);
  if (category) problems.push(category);
  const commitLevels = levelChanges(db, context, body.inventoryLevels, problems);
  if (problems.length > 0) return problems;
  const fields = {
    ...activeAndName(body),
    description: body.description.trim(),
    itemType: body.itemType,
    cost: body.cost,
    markup: body.markup,
    price: price!,
    vendorContext,
    categoryContext: body.categoryIdentifier,
    modelNumber: isPart ? body.modelNumber.trim() : '',
    partNumber: isPart ? body.partNumber.trim() : '',
    nonTaxable: body.nonTaxable,
    reorderQuantity: body.reorderQuantity,
  };
  return withImage(db, body, existing, fields, commitLevels);
}

/**
 * An item that goes takes its stock levels along; what jobs reconciled from them is forgotten (the
 * details' reconciled quantities drop: there is no stock left to return it to).
 */
export function removeItemStock(db: MockDb, itemContext: string): void {
  for (const level of db.inventoryLevels.where('item', itemContext)) {
    undoReconciliations(db, db.reconciliations.where('level', level.context), false);
    db.inventoryLevels.remove(level.context);
  }
}
