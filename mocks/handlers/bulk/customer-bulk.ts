import { customerSearchRequestSchema } from '../../../src/lib/schemas/dashboard-schemas';
import type { MockDb } from '../../db/mock-store';
import { customerName } from '../../db/record-views';
import type { Customer } from '../../db/types';
import { customerDeleteProblem, removeCustomer } from '../customer-handlers';
import { matchingCustomers } from '../customer-search-handlers';
import { requestMessages, validationError } from '../handler-utils';
import type { BulkActionRule, BulkAdapter } from './bulk-adapter';

const CHANGE_DENIED = 'You do not have permission to change customers.';
const activeText = (active: boolean) => (active ? 'Active' : 'Inactive');

/** Stores the customer with `active` changed: the version one higher. */
function saveActive(db: MockDb, customer: Customer, active: boolean): number {
  return db.customers.put({ ...customer, active, dateModified: new Date().toISOString(), version: customer.version + 1 }).version;
}

function activeRule(active: boolean): BulkActionRule<Customer> {
  return {
    permission: 'CUST_U',
    deniedReason: CHANGE_DENIED,
    valueProblem: () => null,
    summary: () => (active ? 'Make Active' : 'Make Inactive'),
    plan: (_lookup, customer) => (customer.active === active ? { skip: `It is already ${activeText(active).toLowerCase()}.` } : { from: activeText(customer.active), to: activeText(active) }),
    apply: (lookup, _user, customer) => saveActive(lookup.db, customer, active),
    restore: (lookup, _user, current, before) => saveActive(lookup.db, current, before.active),
  };
}

/** Customers for bulk changes: Make Inactive, Make Active, Delete (spec 1: a customer with work is made inactive instead). */
export const customerBulk: BulkAdapter<Customer> = {
  readPermission: 'CUST_R',
  get: (db, context) => db.customers.get(context),
  context: (customer) => customer.context,
  name: (_lookup, customer) => customerName(customer),
  version: (customer) => customer.version,
  matching: (db, filter) => {
    const parsed = customerSearchRequestSchema.safeParse({ pageNumber: 1, pageSize: 1, ...(filter as object) });
    return parsed.success ? matchingCustomers(db, parsed.data) : validationError(requestMessages(parsed.error));
  },
  actions: {
    deactivate: activeRule(false),
    activate: activeRule(true),
    delete: {
      permission: 'CUST_D',
      deniedReason: 'You do not have permission to delete customers.',
      valueProblem: () => null,
      summary: () => 'Delete',
      plan: (lookup, customer) => {
        const problem = customerDeleteProblem(lookup.db, customer.context);
        return problem ? { skip: problem } : { from: activeText(customer.active), to: 'Deleted' };
      },
      apply: (lookup, _user, customer) => {
        removeCustomer(lookup.db, customer.context);
        return null;
      },
    },
  },
};
