import { endpoints } from '../../src/config/endpoints';
import type { Address, Email, Telephone } from '../../src/lib/schemas/common-schemas';
import { normalizeAddress, normalizeEmails, normalizeTelephones } from '../../src/lib/schemas/contact-schemas';
import { locationSearchRequestSchema, locationSortFields, type LocationListItem, type LocationRecord } from '../../src/lib/schemas/location-schemas';
import { locationCreateRequestSchema, locationUpdateRequestSchema } from '../../src/lib/schemas/location-request-schemas';
import { randomUuid } from '../db/ids';
import type { MockLocation } from '../db/location-types';
import { primaryOf } from '../db/record-views';
import { getDb } from '../db/store';
import { compareKeys, compareText } from '../lib/text-order';
import { conflictError, notFound, ok, validationError } from './handler-utils';
import { issueMessages, route } from './route';
import { page, searchTerm, telephoneDigits, unknownSortText, type SearchAnswer } from './search-utils';

export const LOCATION_CONTEXT_REQUIRED_TEXT = 'A location context is required.';
export const LOCATION_NOT_FOUND_TEXT = 'Location not found';
export const LOCATION_CONFLICT_TEXT =
  'This location was changed by someone else after you opened it. Your changes are still on the screen; reload the location to see the latest version before saving again.';

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

const getByContext = route('get', endpoints.location.get, { allow: 'LOC_R', context: LOCATION_CONTEXT_REQUIRED_TEXT }, ({ context }) => {
  const location = getDb().locations.get(context);
  return location ? view(location) : notFound(LOCATION_NOT_FOUND_TEXT);
});

const create = route('post', endpoints.location.create, { allow: 'LOC_C', body: locationCreateRequestSchema, messages: issueMessages }, ({ body }) => {
  const now = new Date().toISOString();
  const location = getDb().locations.insert({
    context: randomUuid(),
    active: body.active,
    name: body.name.trim(),
    ...storedContactParts(body),
    dateCreated: now,
    dateModified: now,
    version: 1,
  });
  return view(location);
});

const update = route('post', endpoints.location.update, { allow: 'LOC_U', body: locationUpdateRequestSchema, messages: issueMessages }, ({ body }) => {
  const db = getDb();
  const existing = db.locations.get(body.context);
  if (!existing) return notFound(LOCATION_NOT_FOUND_TEXT);
  if (existing.version !== body.version) return conflictError(LOCATION_CONFLICT_TEXT);
  const saved = db.locations.put({
    ...existing,
    active: body.active,
    name: body.name.trim(),
    ...storedContactParts(body),
    dateModified: new Date().toISOString(),
    version: existing.version + 1,
  });
  return view(saved);
});

const remove = route('delete', endpoints.location.delete, { allow: 'LOC_D', context: LOCATION_CONTEXT_REQUIRED_TEXT }, ({ context }) => {
  return getDb().locations.remove(context) ? ok() : notFound(LOCATION_NOT_FOUND_TEXT);
});

/** Filter (active, search term of at least 3 characters), sort by Name either way, then one page. */
const search = route('post', endpoints.location.search, { allow: 'LOC_R', body: locationSearchRequestSchema, messages: issueMessages }, ({ body }) => {
  const term = searchTerm(body.searchTerm);
  if (term instanceof Response) return term;
  const sortBy = body.sort.by.trim() || 'Name';
  if (!(locationSortFields as readonly string[]).includes(sortBy)) return validationError([unknownSortText(body.sort.by)]);

  const all = getDb().locations.all();
  const found = all.filter((location) => (body.active === null || location.active === body.active) && contactPartsMatch(location, term));
  const direction = body.sort.direction === 'ASC' ? 1 : -1;
  const ordered = [...found].sort((a, b) => compareText(a.name, b.name) * direction || compareKeys(a.context, b.context));
  const answer: SearchAnswer<LocationListItem> = {
    results: page(ordered, body.pageNumber, body.pageSize).map(listItem),
    searchResultCount: found.length,
    totalCount: all.length,
  };
  return answer;
});

/** Mock handlers for the location calls (LOC_C, LOC_R, LOC_U, LOC_D). There is no import or export. */
export const locationHandlers = [getByContext, create, update, remove, search];
