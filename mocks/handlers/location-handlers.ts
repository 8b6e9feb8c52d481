import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { endpoints } from '../../src/config/endpoints';
import type { Address, Email, Telephone } from '../../src/lib/schemas/common-schemas';
import { normalizeAddress, normalizeEmails, normalizeTelephones, validationMessages } from '../../src/lib/schemas/contact-schemas';
import {
  locationCreateRequestSchema,
  locationSearchRequestSchema,
  locationSortFields,
  locationUpdateRequestSchema,
  type LocationListItem,
  type LocationRecord,
} from '../../src/lib/schemas/location-schemas';
import { randomUuid } from '../db/ids';
import type { MockLocation } from '../db/location-types';
import { primaryOf } from '../db/record-views';
import { getDb, updateDb } from '../db/store';
import {
  apiPath,
  conflictError,
  notFound,
  ok,
  readJson,
  requirePermission,
  requireUser,
  validationError,
} from './handler-utils';
import { page, searchTerm, telephoneDigits, unknownSortText, type SearchAnswer } from './search-utils';

export const LOCATION_CONTEXT_REQUIRED_TEXT = 'A location context is required.';
export const LOCATION_NOT_FOUND_TEXT = 'Location not found';
export const LOCATION_CONFLICT_TEXT =
  'This location was changed by someone else after you opened it. Your changes are still on the screen; reload the location to see the latest version before saving again.';

/** The request body parsed with `schema`, or a 400 with the same messages the editor shows. */
export async function parseRecordBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T> | Response> {
  const parsed = schema.safeParse(await readJson(request));
  return parsed.success ? parsed.data : validationError(validationMessages(parsed.error));
}

/** The `context` query parameter, or a 400. */
export function contextParameter(request: Request, missingText: string): string | Response {
  const context = new URL(request.url).searchParams.get('context')?.trim() ?? '';
  return context ? context : validationError([missingText]);
}

/** Contact parts as stored: trimmed, one primary each, and a context for every new item. */
export function storedContactParts(parts: { address: Address | null; telephoneList: Telephone[]; emailList: Email[] }): {
  address: Address | null;
  telephoneList: Telephone[];
  emailList: Email[];
} {
  const address = normalizeAddress(parts.address);
  return {
    address: address ? { ...address, context: address.context || randomUuid(), addressType: 'Service', primary: true } : null,
    telephoneList: normalizeTelephones(parts.telephoneList).map((telephone) => ({ ...telephone, context: telephone.context || randomUuid() })),
    emailList: normalizeEmails(parts.emailList).map((email) => ({ ...email, context: email.context || randomUuid() })),
  };
}

/** True when the record's name, address, telephone numbers or email addresses contain the term. */
export function contactPartsMatch(
  record: { name: string; address: Address | null; telephoneList: Telephone[]; emailList: Email[] },
  term: string,
  extraTexts: readonly string[] = [],
): boolean {
  if (!term) return true;
  const { address } = record;
  const texts = [
    record.name,
    ...extraTexts,
    address ? [address.street1, address.street2, address.city, address.state, address.postalCode].join(' ') : '',
    ...record.emailList.map((email) => email.address),
    ...record.telephoneList.map((telephone) => telephone.number),
  ];
  if (texts.some((text) => text.toLowerCase().includes(term))) return true;
  const digits = telephoneDigits(term);
  return digits !== '' && record.telephoneList.some((telephone) => telephone.number.replace(/\D/g, '').includes(digits));
}

function view(location: MockLocation): LocationRecord {
  return {
    context: location.context,
    active: location.active,
    name: location.name,
    address: location.address ? { ...location.address } : null,
    emailList: location.emailList.map((email) => ({ ...email })),
    telephoneList: location.telephoneList.map((telephone) => ({ ...telephone })),
    version: location.version,
  };
}

function listItem(location: MockLocation): LocationListItem {
  return {
    context: location.context,
    active: location.active,
    name: location.name,
    address: location.address ? { ...location.address } : null,
    telephone: primaryOf(location.telephoneList)?.number ?? null,
    email: primaryOf(location.emailList)?.address ?? null,
  };
}

const getByContext = http.get(apiPath(endpoints.location.get), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'LOC_R');
  if (denied) return denied;
  const context = contextParameter(request, LOCATION_CONTEXT_REQUIRED_TEXT);
  if (context instanceof Response) return context;
  const location = getDb().locations.find((candidate) => candidate.context === context);
  return location ? HttpResponse.json(view(location)) : notFound(LOCATION_NOT_FOUND_TEXT);
});

const create = http.post(apiPath(endpoints.location.create), async ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'LOC_C');
  if (denied) return denied;
  const body = await parseRecordBody(request, locationCreateRequestSchema);
  if (body instanceof Response) return body;
  const now = new Date().toISOString();
  const location: MockLocation = {
    context: randomUuid(),
    active: body.active,
    name: body.name.trim(),
    ...storedContactParts(body),
    dateCreated: now,
    dateModified: now,
    version: 1,
  };
  updateDb((db) => {
    db.locations.push(location);
  });
  return HttpResponse.json(view(location));
});

const update = http.post(apiPath(endpoints.location.update), async ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'LOC_U');
  if (denied) return denied;
  const body = await parseRecordBody(request, locationUpdateRequestSchema);
  if (body instanceof Response) return body;
  const existing = getDb().locations.find((candidate) => candidate.context === body.context);
  if (!existing) return notFound(LOCATION_NOT_FOUND_TEXT);
  if (existing.version !== body.version) return conflictError(LOCATION_CONFLICT_TEXT);
  const saved = updateDb(() => {
    Object.assign(existing, {
      active: body.active,
      name: body.name.trim(),
      ...storedContactParts(body),
      dateModified: new Date().toISOString(),
      version: existing.version + 1,
    });
    return existing;
  });
  return HttpResponse.json(view(saved));
});

const remove = http.delete(apiPath(endpoints.location.delete), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'LOC_D');
  if (denied) return denied;
  const context = contextParameter(request, LOCATION_CONTEXT_REQUIRED_TEXT);
  if (context instanceof Response) return context;
  if (!getDb().locations.some((candidate) => candidate.context === context)) return notFound(LOCATION_NOT_FOUND_TEXT);
  updateDb((db) => {
    db.locations = db.locations.filter((candidate) => candidate.context !== context);
  });
  return ok();
});

/** Filter (active, search term of at least 3 characters), sort by Name either way, then one page. */
const search = http.post(apiPath(endpoints.location.search), async ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'LOC_R');
  if (denied) return denied;
  const body = await parseRecordBody(request, locationSearchRequestSchema);
  if (body instanceof Response) return body;
  const term = searchTerm(body.searchTerm);
  if (term instanceof Response) return term;
  const sortBy = body.sort.by.trim() || 'Name';
  if (!(locationSortFields as readonly string[]).includes(sortBy)) return validationError([unknownSortText(body.sort.by)]);

  const all = getDb().locations;
  const found = all.filter((location) => (body.active === null || location.active === body.active) && contactPartsMatch(location, term));
  const direction = body.sort.direction === 'ASC' ? 1 : -1;
  const ordered = [...found].sort(
    (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) * direction || a.context.localeCompare(b.context),
  );
  const answer: SearchAnswer<LocationListItem> = {
    results: page(ordered, body.pageNumber, body.pageSize).map(listItem),
    searchResultCount: found.length,
    totalCount: all.length,
  };
  return HttpResponse.json(answer);
});

/** Mock handlers for the location calls (LOC_C, LOC_R, LOC_U, LOC_D). There is no import or export. */
export const locationHandlers = [getByContext, create, update, remove, search];
