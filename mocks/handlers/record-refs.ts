import type { Address as AddressView, CustomerRef, PersonnelRef, PicklistRef } from '../../src/lib/schemas/common-schemas';
import { customerName, customerServiceAddress, personnelName } from '../db/record-views';
import type { Address, Customer, MockDb, Personnel, PicklistEntry, RecentUse } from '../db/types';

/** Indexes over the database for building answers; build one per request. */
export interface Lookup {
  db: MockDb;
  customer(context: string | null): Customer | undefined;
  personnel(context: string | null): Personnel | undefined;
  picklist(context: string | null): PicklistEntry | undefined;
  address(context: string | null): Address | undefined;
}

export function createLookup(db: MockDb): Lookup {
  const customers = new Map(db.customers.map((item) => [item.context, item]));
  const personnel = new Map(db.personnel.map((item) => [item.context, item]));
  const picklists = new Map(db.picklists.map((item) => [item.context, item]));
  const addresses = new Map(db.customers.flatMap((item) => item.addresses.map((address) => [address.context, address] as const)));
  return {
    db,
    customer: (context) => (context ? customers.get(context) : undefined),
    personnel: (context) => (context ? personnel.get(context) : undefined),
    picklist: (context) => (context ? picklists.get(context) : undefined),
    address: (context) => (context ? addresses.get(context) : undefined),
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
  items: readonly T[],
  uses: readonly RecentUse[],
  userId: string,
  kind: RecentUse['kind'],
  compare: (a: T, b: T) => number,
): T[] {
  const lastUse = new Map<string, string>();
  for (const use of uses) {
    if (use.userId !== userId || use.kind !== kind) continue;
    const previous = lastUse.get(use.context);
    if (!previous || use.at > previous) lastUse.set(use.context, use.at);
  }
  const recent = items.filter((item) => lastUse.has(item.context));
  recent.sort((a, b) => lastUse.get(b.context)!.localeCompare(lastUse.get(a.context)!));
  const rest = items.filter((item) => !lastUse.has(item.context)).sort(compare);
  return [...recent, ...rest];
}
