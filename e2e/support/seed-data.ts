import { createSeed } from '../../mocks/db/seed';
import type { MockData } from '../../mocks/db/types';

/**
 * The demo build's seed, built here in Node the same way the in-browser mock builds it (ids and
 * statuses are fixed; only dates follow the clock), so a test can pick its records without clicking
 * through lists or reading the page's storage.
 */
let seed: MockData | undefined;

function demoSeed(): MockData {
  seed ??= createSeed(new Date());
  return seed;
}

export interface SeededIntake {
  context: string;
  description: string;
}

function intakeType(name: string): string | undefined {
  return demoSeed().picklists.find((item) => item.kind === 'IntakeType' && item.text === name)?.context;
}

function hasAppointments(intakeContext: string): boolean {
  return demoSeed().appointments.some((appointment) => appointment.intakeContext === intakeContext);
}

/** A seeded Pending intake of type Estimate with no appointments. */
export function pendingEstimateIntake(): SeededIntake {
  const estimate = intakeType('Estimate');
  const intake = demoSeed().intakes.find(
    (candidate) => candidate.status === 'Pending' && candidate.intakeTypeContext === estimate && !hasAppointments(candidate.context),
  );
  if (!intake) throw new Error('no pending estimate intake in the demo seed');
  return { context: intake.context, description: intake.description };
}

/** A seeded intake with at least one appointment. */
export function intakeWithAppointment(): SeededIntake {
  const intake = demoSeed().intakes.find((candidate) => hasAppointments(candidate.context));
  if (!intake) throw new Error('no intake with appointments in the demo seed');
  return { context: intake.context, description: intake.description };
}

/** The owner (an intake) of the seeded, signed Site Survey. */
export function signedSiteSurveyOwner(): string {
  const survey = demoSeed().formInstances.find((instance) => instance.name === 'Site Survey' && instance.version > 1);
  if (!survey) throw new Error('no signed Site Survey in the demo seed');
  return survey.ownerContext;
}

/** A seeded job (for its overview page). */
export function seededJob(): string {
  const job = demoSeed().jobs[0];
  if (!job) throw new Error('no job in the demo seed');
  return job.context;
}

/** A seeded job that is neither recurring nor complete (adding from the pricebook saves it at once). */
export function plainSeededJob(): string {
  const complete = demoSeed().picklists.find((item) => item.kind === 'JobStatus' && item.text === 'Complete')?.context;
  const job = demoSeed().jobs.find((candidate) => !candidate.chainId && !candidate.recurring && candidate.jobStatusContext !== complete);
  if (!job) throw new Error('no plain job in the demo seed');
  return job.context;
}

/** A seeded pricebook item's price in cents. */
export function itemCents(name: string): number {
  const item = demoSeed().pricebookItems.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`no pricebook item ${name} in the demo seed`);
  return Math.round(item.price * 100);
}

/** A seeded bundle's calculated total in cents: Σ price × quantity of its items. */
export function bundleCents(name: string): number {
  const bundle = demoSeed().pricebookBundles.find((candidate) => candidate.name === name);
  if (!bundle) throw new Error(`no pricebook bundle ${name} in the demo seed`);
  return bundle.items.reduce((sum, entry) => {
    const item = demoSeed().pricebookItems.find((candidate) => candidate.context === entry.itemContext);
    return sum + Math.round((item?.price ?? 0) * 100) * entry.quantity;
  }, 0);
}

export interface DocumentJob {
  context: string;
  /** Its top-level line names in order. */
  lines: string[];
}

/**
 * A seeded job for the document journeys: not recurring, no invoice yet, at least three top-level
 * lines, a service customer with an email address.
 */
export function jobForDocuments(): DocumentJob {
  const seed = demoSeed();
  const invoiced = new Set(seed.invoices.map((invoice) => invoice.jobContext));
  for (const job of seed.jobs) {
    if (job.chainId || job.recurring || invoiced.has(job.context)) continue;
    const lines = seed.jobDetails.filter((line) => line.jobContext === job.context && !line.parentGuid && line.jobDetailType !== 'Subtotal');
    const customer = seed.customers.find((candidate) => candidate.context === job.serviceCustomerContext);
    if (lines.length >= 3 && customer && customer.emailList.length > 0) return { context: job.context, lines: lines.sort((a, b) => a.order - b.order).map((line) => line.name) };
  }
  throw new Error('no job for documents in the demo seed');
}

/** A seeded job that is neither recurring nor complete and has no discount yet, with lines (its totals show). */
export function plainJobWithoutDiscount(): string {
  const seed = demoSeed();
  const complete = seed.picklists.find((item) => item.kind === 'JobStatus' && item.text === 'Complete')?.context;
  const job = seed.jobs.find(
    (candidate) =>
      !candidate.chainId && !candidate.recurring && candidate.jobStatusContext !== complete && candidate.discount === null && seed.jobDetails.some((line) => line.jobContext === candidate.context),
  );
  if (!job) throw new Error('no plain job without a discount in the demo seed');
  return job.context;
}

/** An active seeded customer with a telephone: its context, name and telephone number (the palette journey). */
export function customerWithTelephone(): { context: string; name: string; telephone: string } {
  const customer = demoSeed().customers.find((candidate) => candidate.active && candidate.telephoneList.length > 0);
  if (!customer) throw new Error('no customer with a telephone in the demo seed');
  const name = customer.customerType === 'Company' ? customer.companyName : `${customer.firstName} ${customer.lastName}`;
  return { context: customer.context, name, telephone: customer.telephoneList[0]!.number };
}
