import { endpoints } from '../../src/config/endpoints';
import { customerSearchRequestSchema, type CustomerListItem, type CustomerSearchRequest } from '../../src/lib/schemas/dashboard-schemas';
import { customerName, customerServiceAddress, primaryOf } from '../db/record-views';
import type { MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import type { Customer } from '../db/types';
import { compareKeys, compareText } from '../lib/text-order';
import { customerSearchIndex, type CustomerSortColumn } from './customer-search-index';
import { validationError } from './handler-utils';
import { createLookup, recentFirst, type Lookup } from './record-refs';
import { route } from './route';
import { page, searchTerm, telephoneDigits, unknownSortText, type SearchAnswer } from './search-utils';

/** Sort columns: `Name` (customer name, the default when `by` is empty) and `DateCreated`. */
export const CUSTOMER_SORTS = ['Name', 'DateCreated'] as const;

/** A customer as a search result row (also the customer of a possible duplicate). */
export function customerListItem(lookup: Lookup, customer: Customer): CustomerListItem {
  const parent = lookup.customer(customer.parentContext);
  const address = customerServiceAddress(customer);
  return {
    context: customer.context,
    customerName: customerName(customer),
    parentCustomerName: parent ? customerName(parent) : null,
    active: customer.active,
    address: address ? { ...address } : null,
    telephone: primaryOf(customer.telephoneList)?.number ?? null,
    email: primaryOf(customer.emailList)?.address ?? null,
    dateCreated: customer.dateCreated,
  };
}

/** The customers a search request matches (active, assigned personnel, the free text) in its sort order, or a 400. */
export function matchingCustomers(db: MockDb, body: CustomerSearchRequest): Response | Customer[] {
  const term = searchTerm(body.searchTerm);
  if (term instanceof Response) return term;
  const sortBy = body.sort.by.trim() || 'Name';
  if (!(CUSTOMER_SORTS as readonly string[]).includes(sortBy)) return validationError([unknownSortText(body.sort.by)]);
  let assignedCustomers: Set<string> | null = null;
  if (body.assignedTo !== null) {
    assignedCustomers = new Set([
      ...db.intakes.where('assignedTo', body.assignedTo).map((intake) => intake.customerContext),
      ...db.appointments
        .where('participant', body.assignedTo)
        .flatMap((appointment) => (appointment.customerContext ? [appointment.customerContext] : [])),
    ]);
  }
  const digits = telephoneDigits(term);
  const index = customerSearchIndex(db.customers.all());
  // In the sort's order already: filtering keeps it.
  return index
    .ordered(sortBy as CustomerSortColumn, body.sort.direction)
    .filter(
      (customer) =>
        (body.active === null || customer.active === body.active) &&
        (assignedCustomers === null || assignedCustomers.has(customer.context)) &&
        index.matches(customer, term, digits),
    );
}

const search = route('post', endpoints.customerSearch.search, { allow: 'CUST_R', body: customerSearchRequestSchema }, ({ user, body }) => {
  const db = getDb();
  const found = matchingCustomers(db, body);
  if (found instanceof Response) return found;
  const lookup = createLookup(db);
  const sortBy = body.sort.by.trim() || 'Name';
  const direction = body.sort.direction === 'ASC' ? 1 : -1;
  const compare = (a: Customer, b: Customer): number => {
    const order = sortBy === 'DateCreated' ? compareKeys(a.dateCreated, b.dateCreated) : compareText(customerName(a), customerName(b));
    return order * direction || compareKeys(a.context, b.context);
  };
  const ordered = body.recentlyUsed ? recentFirst(db, found, user.id, 'customer', compare) : found;
  const answer: SearchAnswer<CustomerListItem> = {
    results: page(ordered, body.pageNumber, body.pageSize).map((customer) => customerListItem(lookup, customer)),
    searchResultCount: found.length,
    totalCount: db.customers.size,
  };
  return answer;
});

export const customerSearchHandlers = [search];
