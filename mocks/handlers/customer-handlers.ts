import { http, HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import type { Address } from '../../src/lib/schemas/common-schemas';
import { normalizeAddress, normalizeEmails, normalizeTelephones, withOnePrimary } from '../../src/lib/schemas/contact-schemas';
import {
  buildJobName,
  customerCreateRequestSchema,
  customerUpdateRequestSchema,
  DUPLICATE_CUSTOMER_TEXT,
  findDuplicatesRequestSchema,
  type CustomerActivity,
  type CustomerCreateRequest,
  type CustomerRecord,
  type DuplicateMatch,
  type FindDuplicatesRequest,
  type JobConfigResponse,
} from '../../src/lib/schemas/customer-schemas';
import { randomUuid } from '../db/ids';
import { customerName, documentTotals } from '../db/record-views';
import { getDb, updateDb } from '../db/store';
import type { Customer, MockDb, MockUser } from '../db/types';
import { clientDateText } from './client-time';
import { apiPath, clientError, clientTimezoneOffset, conflictError, notFound, ok, requirePermission, requireUser, validationError } from './handler-utils';
import { customerListItem } from './customer-search-handlers';
import { contextParameter, parseRecordBody } from './location-handlers';
import { createLookup, type Lookup } from './record-refs';

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
  const subCustomers = lookup.db.customers
    .filter((candidate) => candidate.parentContext === customer.context)
    .sort((a, b) => customerName(a).localeCompare(customerName(b), 'en', { sensitivity: 'base' }));
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

/** Puts the customer at the top of the user's recently used customers (dashboard, picker). */
export function recordCustomerUse(db: MockDb, userId: string, context: string): void {
  db.recentUses = db.recentUses.filter((use) => !(use.userId === userId && use.kind === 'customer' && use.context === context));
  db.recentUses.push({ userId, kind: 'customer', context, at: new Date().toISOString() });
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
  for (const customer of db.customers) {
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
        a.customer.customerName.localeCompare(b.customer.customerName, 'en', { sensitivity: 'base' }),
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
    const parent = db.customers.find((candidate) => candidate.context === body.parentContext);
    if (!parent) problems.push(customerRuleMessages.parentNotFound);
    else if (existing && parent.context === existing.context) problems.push(customerRuleMessages.parentIsSelf);
    else if (parent.parentContext !== null) problems.push(customerRuleMessages.parentIsSubCustomer);
    if (existing && db.customers.some((candidate) => candidate.parentContext === existing.context)) problems.push(customerRuleMessages.hasSubCustomers);
  }
  const term = body.jobConfig.paymentTermContext;
  if (term !== null && !db.picklists.some((item) => item.context === term && item.kind === 'PaymentTerm')) problems.push(customerRuleMessages.paymentTermNotFound);
  if (existing) {
    const kept = new Set(body.addresses.map((address) => address.context).filter(Boolean));
    const used = new Set([
      ...db.intakes.map((intake) => intake.serviceAddressContext),
      ...db.jobs.flatMap((job) => [job.serviceAddressContext, job.billingAddressContext]),
      ...db.appointments.map((appointment) => appointment.addressContext),
    ]);
    for (const address of existing.addresses) {
      if (!kept.has(address.context) && used.has(address.context)) {
        const line = [address.street1, address.city].filter((part) => part.trim()).join(', ');
        problems.push(customerRuleMessages.addressInUse(line));
      }
    }
  }
  return problems;
}

/* ---------- Handlers ---------- */

function findCustomer(context: string): Customer | undefined {
  return getDb().customers.find((candidate) => candidate.context === context);
}

const getByContext = http.get(apiPath(endpoints.customer.get), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'CUST_R');
  if (denied) return denied;
  const context = contextParameter(request, CUSTOMER_CONTEXT_REQUIRED_TEXT);
  if (context instanceof Response) return context;
  if (!findCustomer(context)) return notFound(CUSTOMER_NOT_FOUND_TEXT);
  updateDb((db) => recordCustomerUse(db, user.id, context));
  const db = getDb();
  return HttpResponse.json(customerView(createLookup(db), db.customers.find((candidate) => candidate.context === context)!));
});

const create = http.post(apiPath(endpoints.customer.create), async ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'CUST_C');
  if (denied) return denied;
  const body = await parseRecordBody(request, customerCreateRequestSchema);
  if (body instanceof Response) return body;
  const problems = recordProblems(getDb(), body, null);
  if (problems.length > 0) return validationError(problems);
  if (!body.ignoreDuplicates) {
    const duplicates = findDuplicates(getDb(), {
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
  const customer: Customer = { context: randomUuid(), ...storedFields(body, null), dateCreated: now, dateModified: now, version: 1 };
  updateDb((db) => {
    db.customers.push(customer);
    recordCustomerUse(db, user.id, customer.context);
  });
  return HttpResponse.json(customerView(createLookup(getDb()), customer));
});

const update = http.post(apiPath(endpoints.customer.update), async ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'CUST_U');
  if (denied) return denied;
  const body = await parseRecordBody(request, customerUpdateRequestSchema);
  if (body instanceof Response) return body;
  const existing = findCustomer(body.context);
  if (!existing) return notFound(CUSTOMER_NOT_FOUND_TEXT);
  if (existing.version !== body.version) return conflictError(CUSTOMER_CONFLICT_TEXT);
  const problems = recordProblems(getDb(), body, existing);
  if (problems.length > 0) return validationError(problems);
  const saved = updateDb((db) => {
    Object.assign(existing, { ...storedFields(body, existing), dateModified: new Date().toISOString(), version: existing.version + 1 });
    recordCustomerUse(db, user.id, existing.context);
    return existing;
  });
  return HttpResponse.json(customerView(createLookup(getDb()), saved));
});

const remove = http.delete(apiPath(endpoints.customer.delete), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'CUST_D');
  if (denied) return denied;
  const context = contextParameter(request, CUSTOMER_CONTEXT_REQUIRED_TEXT);
  if (context instanceof Response) return context;
  const db = getDb();
  if (!findCustomer(context)) return notFound(CUSTOMER_NOT_FOUND_TEXT);
  const hasWork =
    db.intakes.some((intake) => intake.customerContext === context) ||
    db.jobs.some((job) => job.serviceCustomerContext === context || job.billingCustomerContext === context);
  if (hasWork) return clientError(CUSTOMER_HAS_WORK_TEXT);
  if (db.customers.some((candidate) => candidate.parentContext === context)) return clientError(CUSTOMER_HAS_SUB_CUSTOMERS_TEXT);
  updateDb((state) => {
    state.customers = state.customers.filter((candidate) => candidate.context !== context);
    state.recentUses = state.recentUses.filter((use) => !(use.kind === 'customer' && use.context === context));
    for (const task of state.tasks) if (task.customerContext === context) task.customerContext = null;
    for (const appointment of state.appointments) {
      if (appointment.customerContext === context) Object.assign(appointment, { customerContext: null, addressContext: null });
    }
  });
  return ok();
});

/** MM/dd/yyyy of a `yyyy-MM-dd` date. */
function usDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
}

const getJobConfig = http.get(apiPath(endpoints.customer.getJobConfig), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, ['CUST_R', 'JOB_C', 'JOB_U']);
  if (denied) return denied;
  const context = contextParameter(request, CUSTOMER_CONTEXT_REQUIRED_TEXT);
  if (context instanceof Response) return context;
  const db = getDb();
  const customer = findCustomer(context);
  if (!customer) return notFound(CUSTOMER_NOT_FOUND_TEXT);
  const company = customer.customerType === 'Company';
  const answer: JobConfigResponse = {
    // The customer's own pattern, else the company's (system setting JOB_NAME_PATTERN), else the default.
    jobName: buildJobName(customer.jobConfig.jobNamePattern.trim() || (db.systemSettings.find((setting) => setting.code === 'JOB_NAME_PATTERN')?.value ?? ''), {
      firstName: customer.firstName,
      lastName: company ? customer.companyName : customer.lastName,
      customerName: customerName(customer),
      date: usDate(clientDateText(Date.now(), clientTimezoneOffset(request))),
      number: db.jobs.reduce((highest, job) => Math.max(highest, job.number), 0) + 1,
    }),
    discount: customer.jobConfig.discount,
    paymentTerm: paymentTermRef(createLookup(db), customer.jobConfig.paymentTermContext),
    taxOverride: customer.jobConfig.taxOverride,
  };
  return HttpResponse.json(answer);
});

const findDuplicatesHandler = http.post(apiPath(endpoints.customer.findDuplicates), async ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'CUST_C');
  if (denied) return denied;
  const body = await parseRecordBody(request, findDuplicatesRequestSchema);
  if (body instanceof Response) return body;
  return HttpResponse.json({ matches: findDuplicates(getDb(), body) });
});

function can(user: MockUser, code: string): boolean {
  return user.permissions.includes(code);
}

const newestFirst = <T>(key: (item: T) => string) => (a: T, b: T) => key(b).localeCompare(key(a));

/** The customer's records, each kind only for users who may read it (else `null`), newest first. */
export function customerActivity(db: MockDb, user: MockUser, context: string): CustomerActivity {
  const lookup = createLookup(db);
  const jobs = db.jobs.filter((job) => job.serviceCustomerContext === context || job.billingCustomerContext === context);
  const jobsByContext = new Map(jobs.map((job) => [job.context, job]));
  const ofJobs = <T extends { jobContext: string }>(items: readonly T[]) => items.filter((item) => jobsByContext.has(item.jobContext));
  const jobName = (jobContext: string) => jobsByContext.get(jobContext)?.name ?? '';
  const paidByInvoice = new Map<string, number>();
  for (const payment of db.payments) {
    if (payment.invoiceContext) paidByInvoice.set(payment.invoiceContext, (paidByInvoice.get(payment.invoiceContext) ?? 0) + payment.amount);
  }
  const invoiceNumbers = new Map(db.invoices.map((invoice) => [invoice.context, invoice.number]));
  return {
    intakes: can(user, 'INTAKE_R')
      ? db.intakes
          .filter((intake) => intake.customerContext === context)
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
            total: documentTotals(job.jobDetailList, job.discount, job.salesTaxRate).total,
            role: service && billing ? ('Service and Billing' as const) : service ? ('Service' as const) : ('Billing' as const),
          };
        })
      : null,
    proposals: can(user, 'PROP_R')
      ? ofJobs(db.proposals)
          .sort(newestFirst((proposal) => proposal.date))
          .map((proposal) => ({
            context: proposal.context,
            jobContext: proposal.jobContext,
            jobName: jobName(proposal.jobContext),
            number: proposal.number,
            date: proposal.date,
            status: proposal.status,
            total: proposal.total,
          }))
      : null,
    invoices: can(user, 'INVOICE_R')
      ? ofJobs(db.invoices)
          .sort(newestFirst((invoice) => invoice.date))
          .map((invoice) => ({
            context: invoice.context,
            jobContext: invoice.jobContext,
            jobName: jobName(invoice.jobContext),
            number: invoice.number,
            date: invoice.date,
            dueDate: invoice.dueDate,
            issued: invoice.issued,
            total: invoice.total,
            amountDue: Math.max(0, Math.round((invoice.total - (paidByInvoice.get(invoice.context) ?? 0)) * 100) / 100),
          }))
      : null,
    payments: can(user, 'PYMT_R')
      ? ofJobs(db.payments)
          .sort(newestFirst((payment) => payment.date))
          .map((payment) => ({
            context: payment.context,
            jobContext: payment.jobContext,
            jobName: jobName(payment.jobContext),
            invoiceNumber: payment.invoiceContext ? (invoiceNumbers.get(payment.invoiceContext) ?? null) : null,
            date: payment.date,
            amount: payment.amount,
            method: payment.method,
            checkAuthNumber: payment.checkAuthNumber,
          }))
      : null,
    emails: can(user, 'EMAIL_HIST_R')
      ? db.sentEmails
          .filter((email) => email.customerSummary?.context === context)
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

const getActivity = http.get(apiPath(endpoints.customer.getActivity), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'CUST_R');
  if (denied) return denied;
  const context = contextParameter(request, CUSTOMER_CONTEXT_REQUIRED_TEXT);
  if (context instanceof Response) return context;
  if (!findCustomer(context)) return notFound(CUSTOMER_NOT_FOUND_TEXT);
  return HttpResponse.json(customerActivity(getDb(), user, context));
});

/** Mock handlers for the customer calls (CUST_C, CUST_R, CUST_U, CUST_D). The search is in customer-search-handlers.ts. */
export const customerHandlers = [getByContext, create, update, remove, getJobConfig, findDuplicatesHandler, getActivity];
