import { http, HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import type { PicklistRef } from '../../src/lib/schemas/common-schemas';
import {
  supplierCreateRequestSchema,
  supplierMessages,
  supplierSearchRequestSchema,
  supplierSortFields,
  supplierUpdateRequestSchema,
  type Supplier,
  type SupplierCreateRequest,
  type SupplierListItem,
} from '../../src/lib/schemas/supplier-schemas';
import { randomUuid } from '../db/ids';
import type { MockSupplier } from '../db/location-types';
import { primaryOf } from '../db/record-views';
import { getDb, updateDb } from '../db/store';
import type { MockDb } from '../db/types';
import { apiPath, conflictError, notFound, ok, requirePermission, requireUser, validationError } from './handler-utils';
import { contactPartsMatch, contextParameter, parseRecordBody, storedContactParts } from './location-handlers';
import { page, searchTerm, unknownSortText, type SearchAnswer } from './search-utils';

export const SUPPLIER_CONTEXT_REQUIRED_TEXT = 'A supplier context is required.';
export const SUPPLIER_NOT_FOUND_TEXT = 'Supplier not found';
export const SUPPLIER_CONFLICT_TEXT =
  'This supplier was changed by someone else after you opened it. Your changes are still on the screen; reload the supplier to see the latest version before saving again.';

function supplierType(db: MockDb, context: string | null): PicklistRef | null {
  if (!context) return null;
  const item = db.picklists.find((candidate) => candidate.kind === 'SupplierType' && candidate.context === context);
  return item ? { context: item.context, text: item.text } : null;
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
  const item = db.picklists.find((candidate) => candidate.kind === 'SupplierType' && candidate.context === chosen);
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

const getByContext = http.get(apiPath(endpoints.supplier.get), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'SPLR_R');
  if (denied) return denied;
  const context = contextParameter(request, SUPPLIER_CONTEXT_REQUIRED_TEXT);
  if (context instanceof Response) return context;
  const db = getDb();
  const supplier = db.suppliers.find((candidate) => candidate.context === context);
  return supplier ? HttpResponse.json(view(db, supplier)) : notFound(SUPPLIER_NOT_FOUND_TEXT);
});

const create = http.post(apiPath(endpoints.supplier.create), async ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'SPLR_C');
  if (denied) return denied;
  const body = await parseRecordBody(request, supplierCreateRequestSchema);
  if (body instanceof Response) return body;
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
  updateDb((stored) => {
    stored.suppliers.push(supplier);
  });
  return HttpResponse.json(view(getDb(), supplier));
});

const update = http.post(apiPath(endpoints.supplier.update), async ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'SPLR_U');
  if (denied) return denied;
  const body = await parseRecordBody(request, supplierUpdateRequestSchema);
  if (body instanceof Response) return body;
  const db = getDb();
  const existing = db.suppliers.find((candidate) => candidate.context === body.context);
  if (!existing) return notFound(SUPPLIER_NOT_FOUND_TEXT);
  if (existing.version !== body.version) return conflictError(SUPPLIER_CONFLICT_TEXT);
  const typeContext = supplierTypeContext(db, body, existing.supplierTypeContext);
  if (typeContext instanceof Response) return typeContext;
  updateDb(() => {
    Object.assign(existing, {
      ...storedFields(body),
      supplierTypeContext: typeContext,
      dateModified: new Date().toISOString(),
      version: existing.version + 1,
    });
  });
  return HttpResponse.json(view(getDb(), existing));
});

const remove = http.delete(apiPath(endpoints.supplier.delete), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'SPLR_D');
  if (denied) return denied;
  const context = contextParameter(request, SUPPLIER_CONTEXT_REQUIRED_TEXT);
  if (context instanceof Response) return context;
  if (!getDb().suppliers.some((candidate) => candidate.context === context)) return notFound(SUPPLIER_NOT_FOUND_TEXT);
  updateDb((db) => {
    db.suppliers = db.suppliers.filter((candidate) => candidate.context !== context);
  });
  return ok();
});

/**
 * Filter (active, supplier type, search term of at least 3 characters), sort by Name or
 * SupplierType either way (suppliers without a type last, then by name), then one page.
 */
const search = http.post(apiPath(endpoints.supplier.search), async ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'SPLR_R');
  if (denied) return denied;
  const body = await parseRecordBody(request, supplierSearchRequestSchema);
  if (body instanceof Response) return body;
  const term = searchTerm(body.searchTerm);
  if (term instanceof Response) return term;
  const sortBy = body.sort.by.trim() || 'Name';
  if (!(supplierSortFields as readonly string[]).includes(sortBy)) return validationError([unknownSortText(body.sort.by)]);

  const db = getDb();
  const typeText = (supplier: MockSupplier): string => supplierType(db, supplier.supplierTypeContext)?.text ?? '';
  const found = db.suppliers.filter(
    (supplier) =>
      (body.active === null || supplier.active === body.active) &&
      (body.supplierType === null || supplier.supplierTypeContext === body.supplierType) &&
      contactPartsMatch(supplier, term, [typeText(supplier), supplier.webSiteAddress]),
  );
  const direction = body.sort.direction === 'ASC' ? 1 : -1;
  const byName = (a: MockSupplier, b: MockSupplier): number => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
  const compare = (a: MockSupplier, b: MockSupplier): number => {
    if (sortBy === 'SupplierType') {
      const [typeA, typeB] = [typeText(a), typeText(b)];
      if (!typeA !== !typeB) return typeA ? -1 : 1;
      return typeA.localeCompare(typeB, 'en', { sensitivity: 'base' }) * direction || byName(a, b) || a.context.localeCompare(b.context);
    }
    return byName(a, b) * direction || a.context.localeCompare(b.context);
  };
  const ordered = [...found].sort(compare);
  const answer: SearchAnswer<SupplierListItem> = {
    results: page(ordered, body.pageNumber, body.pageSize).map((supplier) => listItem(db, supplier)),
    searchResultCount: found.length,
    totalCount: db.suppliers.length,
  };
  return HttpResponse.json(answer);
});

/** Mock handlers for the supplier calls (SPLR_C, SPLR_R, SPLR_U, SPLR_D). There is no import or export. */
export const supplierHandlers = [getByContext, create, update, remove, search];
