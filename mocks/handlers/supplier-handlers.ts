import { endpoints } from '../../src/config/endpoints';
import type { PicklistRef } from '../../src/lib/schemas/common-schemas';
import { supplierMessages, supplierSearchRequestSchema, supplierSortFields, type Supplier, type SupplierListItem } from '../../src/lib/schemas/supplier-schemas';
import { supplierCreateRequestSchema, supplierUpdateRequestSchema, type SupplierCreateRequest } from '../../src/lib/schemas/supplier-request-schemas';
import { randomUuid } from '../db/ids';
import type { MockSupplier } from '../db/location-types';
import { primaryOf } from '../db/record-views';
import type { MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import { compareKeys, compareText } from '../lib/text-order';
import { conflictError, notFound, ok, validationError } from './handler-utils';
import { contactPartsMatch, storedContactParts } from './location-handlers';
import { issueMessages, route } from './route';
import { page, searchTerm, unknownSortText, type SearchAnswer } from './search-utils';

export const SUPPLIER_CONTEXT_REQUIRED_TEXT = 'A supplier context is required.';
export const SUPPLIER_NOT_FOUND_TEXT = 'Supplier not found';
export const SUPPLIER_CONFLICT_TEXT =
  'This supplier was changed by someone else after you opened it. Your changes are still on the screen; reload the supplier to see the latest version before saving again.';

function supplierType(db: MockDb, context: string | null): PicklistRef | null {
  if (!context) return null;
  const item = db.picklists.get(context);
  return item?.kind === 'SupplierType' ? { context: item.context, text: item.text } : null;
}

function view(db: MockDb, supplier: MockSupplier): Supplier {
  return {
    context: supplier.context,
    active: supplier.active,
    name: supplier.name,
    supplierType: supplierType(db, supplier.supplierTypeContext),
    webSiteAddress: supplier.webSiteAddress,
    notes: supplier.notes,
    address: supplier.address ? { ...supplier.address } : null,
    emailList: supplier.emailList.map((email) => ({ ...email })),
    telephoneList: supplier.telephoneList.map((telephone) => ({ ...telephone })),
    version: supplier.version,
  };
}

function listItem(db: MockDb, supplier: MockSupplier): SupplierListItem {
  return {
    context: supplier.context,
    active: supplier.active,
    name: supplier.name,
    supplierType: supplierType(db, supplier.supplierTypeContext),
    webSiteAddress: supplier.webSiteAddress,
    address: supplier.address ? { ...supplier.address } : null,
    telephone: primaryOf(supplier.telephoneList)?.number ?? null,
    email: primaryOf(supplier.emailList)?.address ?? null,
  };
}

/**
 * The supplier type to store: a SupplierType context. A new choice must be an active item; a record
 * may keep the (since retired) type it already has.
 */
function supplierTypeContext(db: MockDb, body: SupplierCreateRequest, current: string | null): string | null | Response {
  const chosen = body.supplierType?.context ?? null;
  if (!chosen) return null;
  const found = db.picklists.get(chosen);
  const item = found?.kind === 'SupplierType' ? found : undefined;
  if (!item || (!item.active && chosen !== current)) return validationError([supplierMessages.supplierTypeUnknown]);
  return item.context;
}

function storedFields(body: SupplierCreateRequest) {
  return {
    active: body.active,
    name: body.name.trim(),
    webSiteAddress: body.webSiteAddress.trim(),
    notes: body.notes.trim(),
    ...storedContactParts(body),
  };
}

const getByContext = route('get', endpoints.supplier.get, { allow: 'SPLR_R', context: SUPPLIER_CONTEXT_REQUIRED_TEXT }, ({ context }) => {
  const db = getDb();
  const supplier = db.suppliers.get(context);
  return supplier ? view(db, supplier) : notFound(SUPPLIER_NOT_FOUND_TEXT);
});

const create = route('post', endpoints.supplier.create, { allow: 'SPLR_C', body: supplierCreateRequestSchema, messages: issueMessages }, ({ body }) => {
  const db = getDb();
  const typeContext = supplierTypeContext(db, body, null);
  if (typeContext instanceof Response) return typeContext;
  const now = new Date().toISOString();
  const supplier: MockSupplier = {
    context: randomUuid(),
    ...storedFields(body),
    supplierTypeContext: typeContext,
    dateCreated: now,
    dateModified: now,
    version: 1,
  };
  return view(db, db.suppliers.insert(supplier));
});

const update = route('post', endpoints.supplier.update, { allow: 'SPLR_U', body: supplierUpdateRequestSchema, messages: issueMessages }, ({ body }) => {
  const db = getDb();
  const existing = db.suppliers.get(body.context);
  if (!existing) return notFound(SUPPLIER_NOT_FOUND_TEXT);
  if (existing.version !== body.version) return conflictError(SUPPLIER_CONFLICT_TEXT);
  const typeContext = supplierTypeContext(db, body, existing.supplierTypeContext);
  if (typeContext instanceof Response) return typeContext;
  const saved = db.suppliers.put({
    ...existing,
    ...storedFields(body),
    supplierTypeContext: typeContext,
    dateModified: new Date().toISOString(),
    version: existing.version + 1,
  });
  return view(db, saved);
});

const remove = route('delete', endpoints.supplier.delete, { allow: 'SPLR_D', context: SUPPLIER_CONTEXT_REQUIRED_TEXT }, ({ context }) => {
  return getDb().suppliers.remove(context) ? ok() : notFound(SUPPLIER_NOT_FOUND_TEXT);
});

/**
 * Filter (active, supplier type, search term of at least 3 characters), sort by Name or
 * SupplierType either way (suppliers without a type last, then by name), then one page.
 */
const search = route('post', endpoints.supplier.search, { allow: 'SPLR_R', body: supplierSearchRequestSchema, messages: issueMessages }, ({ body }) => {
  const term = searchTerm(body.searchTerm);
  if (term instanceof Response) return term;
  const sortBy = body.sort.by.trim() || 'Name';
  if (!(supplierSortFields as readonly string[]).includes(sortBy)) return validationError([unknownSortText(body.sort.by)]);

  const db = getDb();
  const typeText = (supplier: MockSupplier): string => supplierType(db, supplier.supplierTypeContext)?.text ?? '';
  const all = db.suppliers.all();
  const found = all.filter(
    (supplier) =>
      (body.active === null || supplier.active === body.active) &&
      (body.supplierType === null || supplier.supplierTypeContext === body.supplierType) &&
      contactPartsMatch(supplier, term, [typeText(supplier), supplier.webSiteAddress]),
  );
  const direction = body.sort.direction === 'ASC' ? 1 : -1;
  const byName = (a: MockSupplier, b: MockSupplier): number => compareText(a.name, b.name);
  const compare = (a: MockSupplier, b: MockSupplier): number => {
    if (sortBy === 'SupplierType') {
      const [typeA, typeB] = [typeText(a), typeText(b)];
      if (!typeA !== !typeB) return typeA ? -1 : 1;
      return compareText(typeA, typeB) * direction || byName(a, b) || compareKeys(a.context, b.context);
    }
    return byName(a, b) * direction || compareKeys(a.context, b.context);
  };
  const ordered = [...found].sort(compare);
  const answer: SearchAnswer<SupplierListItem> = {
    results: page(ordered, body.pageNumber, body.pageSize).map((supplier) => listItem(db, supplier)),
    searchResultCount: found.length,
    totalCount: all.length,
  };
  return answer;
});

/** Mock handlers for the supplier calls (SPLR_C, SPLR_R, SPLR_U, SPLR_D). There is no import or export. */
export const supplierHandlers = [getByContext, create, update, remove, search];
