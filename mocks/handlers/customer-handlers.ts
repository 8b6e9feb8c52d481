import { endpoints } from '../../src/config/endpoints';
import { documentListItem, serverToday } from './document-views';
import type { Address } from '../../src/lib/schemas/common-schemas';
import { normalizeAddress, normalizeEmails, normalizeTelephones, withOnePrimary } from '../../src/lib/schemas/contact-schemas';
import { buildJobName, DUPLICATE_CUSTOMER_TEXT, findDuplicatesRequestSchema, type CustomerActivity, type CustomerRecord, type DuplicateMatch, type FindDuplicatesRequest, type JobConfigResponse } from '../../src/lib/schemas/customer-schemas';
import { customerCreateRequestSchema, customerUpdateRequestSchema, type CustomerCreateRequest } from '../../src/lib/schemas/customer-request-schemas';
import { randomUuid } from '../db/ids';
import { customerName } from '../db/record-views';
import { recentUseKey, type MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import type { Customer, MockUser } from '../db/types';
import { compareKeys, compareText } from '../lib/text-order';
import { clientDateText, clientToday } from './client-time';
import { clientError, clientTimezoneOffset, conflictError, notFound, ok, validationError } from './handler-utils';
import { customerListItem } from './customer-search-handlers';
import { jobTotals } from './job-lines';
import { canSeeJobCosts } from './job-views';
import { createLookup, recordUse, type Lookup } from './record-refs';
import { issueMessages, route } from './route';

export const CUSTOMER_CONTEXT_REQUIRED_TEXT = 'A customer context is required.';
export const CUSTOMER_NOT_FOUND_TEXT = 'Customer not found';
export const CUSTOMER_CONFLICT_TEXT =
  'This customer was changed by someone else after you opened it. Your changes are still on the screen; reload the customer to see the latest version before saving again.';
export const CUSTOMER_HAS_WORK_TEXT = 'This customer has intake or jobs and cannot be deleted. Make the customer inactive instead.';
export const CUSTOMER_HAS_SUB_CUSTOMERS_TEXT =
  'This customer has sub-customers and cannot be deleted. Delete its sub-customers first, or make the customer inactive instead.';
export const customerRuleMessages = {
  parentNotFound: 'The parent customer was not found.',
  parentIsSelf: 'A customer cannot be its own parent.',
  parentIsSubCustomer: 'A sub-customer cannot be the parent of another customer.',
  hasSubCustomers: 'A customer with sub-customers cannot become a sub-customer.',
  paymentTermNotFound: 'The payment term was not found.',
  addressInUse: (line: string) => `The address ${line} is used by intake or jobs and cannot be removed.`,
} as const;

/** Most possible duplicates FindDuplicates answers. */
const MAX_DUPLICATES = 10;

/* ---------- Views ---------- */

function link(customer: Customer) {
  return { context: customer.context, customerName: customerName(customer), active: customer.active };
}

function paymentTermRef(lookup: Lookup, context: string | null) {
  const term = lookup.picklist(context);
  return term ? { context: term.context, description: term.text, isDefault: term.isDefault } : null;
}

export function customerView(lookup: Lookup, customer: Customer): CustomerRecord {
  const parent = lookup.customer(customer.parentContext);
  const subCustomers = lookup.db.customers.where('parent', customer.context).sort((a, b) => compareText(customerName(a), customerName(b)));
  return {
    context: customer.context,
    customerType: customer.customerType,
    firstName: customer.firstName,
    lastName: customer.lastName,
    companyName: customer.companyName,
    customerName: customerName(customer),
    active: customer.active,
    parent: parent ? link(parent) : null,
    subCustomers: subCustomers.map(link),
    addresses: customer.addresses.map((address) => ({ ...address })),
    telephoneList: customer.telephoneList.map((telephone) => ({ ...telephone })),
    emailList: customer.emailList.map((email) => ({ ...email })),
    notes: customer.notes,
    jobConfig: {
      jobNamePattern: customer.jobConfig.jobNamePattern,
      discount: customer.jobConfig.discount,
      paymentTerm: paymentTermRef(lookup, customer.jobConfig.paymentTermContext),
      taxOverride: customer.jobConfig.taxOverride,
    },
    dateCreated: customer.dateCreated,
    dateModified: customer.dateModified,
    version: customer.version,
  };
}

/** The customer as `user` may see it: the job defaults only with JOB_COST_R (docs/api.md). */
export function customerViewFor(user: MockUser, lookup: Lookup, customer: Customer): CustomerRecord {
  const view = customerView(lookup, customer);
  if (canSeeJobCosts(user)) return view;
  const { jobConfig: _costs, ...withoutCosts } = view;
  return withoutCosts;
}

/** Puts the customer at the top of the user's recently used customers (dashboard, picker). */
export function recordCustomerUse(db: MockDb, userId: string, context: string): void {
  recordUse(db, userId, 'customer', context);
}

/* ---------- Duplicates ---------- */

function nameKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The last 10 digits of a telephone number (the extension left off), or `''` when it has fewer than 7. */
function telephoneKey(number: string): string {
  const main = number.split(/\s*(?:x|ext\.?|extension)\s*\d/i)[0] ?? number;
  const digits = main.replace(/\D/g, '');
  return digits.length >= 7 ? digits.slice(-10) : '';
}

/** Existing customers with the same name, a telephone number or an email address of `request`. */
export function findDuplicates(db: MockDb, request: FindDuplicatesRequest, exceptContext: string | null = null): DuplicateMatch[] {
  const lookup = createLookup(db);
  const name = nameKey(request.customerType === 'Company' ? request.companyName : `${request.firstName} ${request.lastName}`);
  const telephones = new Map(request.telephoneNumbers.map((number) => [telephoneKey(number), number] as const).filter(([key]) => key !== ''));
  const emails = new Set(request.emailAddresses.map((address) => address.trim().toLowerCase()).filter(Boolean));
  const matches: DuplicateMatch[] = [];
  for (const customer of db.customers.all()) {
    if (customer.context === exceptContext) continue;
    const reasons: DuplicateMatch['reasons'] = [];
    if (name !== '' && nameKey(customerName(customer)) === name) reasons.push({ kind: 'Name', text: 'Same name' });
    for (const telephone of customer.telephoneList) {
      if (telephones.has(telephoneKey(telephone.number))) reasons.push({ kind: 'Telephone', text: `Same telephone number ${telephone.number}` });
    }
    for (const email of customer.emailList) {
      if (emails.has(email.address.toLowerCase())) reasons.push({ kind: 'Email', text: `Same email address ${email.address}` });
    }
    if (reasons.length > 0) matches.push({ customer: customerListItem(lookup, customer), reasons: [...new Map(reasons.map((reason) => [reason.text, reason])).values()] });
  }
  return matches
    .sort(
      (a, b) =>
        Number(b.customer.active) - Number(a.customer.active) ||
        b.reasons.length - a.reasons.length ||
        compareText(a.customer.customerName, b.customer.customerName),
    )
    .slice(0, MAX_DUPLICATES);
}

/* ---------- Saving ---------- */

/** Addresses as stored: trimmed, one primary per type, existing contexts kept and new ones given one. */
function storedAddresses(addresses: readonly Address[], existing: readonly Address[]): Address[] {
  const known = new Set(existing.map((address) => address.context));
  const trimmed = addresses.map((address) => normalizeAddress(address)).filter((address): address is Address => address !== null);
  return withOnePrimary(trimmed, (address) => address.addressType).map((address) => ({
    ...address,
    context: address.context && known.has(address.context) ? address.context : randomUuid(),
  }));
}

function storedFields(body: CustomerCreateRequest, existing: Customer | null) {
  const company = body.customerType === 'Company';
  return {
    customerType: body.customerType,
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    companyName: company ? body.companyName.trim() : '',
    active: body.active,
    parentContext: body.parentContext,
    addresses: storedAddresses(body.addresses, existing?.addresses ?? []),
    telephoneList: normalizeTelephones(body.telephoneList).map((telephone) => ({
      ...telephone,
      context: existing?.telephoneList.some((item) => item.context === telephone.context) && telephone.context ? telephone.context : randomUuid(),
    })),
    emailList: normalizeEmails(body.emailList).map((email) => ({
      ...email,
      context: existing?.emailList.some((item) => item.context === email.context) && email.context ? email.context : randomUuid(),
    })),
    notes: body.notes,
    jobConfig: {
      jobNamePattern: body.jobConfig.jobNamePattern.trim(),
      discount: body.jobConfig.discount,
      paymentTermContext: body.jobConfig.paymentTermContext,
      taxOverride: body.jobConfig.taxOverride,
    },
  };
}

/** Rules that need the database: the parent, the payment term, and addresses still in use. */
function recordProblems(db: MockDb, body: CustomerCreateRequest, existing: Customer | null): string[] {
  const problems: string[] = [];
  if (body.parentContext !== null) {
    const parent = db.customers.get(body.parentContext);
    if (!parent) problems.push(customerRuleMessages.parentNotFound);
    else if (existing && parent.context === existing.context) problems.push(customerRuleMessages.parentIsSelf);
    else if (parent.parentContext !== null) problems.push(customerRuleMessages.parentIsSubCustomer);
    if (existing && db.customers.count('parent', existing.context) > 0) problems.push(customerRuleMessages.hasSubCustomers);
  }
  const term = body.jobConfig.paymentTermContext;
  if (term !== null && db.picklists.get(term)?.kind !== 'PaymentTerm') problems.push(customerRuleMessages.paymentTermNotFound);
  if (existing) {
    const kept = new Set(body.addresses.map((address) => address.context).filter(Boolean));
    const used = (context: string) =>
      db.intakes.count('address', context) > 0 || db.jobs.count('address', context) > 0 || db.appointments.count('address', context) > 0;
    for (const address of existing.addresses) {
      if (!kept.has(address.context) && used(address.context)) {
        const line = [address.street1, address.city].filter((part) => part.trim()).join(', ');
        problems.push(customerRuleMessages.addressInUse(line));
      }
    }
  }
  return problems;
}

/* ---------- Handlers ---------- */

const getByContext = route('get', endpoints.customer.get, { allow: 'CUST_R', context: CUSTOMER_CONTEXT_REQUIRED_TEXT }, ({ user, context }) => {
  const db = getDb();
  const customer = db.customers.get(context);
  if (!customer) return notFound(CUSTOMER_NOT_FOUND_TEXT);
  recordCustomerUse(db, user.id, context);
  return customerViewFor(user, createLookup(db), customer);
});

const create = route(
  'post',
  endpoints.customer.create,
  { allow: 'CUST_C', body: customerCreateRequestSchema, messages: issueMessages },
  ({ user, body }) => {
    const db = getDb();
    const problems = recordProblems(db, body, null);
    if (problems.length > 0) return validationError(problems);
    if (!body.ignoreDuplicates) {
      const duplicates = findDuplicates(db, {
        customerType: body.customerType,
        firstName: body.firstName,
        lastName: body.lastName,
        companyName: body.companyName,
        telephoneNumbers: body.telephoneList.map((telephone) => telephone.number),
        emailAddresses: body.emailList.map((email) => email.address),
      });
      if (duplicates.length > 0) return clientError(DUPLICATE_CUSTOMER_TEXT);
    }
    const now = new Date().toISOString();
    const customer = db.customers.insert({ context: randomUuid(), ...storedFields(body, null), dateCreated: now, dateModified: now, version: 1 });
    recordCustomerUse(db, user.id, customer.context);
    return customerViewFor(user, createLookup(db), customer);
  },
);

const update = route(
  'post',
  endpoints.customer.update,
  { allow: 'CUST_U', body: customerUpdateRequestSchema, messages: issueMessages },
  ({ user, body }) => {
    const db = getDb();
    const existing = db.customers.get(body.context);
    if (!existing) return notFound(CUSTOMER_NOT_FOUND_TEXT);
    if (existing.version !== body.version) return conflictError(CUSTOMER_CONFLICT_TEXT);
    const problems = recordProblems(db, body, existing);
    if (problems.length > 0) return validationError(problems);
    const saved = db.customers.put({
      ...existing,
      ...storedFields(body, existing),
      // A user without JOB_COST_R never saw the job defaults: what they send does not replace them.
      ...(canSeeJobCosts(user) ? {} : { jobConfig: existing.jobConfig }),
      dateModified: new Date().toISOString(),
      version: existing.version + 1,
    });
    recordCustomerUse(db, user.id, saved.context);
    return customerViewFor(user, createLookup(db), saved);
  },
);

/** Why a customer cannot be deleted (intake or jobs, sub-customers), or `null`. */
export function customerDeleteProblem(db: MockDb, context: string): string | null {
  if (db.intakes.count('customer', context) > 0 || db.jobs.count('customer', context) > 0) return CUSTOMER_HAS_WORK_TEXT;
  return db.customers.count('parent', context) > 0 ? CUSTOMER_HAS_SUB_CUSTOMERS_TEXT : null;
}

/** Removes a customer; its tasks and appointments keep their text without it (check `customerDeleteProblem` first). */
export function removeCustomer(db: MockDb, context: string): void {
  db.customers.remove(context);
  for (const use of db.recentUses.where('record', context)) if (use.kind === 'customer') db.recentUses.remove(recentUseKey(use));
  for (const task of db.tasks.where('customer', context)) db.tasks.put({ ...task, customerContext: null });
  for (const appointment of db.appointments.where('customer', context)) db.appointments.put({ ...appointment, customerContext: null, addressContext: null });
}

const remove = route('delete', endpoints.customer.delete, { allow: 'CUST_D', context: CUSTOMER_CONTEXT_REQUIRED_TEXT }, ({ context }) => {
  const db = getDb();
  if (!db.customers.has(context)) return notFound(CUSTOMER_NOT_FOUND_TEXT);
  const problem = customerDeleteProblem(db, context);
  if (problem) return clientError(problem);
  removeCustomer(db, context);
  return ok();
});

/** MM/dd/yyyy of a `yyyy-MM-dd` date. */
function usDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
}

/** The highest job number so far (0 without jobs). */
export function highestJobNumber(db: MockDb): number {
  let highest = 0;
  for (const job of db.jobs.all()) if (job.number > highest) highest = job.number;
  return highest;
}

const getJobConfig = route(
  'get',
  endpoints.customer.getJobConfig,
  // The customer's job defaults are costs' company (JOB_COST_R, docs/api.md); the job editor reads Job/GetJobConfig.
  { allow: 'JOB_COST_R', context: CUSTOMER_CONTEXT_REQUIRED_TEXT },
  ({ request, context }) => {
    const db = getDb();
    const customer = db.customers.get(context);
    if (!customer) return notFound(CUSTOMER_NOT_FOUND_TEXT);
    const company = customer.customerType === 'Company';
    const answer: JobConfigResponse = {
      // The customer's own pattern, else the company's (system setting JOB_NAME_PATTERN), else the default.
      jobName: buildJobName(customer.jobConfig.jobNamePattern.trim() || (db.systemSettings.get('JOB_NAME_PATTERN')?.value ?? ''), {
        firstName: customer.firstName,
        lastName: company ? customer.companyName : customer.lastName,
        customerName: customerName(customer),
        date: usDate(clientDateText(Date.now(), clientTimezoneOffset(request))),
        number: highestJobNumber(db) + 1,
      }),
      discount: customer.jobConfig.discount,
      paymentTerm: paymentTermRef(createLookup(db), customer.jobConfig.paymentTermContext),
      taxOverride: customer.jobConfig.taxOverride,
    };
    return answer;
  },
);

const findDuplicatesHandler = route(
  'post',
  endpoints.customer.findDuplicates,
  { allow: 'CUST_C', body: findDuplicatesRequestSchema, messages: issueMessages },
  ({ body }) => ({ matches: findDuplicates(getDb(), body) }),
);

function can(user: MockUser, code: string): boolean {
  return user.permissions.includes(code);
}

const newestFirst =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) =>
    compareKeys(key(b), key(a));

/** The customer's records, each kind only for users who may read it (else `null`), newest first. */
export function customerActivity(db: MockDb, user: MockUser, context: string, today: string = serverToday()): CustomerActivity {
  const lookup = createLookup(db);
  const jobs = db.jobs.where('customer', context);
  const jobName = (jobContext: string) => db.jobs.get(jobContext)?.name ?? '';
  const ofJobs = <T>(documents: (jobContext: string) => T[]) => jobs.flatMap((job) => documents(job.context));
  const payments = ofJobs((job) => db.payments.where('job', job));
  return {
    intakes: can(user, 'INTAKE_R')
      ? db.intakes
          .where('customer', context)
          .sort(newestFirst((intake) => intake.dateTime))
          .map((intake) => ({
            context: intake.context,
            dateTime: intake.dateTime,
            description: intake.description,
            intakeType: lookup.picklist(intake.intakeTypeContext)?.text ?? '',
            status: intake.status,
          }))
      : null,
    jobs: can(user, 'JOB_R')
      ? [...jobs].sort(newestFirst((job) => job.dateTime)).map((job) => {
          const service = job.serviceCustomerContext === context;
          const billing = job.billingCustomerContext === context;
          return {
            context: job.context,
            number: job.number,
            name: job.name,
            jobStatus: lookup.picklist(job.jobStatusContext)?.text ?? '',
            dateTime: job.dateTime,
            total: jobTotals(db, job).total,
            role: service && billing ? ('Service and Billing' as const) : service ? ('Service' as const) : ('Billing' as const),
          };
        })
      : null,
    // The job documents as every list shows them (`documentListItem`), in the activity's shape.
    proposals: can(user, 'PROP_R')
      ? ofJobs((job) => db.proposals.where('job', job))
          .sort(newestFirst((proposal) => proposal.date))
          .map((proposal) => {
            const item = documentListItem(db, 'proposal', proposal, today, lookup);
            return { context: item.context, jobContext: item.job.context, jobName: item.job.name, number: item.number, date: item.date, status: item.status, total: item.total };
          })
      : null,
    invoices: can(user, 'INVOICE_R')
      ? ofJobs((job) => db.invoices.where('job', job))
          .sort(newestFirst((invoice) => invoice.date))
          .map((invoice) => {
            const item = documentListItem(db, 'invoice', invoice, today, lookup);
            return {
              context: item.context,
              jobContext: item.job.context,
              jobName: item.job.name,
              number: item.number,
              date: item.date,
              dueDate: invoice.dueDate,
              issued: invoice.issued,
              total: item.total,
              amountDue: item.amountDue ?? 0,
            };
          })
      : null,
    payments: can(user, 'PYMT_R')
      ? payments
          .sort(newestFirst((payment) => payment.date))
          .map((payment) => ({
            context: payment.context,
            jobContext: payment.jobContext,
            jobName: jobName(payment.jobContext),
            invoiceNumber: payment.invoiceContext ? (db.invoices.get(payment.invoiceContext)?.number ?? null) : null,
            date: payment.date,
            amount: payment.amount,
            method: payment.method,
            checkAuthNumber: payment.checkAuthNumber,
          }))
      : null,
    emails: can(user, 'EMAIL_HIST_R')
      ? db.sentEmails
          .where('customer', context)
          .sort(newestFirst((email) => email.sent))
          .map((email) => ({
            context: email.context,
            subject: email.subject,
            sent: email.sent,
            sentByName: email.sentByName,
            to: email.to.map((party) => party.personName || party.emailAddress).join(', '),
          }))
      : null,
  };
}

const getActivity = route('get', endpoints.customer.getActivity, { allow: 'CUST_R', context: CUSTOMER_CONTEXT_REQUIRED_TEXT }, ({ request, user, context }) => {
  const db = getDb();
  if (!db.customers.has(context)) return notFound(CUSTOMER_NOT_FOUND_TEXT);
  return customerActivity(db, user, context, clientToday(request));
});

/** Mock handlers for the customer calls (CUST_C, CUST_R, CUST_U, CUST_D). The search is in customer-search-handlers.ts. */
export const customerHandlers = [getByContext, create, update, remove, getJobConfig, findDuplicatesHandler, getActivity];
