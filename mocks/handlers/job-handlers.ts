import { endpoints } from '../../src/config/endpoints';
import { jobPermissions } from '../../src/lib/permission-codes';
import { buildJobName } from '../../src/lib/schemas/customer-schemas';
import {
  jobCreateRequestSchema,
  jobMessages,
  jobUpdateRequestSchema,
  processSalesTaxRateRequestSchema,
  type JobConfig,
  type JobRecord,
  type JobUpdateRequest,
} from '../../src/lib/schemas/job-schemas';
import { randomUuid } from '../db/ids';
import { recordIntakeChange } from '../db/intake-history';
import { customerName } from '../db/record-views';
import { lookupSalesTax, noSalesTaxLookup } from '../db/sales-tax';
import { accountDiscount } from '../db/seed-job-pricing';
import { getDb } from '../db/store';
import type { Job, JobDetail, MockUser } from '../db/types';
import { clientDateText, clientToday } from './client-time';
import { highestJobNumber } from './customer-handlers';
import { clientTimezoneOffset, conflictError, notFound, validationError } from './handler-utils';
import { userDisplayName } from './intake-handlers';
import { deleteJobAndRecords } from './job-delete';
import { jobLines } from './job-lines';
import { commitLines, prepareJobSave } from './job-save';
import { canSeeJobCosts, discountView, jobRecord, paymentTermView, taxOverrideView } from './job-views';
import { createLookup, recordUse } from './record-refs';
import { issueMessages, route } from './route';

export const JOB_CONTEXT_REQUIRED_TEXT = jobMessages.contextRequired;
export const JOB_NOT_FOUND_TEXT = jobMessages.notFound;
export const CUSTOMER_CONTEXT_REQUIRED_TEXT = 'A customer context is required.';

const getJob = route('get', endpoints.job.get, { allow: jobPermissions.read, context: JOB_CONTEXT_REQUIRED_TEXT }, ({ request, user, context }) => {
  const db = getDb();
  const job = db.jobs.get(context);
  if (!job) return notFound(JOB_NOT_FOUND_TEXT);
  recordUse(db, user.id, 'job', context);
  return jobRecord(createLookup(db), job, user, clientToday(request));
});

const createJob = route('post', endpoints.job.create, { allow: jobPermissions.create, body: jobCreateRequestSchema, messages: issueMessages }, ({ request, user, body }) => {
  const db = getDb();
  const lookup = createLookup(db);
  const intake = db.intakes.get(body.intakeContext);
  const prepared = prepareJobSave(lookup, user, body, null);
  const problems = Array.isArray(prepared) ? prepared : [];
  if (body.intakeContext && !intake) problems.push(jobMessages.intakeNotFound);
  if (problems.length > 0 || Array.isArray(prepared)) return validationError(problems);

  prepared.commitCatalogue();
  const now = new Date().toISOString();
  const job: Job = db.jobs.insert({
    context: randomUuid(),
    number: Math.max(highestJobNumber(db), 1000) + 1,
    ...prepared.fields,
    intakeContext: body.intakeContext,
    recurring: false,
    chainId: null,
    dateTime: now,
    dateModified: now,
    version: 1,
  });
  commitLines(db, job.context, prepared.lines, []);
  recordUse(db, user.id, 'job', job.context, now);
  if (intake) {
    recordIntakeChange(db, { intakeContext: intake.context, userName: userDisplayName(db, user), field: 'Job', oldValue: '', newValue: `${job.number} ${job.name}` });
  }
  return jobRecord(lookup, job, user, clientToday(request));
});

/**
 * Saves an update of a stored job (Job/Update and the recurrence calls): 404, 409 on another
 * version, 400 with the problems; else the saved job, its version one higher.
 */
export function saveJobUpdate(
  user: MockUser,
  body: JobUpdateRequest,
  options: { changedInChain?: boolean } = {},
): Response | { before: Job; after: Job; linesChanged: boolean } {
  const db = getDb();
  const job = db.jobs.get(body.context);
  if (!job) return notFound(JOB_NOT_FOUND_TEXT);
  if (body.version !== job.version) return conflictError(jobMessages.conflict);
  const prepared = prepareJobSave(createLookup(db), user, body, job);
  if (Array.isArray(prepared)) return validationError(prepared);
  prepared.commitCatalogue();
  const linesText = (lines: readonly JobDetail[]) => JSON.stringify(lines.map((line) => ({ ...line, jobContext: job.context })));
  const linesChanged = prepared.removed.length > 0 || linesText(jobLines(db, job.context)) !== linesText(prepared.lines);
  const after: Job = {
    ...job,
    ...prepared.fields,
    dateModified: new Date().toISOString(),
    version: job.version + 1,
  };
  if (job.chainId && options.changedInChain !== undefined) after.changedInChain = options.changedInChain;
  db.jobs.put(after);
  commitLines(db, job.context, prepared.lines, prepared.removed);
  recordUse(db, user.id, 'job', job.context);
  return { before: job, after, linesChanged };
}

const updateJob = route('post', endpoints.job.update, { allow: jobPermissions.update, body: jobUpdateRequestSchema, messages: issueMessages }, ({ request, user, body }) => {
  // An occurrence of a chain saved on its own counts as changed in the chain.
  const saved = saveJobUpdate(user, body, { changedInChain: true });
  return saved instanceof Response ? saved : jobRecord(createLookup(getDb()), saved.after, user, clientToday(request));
});

const deleteJob = route('delete', endpoints.job.delete, { allow: jobPermissions.delete, context: JOB_CONTEXT_REQUIRED_TEXT }, ({ context }) => {
  const db = getDb();
  const job = db.jobs.get(context);
  if (!job) return notFound(JOB_NOT_FOUND_TEXT);
  return deleteJobAndRecords(db, job);
});

/** Spec 2 §7: the sales tax of the job's service address (a saved address by context, else the typed parts). */
const processSalesTaxRate = route(
  'post',
  endpoints.job.processSalesTaxRate,
  { allow: [jobPermissions.create, jobPermissions.update], body: processSalesTaxRateRequestSchema },
  ({ body }) => {
    const lookup = createLookup(getDb());
    const saved = body.serviceAddressContext ? lookup.address(body.serviceAddressContext) : undefined;
    if (body.serviceAddressContext && !saved && !body.serviceAddress) return validationError([jobMessages.serviceAddressNotFound]);
    const address = saved ?? body.serviceAddress ?? null;
    return address ? lookupSalesTax(address) : noSalesTaxLookup();
  },
);

function usDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
}

/** Spec 2 §3 "Job config from customer" in the job's shapes; only the name without `JOB_COST_R`. */
const getJobConfig = route('get', endpoints.job.getJobConfig, { allow: [jobPermissions.create, jobPermissions.update] }, ({ request, user, query }) => {
  const context = query.get('customerContext')?.trim() ?? '';
  if (!context) return validationError([CUSTOMER_CONTEXT_REQUIRED_TEXT]);
  const db = getDb();
  const customer = db.customers.get(context);
  if (!customer) return notFound('Customer not found');
  const company = customer.customerType === 'Company';
  const answer: JobConfig = {
    // The customer's own pattern, else the company's (system setting JOB_NAME_PATTERN), else the default.
    jobName: buildJobName(customer.jobConfig.jobNamePattern.trim() || (db.systemSettings.get('JOB_NAME_PATTERN')?.value ?? ''), {
      firstName: customer.firstName,
      lastName: company ? customer.companyName : customer.lastName,
      customerName: customerName(customer),
      date: usDate(clientDateText(Date.now(), clientTimezoneOffset(request))),
      number: highestJobNumber(db) + 1,
    }),
  };
  if (canSeeJobCosts(user)) {
    const discount = accountDiscount(customer.jobConfig.discount);
    answer.discount = discount ? discountView(discount) : null;
    answer.paymentTerm = paymentTermView(db, customer.jobConfig.paymentTermContext);
    const rate = customer.jobConfig.taxOverride;
    answer.taxOverride = rate === null ? null : taxOverrideView({ context: '', description: 'Customer tax rate', taxRate: rate });
  }
  return answer;
});

export type { JobRecord };
export const jobHandlers = [getJob, createJob, updateJob, deleteJob, processSalesTaxRate, getJobConfig];
