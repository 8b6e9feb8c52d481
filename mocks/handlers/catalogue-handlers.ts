import { endpoints } from '../../src/config/endpoints';
import { jobPermissions, picklistPermissions } from '../../src/lib/permission-codes';
import {
  CATALOGUE_CONTEXT_REQUIRED_TEXT,
  DISCOUNT_IN_USE_TEXT,
  DISCOUNT_NOT_FOUND_TEXT,
  discountInputSchema,
  discountUpdateRequestSchema,
  TAX_OVERRIDE_IN_USE_TEXT,
  TAX_OVERRIDE_NOT_FOUND_TEXT,
  taxOverrideInputSchema,
  taxOverrideUpdateRequestSchema,
  type Discount,
  type PaymentTerm,
  type TaxOverride,
} from '../../src/lib/schemas/job-catalogue-schemas';
import { randomUuid } from '../db/ids';
import type { MockDb } from '../db/mock-store';
import { accountDiscount } from '../db/seed-job-pricing';
import { getDb } from '../db/store';
import { compareText } from '../lib/text-order';
import { clientError, notFound, ok } from './handler-utils';
import { discountView, taxOverrideView } from './job-views';
import { issueMessages, route } from './route';

/**
 * The pick-lists of the Discount, Payment term and Tax override dialogs (spec 3 §2): what has been
 * used. Saving a job with a new discount or tax override adds it (job-save.ts); these calls list,
 * add, change (administration) and remove entries. Jobs keep their own copies, so changing an entry
 * changes no job; an entry a job or a customer's default discount uses is not
 * removed (422).
 */

const ADMINISTRATOR = 'ADMINISTRATOR';

/** Jobs copy an entry with its context; a customer's default percent is its Account Discount entry. */
function discountInUse(db: MockDb, context: string): boolean {
  return (
    db.jobs.all().some((job) => job.discount?.context === context) ||
    db.customers.all().some((customer) => accountDiscount(customer.jobConfig.discount)?.context === context)
  );
}

function taxOverrideInUse(db: MockDb, context: string): boolean {
  return db.jobs.all().some((job) => job.taxOverride?.context === context);
}

const jobEditors = [jobPermissions.create, jobPermissions.update];
const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const getDiscounts = route('get', endpoints.discount.getAll, { allow: jobEditors }, () =>
  [...getDb().discounts.all()]
    .sort((a, b) => compareText(a.description, b.description) || a.value - b.value)
    .map((entry): Discount => discountView({ context: entry.context, description: entry.description, discountType: entry.discountType, value: entry.value })),
);

const createDiscount = route('post', endpoints.discount.create, { allow: jobEditors, body: discountInputSchema, messages: issueMessages }, ({ body }) => {
  const db = getDb();
  const found = db.discounts.all().find((entry) => sameText(entry.description, body.description) && entry.discountType === body.discountType && entry.value === body.value);
  const entry = found ?? db.discounts.insert({ context: randomUuid(), description: body.description.trim(), discountType: body.discountType, value: body.value, dateCreated: new Date().toISOString() });
  return discountView({ context: entry.context, description: entry.description, discountType: entry.discountType, value: entry.value });
});

const updateDiscount = route('post', endpoints.discount.update, { allow: ADMINISTRATOR, body: discountUpdateRequestSchema, messages: issueMessages }, ({ body }) => {
  const db = getDb();
  const existing = db.discounts.get(body.context);
  if (!existing) return notFound(DISCOUNT_NOT_FOUND_TEXT);
  const entry = db.discounts.put({ ...existing, description: body.description.trim(), discountType: body.discountType, value: body.value });
  return discountView({ context: entry.context, description: entry.description, discountType: entry.discountType, value: entry.value });
});

const deleteDiscount = route('delete', endpoints.discount.delete, { allow: picklistPermissions.delete, context: CATALOGUE_CONTEXT_REQUIRED_TEXT }, ({ context }) => {
  const db = getDb();
  if (!db.discounts.get(context)) return notFound(DISCOUNT_NOT_FOUND_TEXT);
  if (discountInUse(db, context)) return clientError(DISCOUNT_IN_USE_TEXT);
  db.discounts.remove(context);
  return ok();
});

const getTaxOverrides = route('get', endpoints.taxOverride.getAll, { allow: jobEditors }, () =>
  [...getDb().taxOverrides.all()]
    .sort((a, b) => compareText(a.description, b.description) || a.taxRate - b.taxRate)
    .map((entry): TaxOverride => taxOverrideView({ context: entry.context, description: entry.description, taxRate: entry.taxRate })),
);

const createTaxOverride = route('post', endpoints.taxOverride.create, { allow: jobEditors, body: taxOverrideInputSchema, messages: issueMessages }, ({ body }) => {
  const db = getDb();
  const found = db.taxOverrides.all().find((entry) => sameText(entry.description, body.description) && entry.taxRate === body.taxRate);
  const entry = found ?? db.taxOverrides.insert({ context: randomUuid(), description: body.description.trim(), taxRate: body.taxRate, dateCreated: new Date().toISOString() });
  return taxOverrideView({ context: entry.context, description: entry.description, taxRate: entry.taxRate });
});

const updateTaxOverride = route('post', endpoints.taxOverride.update, { allow: ADMINISTRATOR, body: taxOverrideUpdateRequestSchema, messages: issueMessages }, ({ body }) => {
  const db = getDb();
  const existing = db.taxOverrides.get(body.context);
  if (!existing) return notFound(TAX_OVERRIDE_NOT_FOUND_TEXT);
  const entry = db.taxOverrides.put({ ...existing, description: body.description.trim(), taxRate: body.taxRate });
  return taxOverrideView({ context: entry.context, description: entry.description, taxRate: entry.taxRate });
});

const deleteTaxOverride = route('delete', endpoints.taxOverride.delete, { allow: picklistPermissions.delete, context: CATALOGUE_CONTEXT_REQUIRED_TEXT }, ({ context }) => {
  const db = getDb();
  if (!db.taxOverrides.get(context)) return notFound(TAX_OVERRIDE_NOT_FOUND_TEXT);
  if (taxOverrideInUse(db, context)) return clientError(TAX_OVERRIDE_IN_USE_TEXT);
  db.taxOverrides.remove(context);
  return ok();
});

/** The PaymentTerm picklist with days, by order; payment terms are costs' company (`JOB_COST_R`). */
const getPaymentTerms = route('get', endpoints.paymentTerm.getAll, { allow: jobPermissions.costRead }, () =>
  getDb()
    .picklists.where('kind', 'PaymentTerm')
    .sort((a, b) => a.order - b.order || compareText(a.text, b.text))
    .map((term): PaymentTerm => ({ context: term.context, description: term.text, days: term.dueDays ?? 0, isDefault: term.isDefault, active: term.active })),
);

export const catalogueHandlers = [getDiscounts, createDiscount, updateDiscount, deleteDiscount, getTaxOverrides, createTaxOverride, updateTaxOverride, deleteTaxOverride, getPaymentTerms];
