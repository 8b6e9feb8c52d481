import type { Address as AddressView, CustomerRef, PersonnelRef, PicklistRef } from '../../src/lib/schemas/common-schemas';
import { customerName, customerServiceAddress, personnelName } from '../db/record-views';
import { recentUseKey, type MockDb } from '../db/mock-store';
import type { Address, Customer, Personnel, PicklistEntry, RecentUse } from '../db/types';
import { compareKeys } from '../lib/text-order';

/** Finders for building answers: records by context, dangling or empty contexts answer `undefined`. */
export interface Lookup {
  db: MockDb;
  customer(context: string | null): Customer | undefined;
  personnel(context: string | null): Personnel | undefined;
  picklist(context: string | null): PicklistEntry | undefined;
  address(context: string | null): Address | undefined;
}

export function createLookup(db: MockDb): Lookup {
  return {
    db,
    customer: (context) => db.customers.get(context),
    personnel: (context) => db.personnel.get(context),
    picklist: (context) => db.picklists.get(context),
    address: (context) => db.customers.first('address', context)?.addresses.find((address) => address.context === context),
  };
}

function copyAddress(address: Address | null | undefined): AddressView | null {
  return address ? { ...address } : null;
}

export function addressView(lookup: Lookup, context: string | null): AddressView | null {
  return copyAddress(lookup.address(context));
}

/** A customer as records embed it; `address` is the primary service address. */
export function customerRef(lookup: Lookup, customer: Customer): CustomerRef {
  const parent = lookup.customer(customer.parentContext);
  return {
    context: customer.context,
    customerName: customerName(customer),
    parentCustomerName: parent ? customerName(parent) : null,
    active: customer.active,
    telephoneList: customer.telephoneList.map((item) => ({ ...item })),
    emailList: customer.emailList.map((item) => ({ ...item })),
    address: copyAddress(customerServiceAddress(customer)),
  };
}

/** A picklist value as `{ context, text }`; a dangling context answers an empty text. */
export function picklistRef(lookup: Lookup, context: string): PicklistRef {
  return { context, text: lookup.picklist(context)?.text ?? '' };
}

export function personnelRef(lookup: Lookup, context: string | null): PersonnelRef | null {
  const person = lookup.personnel(context);
  return person ? { context: person.context, name: personnelName(person) } : null;
}

/**
 * `items` with the user's recently used ones of `kind` first (newest use first), then the rest in
 * the order `compare` gives.
 */
export function recentFirst<T extends { context: string }>(
  db: MockDb,
  items: readonly T[],
  userId: string,
  kind: RecentUse['kind'],
  compare: (a: T, b: T) => number,
): T[] {
  const lastUse = new Map<string, string>();
  for (const use of db.recentUses.where('userKind', `${userId}|${kind}`)) {
    const previous = lastUse.get(use.context);
    if (!previous || use.at > previous) lastUse.set(use.context, use.at);
  }
  const recent = items.filter((item) => lastUse.has(item.context));
  recent.sort((a, b) => compareKeys(lastUse.get(b.context)!, lastUse.get(a.context)!));
  const rest = items.filter((item) => !lastUse.has(item.context)).sort(compare);
  return [...recent, ...rest];
}

/** Puts the record at the top of the user's recently used records of its kind. */
export function recordUse(db: MockDb, userId: string, kind: RecentUse['kind'], context: string, at = new Date().toISOString()): void {
  const use: RecentUse = { userId, kind, context, at };
  db.recentUses.remove(recentUseKey(use));
  db.recentUses.insert(use);
}
