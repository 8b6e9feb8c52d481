import { endpoints } from '../../src/config/endpoints';
import { jobPermissions, picklistPermissions } from '../../src/lib/permission-codes';
import {
  CATALOGUE_CONTEXT_REQUIRED_TEXT,
  DISCOUNT_NOT_FOUND_TEXT,
  discountInputSchema,
  TAX_OVERRIDE_NOT_FOUND_TEXT,
  taxOverrideInputSchema,
  type Discount,
  type PaymentTerm,
  type TaxOverride,
} from '../../src/lib/schemas/job-catalogue-schemas';
import { randomUuid } from '../db/ids';
import { getDb } from '../db/store';
import { compareText } from '../lib/text-order';
import { notFound, ok } from './handler-utils';
import { discountView, taxOverrideView } from './job-views';
import { issueMessages, route } from './route';

/**
 * The pick-lists of the Discount, Payment term and Tax override dialogs (spec 3 §2): what has been
 * used. Saving a job with a new discount or tax override adds it (job-save.ts); these calls list,
 * add and remove entries. Jobs keep their own copies, so removing an entry changes no job.
 */

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

const deleteDiscount = route('delete', endpoints.discount.delete, { allow: picklistPermissions.delete, context: CATALOGUE_CONTEXT_REQUIRED_TEXT }, ({ context }) =>
  getDb().discounts.remove(context) ? ok() : notFound(DISCOUNT_NOT_FOUND_TEXT),
);

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

const deleteTaxOverride = route('delete', endpoints.taxOverride.delete, { allow: picklistPermissions.delete, context: CATALOGUE_CONTEXT_REQUIRED_TEXT }, ({ context }) =>
  getDb().taxOverrides.remove(context) ? ok() : notFound(TAX_OVERRIDE_NOT_FOUND_TEXT),
);

/** The PaymentTerm picklist with days, by order; payment terms are costs' company (`JOB_COST_R`). */
const getPaymentTerms = route('get', endpoints.paymentTerm.getAll, { allow: jobPermissions.costRead }, () =>
  getDb()
    .picklists.where('kind', 'PaymentTerm')
    .sort((a, b) => a.order - b.order || compareText(a.text, b.text))
    .map((term): PaymentTerm => ({ context: term.context, description: term.text, days: term.dueDays ?? 0, isDefault: term.isDefault, active: term.active })),
);

export const catalogueHandlers = [getDiscounts, createDiscount, deleteDiscount, getTaxOverrides, createTaxOverride, deleteTaxOverride, getPaymentTerms];
