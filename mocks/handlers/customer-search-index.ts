import { customerName } from '../db/record-views';
import type { Customer } from '../db/types';
import { compareKeys, compareText } from '../lib/text-order';

/** Sort columns of the customer search. */
export type CustomerSortColumn = 'Name' | 'DateCreated';
export type SortDirection = 'ASC' | 'DESC';

/**
 * What the customer search reads of every customer, worked out once per version of the collection
 * (its `all()` array, which a write replaces): the text a term is looked for in, the telephone
 * digits, and the customers in each sort order. A search is then one pass over a sorted list, with
 * no sorting and no string building per customer (5,000 customers: about 1 ms against 30–60 ms).
 */
export interface CustomerSearchIndex {
  /** The customers of `all()` in the order of the sort, ties by context. */
  ordered: (by: CustomerSortColumn, direction: SortDirection) => readonly Customer[];
  /** Whether the customer's name, contact name, addresses, emails or telephones hold `term` (lower case), or its telephone digits `digits`. */
  matches: (customer: Customer, term: string, digits: string) => boolean;
}

/** Between two fields of the search text, so a term never matches across fields. */
const FIELD_BREAK = '\u0000';

function searchText(customer: Customer): string {
  return [
    customerName(customer),
    `${customer.firstName} ${customer.lastName}`,
    ...customer.addresses.map((address) => [address.street1, address.street2, address.city, address.state, address.postalCode].join(' ')),
    ...customer.emailList.map((email) => email.address),
    ...customer.telephoneList.map((telephone) => telephone.number),
  ]
    .join(FIELD_BREAK)
    .toLowerCase();
}

function buildIndex(all: readonly Customer[]): CustomerSearchIndex {
  const texts = new Map<Customer, { text: string; digits: string }>();
  for (const customer of all) {
    texts.set(customer, {
      text: searchText(customer),
      digits: customer.telephoneList.map((telephone) => telephone.number.replace(/\D/g, '')).join(FIELD_BREAK),
    });
  }
  const orders = new Map<string, readonly Customer[]>();
  let names: Map<Customer, string> | null = null;
  return {
    ordered(by, direction) {
      const id = `${by} ${direction}`;
      let ordered = orders.get(id);
      if (!ordered) {
        const sign = direction === 'ASC' ? 1 : -1;
        if (by === 'Name') {
          const byName = (names ??= new Map(all.map((customer) => [customer, customerName(customer)])));
          ordered = [...all].sort((a, b) => compareText(byName.get(a)!, byName.get(b)!) * sign || compareKeys(a.context, b.context));
        } else {
          ordered = [...all].sort((a, b) => compareKeys(a.dateCreated, b.dateCreated) * sign || compareKeys(a.context, b.context));
        }
        orders.set(id, ordered);
      }
      return ordered;
    },
    matches(customer, term, digits) {
      if (!term) return true;
      const entry = texts.get(customer);
      if (!entry) return false;
      return entry.text.includes(term) || (digits !== '' && entry.digits.includes(digits));
    },
  };
}

const indexes = new WeakMap<readonly Customer[], CustomerSearchIndex>();

/** The search index of the customers `all()` answers now (built on first use of that version). */
export function customerSearchIndex(all: readonly Customer[]): CustomerSearchIndex {
  let index = indexes.get(all);
  if (!index) {
    index = buildIndex(all);
    indexes.set(all, index);
  }
  return index;
}
