import { expect } from 'vitest';
import { searchResponseSchema } from '../../src/lib/schemas/common-schemas';
import type { PricebookItemSaveRequest } from '../../src/lib/schemas/pricebook-request-schemas';
import {
  pricebookBundleSchema,
  pricebookCategorySchema,
  pricebookItemListItemSchema,
  pricebookItemSchema,
  pricebookSearchRequest,
  pricebookVendorSchema,
  type PricebookBundle,
  type PricebookCategory,
  type PricebookItemListItem,
  type PricebookSearchRequest,
  type PricebookVendor,
} from '../../src/lib/schemas/pricebook-schemas';
import { getDb } from '../../mocks/db/store';
import { encodePng } from '../../mocks/lib/png-writer';
import { bytesToBase64 } from '../../mocks/lib/base64';
import { get, post } from './mock-api';
import { query } from './job-fixtures';

/** Helpers of the pricebook handler tests (tests/mocks/pricebook-*.test.ts, reconciliation-handlers.test.ts). */

const rowSchemas = {
  Item: pricebookItemListItemSchema,
  Bundle: pricebookBundleSchema,
  Category: pricebookCategorySchema,
  Vendor: pricebookVendorSchema,
};
interface Rows {
  Item: PricebookItemListItem;
  Bundle: PricebookBundle;
  Category: PricebookCategory;
  Vendor: PricebookVendor;
}

/** `Pricebook{kind}Search/Search` with every filter off but `fields` (page size 1000); the answer parsed as the UI parses it. */
export async function searchPricebook<K extends keyof Rows>(token: string, kind: K, fields: Partial<PricebookSearchRequest> = {}) {
  const response = await post(`Pricebook${kind}Search/Search`, pricebookSearchRequest({ pageSize: 1000, ...fields }), token);
  expect(response.status).toBe(200);
  return searchResponseSchema(rowSchemas[kind]).parse(await response.json()) as { results: Rows[K][]; searchResultCount: number; totalCount: number };
}

function named<T extends { name: string }>(records: readonly T[], name: string): T {
  const found = records.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No record named ${name}`);
  return found;
}

/** The stored item, category or resource named `name`. */
export const storedItem = (name: string) => named(getDb().pricebookItems.all(), name);
export const storedCategory = (name: string) => named(getDb().pricebookCategories.all(), name);
export const resourceNamed = (name: string): string => named(getDb().resources.all(), name).context;

/** What a new record's save sends besides its own fields: no context or version yet, no image change, active. */
export const newRecordFields = { context: null, version: null, image: null, removeImage: false, active: true } as const;

/** A new item's save request: a part at $25 without cost or markup, no stock. */
export function itemRequest(fields: Partial<PricebookItemSaveRequest> = {}): PricebookItemSaveRequest {
  return {
    ...newRecordFields,
    name: 'Flare nut 3/8 in.',
    description: 'Brass, 45 degree.',
    itemType: 'Item',
    vendorIdentifier: null,
    categoryIdentifier: null,
    modelNumber: '',
    partNumber: '',
    cost: null,
    markup: null,
    price: 25,
    reorderQuantity: null,
    nonTaxable: false,
    inventoryLevels: [],
    ...fields,
  };
}

export async function getItem(token: string, context: string) {
  const response = await get(query('PricebookItem/GetByContext', { context }), token);
  expect(response.status).toBe(200);
  return pricebookItemSchema.parse(await response.json());
}

/** A tiny PNG upload (a 2 × 2 picture in two colours). */
export function pngUpload(fileName = 'part.png') {
  const base64 = bytesToBase64(encodePng(2, 2, Uint8Array.from([0, 1, 1, 0]), [0x1f4f8f, 0xf6f7f8]));
  return { fileName, contentType: 'image/png', base64 };
}

/** The bytes an image call answered, as base64. */
export async function answeredBase64(response: Response): Promise<string> {
  return bytesToBase64(new Uint8Array(await response.arrayBuffer()));
}
