import { salesTaxFor } from './sales-tax';
import { accountDiscount } from './seed-job-pricing';
import { largeId, idKinds } from './seed-large-people';
import { createSeedRandom, DAY_MS, HOUR_MS, round2, type SeedRandom } from './seed-helpers';
import { markedUpPrice } from './seed-pricebook';
import { picklistContext } from './seed-picklists';
import { LABOR_COST, LABOR_RATE } from './seed-work';
import type {
  Appointment,
  Customer,
  Intake,
  IntakeHistoryEntry,
  IntakeStatus,
  Job,
  JobDetail,
  PricebookItem,
  PricebookItemType,
} from './types';

export const LARGE_PRICEBOOK_COUNT = 5_000;
export const LARGE_INTAKE_COUNT = 6_000;
export const LARGE_JOB_COUNT = 10_000;
export const LARGE_APPOINTMENT_COUNT = 20_000;
export const LARGE_INVOICE_COUNT = 3_000;
export const LARGE_PROPOSAL_COUNT = 2_000;
export const LARGE_WORK_ORDER_COUNT = 2_000;

const FIRST_LARGE_JOB_NUMBER = 20_001;
/** Lines of the large seed's first job: `npm run bench` types and reorders in a 200-line job. */
export const BENCH_JOB_LINES = 200;

const products = ['Furnace', 'Water heater', 'Heat pump', 'Condenser', 'Thermostat', 'Expansion tank', 'Sump pump', 'Ball valve', 'PEX fitting', 'Air filter', 'Capacitor', 'Contactor', 'Igniter', 'Flame sensor', 'Drain pan'];
const brands = ['Carrier', 'Rheem', 'Lennox', 'Trane', 'Bradford White', 'A.O. Smith', 'Honeywell', 'Watts', 'Uponor', 'Goodman'];
const sizes = ['1/2 in.', '3/4 in.', '1 in.', '40 gal.', '50 gal.', '2 ton', '3 ton', '80k BTU', '100k BTU', '16x25x1'];
const services = ['Diagnostic service call', 'Annual maintenance visit', 'Drain clearing', 'Leak repair', 'Safety inspection', 'Backflow test', 'Duct cleaning'];
const labor = ['Installation labor', 'Repair labor', 'Apprentice labor', 'After-hours labor'];

/**
 * 5,000 pricebook items: parts (Item), labor and services, in the categories of the demo's tree
 * that hold their type, with the pricebook vendors.
 */
export function seedLargePricebook(
  now: Date,
  random: SeedRandom,
  vendorContexts: readonly string[],
  categoryContexts: Readonly<Record<PricebookItemType, readonly string[]>>,
): PricebookItem[] {
  const stamp = now.toISOString();
  const items: PricebookItem[] = [];
  // Categories come from a sequence of their own, so the items' other draws stay as they were.
  const categoryRandom = createSeedRandom('large-pricebook-categories');
  for (let index = 1; index <= LARGE_PRICEBOOK_COUNT; index += 1) {
    const roll = random.next();
    const itemType: PricebookItemType = roll < 0.7 ? 'Item' : roll < 0.85 ? 'Service' : 'Labor';
    const cost = itemType === 'Labor' ? LABOR_COST : itemType === 'Service' ? random.int(15, 120) : round2(random.int(200, 250_000) / 100);
    const markup = itemType === 'Labor' ? null : random.int(25, 80);
    const price = markup === null ? LABOR_RATE : itemType === 'Item' ? markedUpPrice(cost, markup) : round2(cost * (1 + markup / 100));
    const name =
      itemType === 'Item'
        ? `${random.pick(brands)} ${random.pick(products).toLowerCase()} ${random.pick(sizes)} #${index}`
        : `${random.pick(itemType === 'Labor' ? labor : services)} #${index}`;
    items.push({
      context: largeId(idKinds.pricebookItem, index),
      active: !random.chance(0.05),
      name,
      description: itemType === 'Item' ? 'Stocked part.' : 'Billed per visit or hour.',
      itemType,
      cost,
      markup: itemType === 'Item' ? markup : null,
      price,
      vendorContext: itemType === 'Item' && vendorContexts.length > 0 ? random.pick(vendorContexts) : null,
      categoryContext: categoryRandom.pick(categoryContexts[itemType]),
      modelNumber: itemType === 'Item' ? `M${random.int(1000, 99999)}` : '',
      partNumber: itemType === 'Item' ? `P-${String(index).padStart(5, '0')}` : '',
      nonTaxable: itemType !== 'Item',
      reorderQuantity: itemType === 'Item' ? random.int(0, 10) : 0,
      imageGuid: null,
      dateCreated: stamp,
      dateModified: stamp,
      version: 1,
    });
  }
  return items;
}

const intakeStatuses: IntakeStatus[] = ['Pending', 'Scheduled', 'Complete', 'Cancelled'];
const intakeTypes = ['Service Call', 'Estimate', 'Maintenance', 'Warranty', 'Emergency'];
const problems = ['No heat', 'No hot water', 'AC not cooling', 'Drain backing up', 'Leak under sink', 'Noisy furnace', 'Annual tune-up', 'Replace water heater'];

export interface LargeIntakes {
  intakes: Intake[];
  history: IntakeHistoryEntry[];
}

/** 6,000 intake records over the customers, each with its first history row. */
export function seedLargeIntakes(now: Date, random: SeedRandom, customers: readonly Customer[], staff: readonly string[]): LargeIntakes {
  const intakes: Intake[] = [];
  const history: IntakeHistoryEntry[] = [];
  for (let index = 1; index <= LARGE_INTAKE_COUNT; index += 1) {
    const customer = random.pick(customers);
    const dateTime = new Date(now.getTime() - random.int(0, 700) * DAY_MS - random.int(0, 600) * 60_000).toISOString();
    const status = random.pick(intakeStatuses);
    const intake: Intake = {
      context: largeId(idKinds.intake, index),
      dateTime,
      status,
      description: `${random.pick(problems)} (${index})`,
      notes: '',
      intakeTypeContext: picklistContext('IntakeType', random.pick(intakeTypes)),
      intakeSourceContext: picklistContext('IntakeSource', 'Phone'),
      adSourceContext: null,
      assignedToContext: random.pick(staff),
      needsCallback: random.chance(0.1),
      customerContext: customer.context,
      serviceAddressContext: customer.addresses[0]?.context ?? null,
      closedAt: status === 'Complete' || status === 'Cancelled' ? dateTime : null,
      dateCreated: dateTime,
      dateModified: dateTime,
      version: 1,
    };
    intakes.push(intake);
    history.push({ context: largeId(idKinds.intakeHistory, index), intakeContext: intake.context, dateTime, userName: 'Olivia Office', field: 'Status', oldValue: '', newValue: status });
  }
  return { intakes, history };
}

const jobStatuses = ['Open', 'In Progress', 'Waiting on Parts', 'On Hold', 'Complete', 'Complete', 'Complete', 'Cancelled'];
const jobTypes = ['Service', 'Installation', 'Maintenance', 'Repair', 'Inspection'];

export interface LargeJobs {
  jobs: Job[];
  lines: JobDetail[];
}

/** 10,000 jobs with 2–4 lines each (the first has 200) priced from the pricebook; some started from intake. */
export function seedLargeJobs(now: Date, random: SeedRandom, customers: readonly Customer[], intakes: readonly Intake[], pricebook: readonly PricebookItem[]): LargeJobs {
  const jobs: Job[] = [];
  const lines: JobDetail[] = [];
  const byContext = new Map(customers.map((customer) => [customer.context, customer]));
  for (let index = 1; index <= LARGE_JOB_COUNT; index += 1) {
    const intake = index <= intakes.length / 2 ? intakes[index - 1]! : null;
    const service = intake ? byContext.get(intake.customerContext)! : random.pick(customers);
    const billing = (service.parentContext && byContext.get(service.parentContext)) || service;
    const dateTime = new Date(now.getTime() - random.int(0, 720) * DAY_MS - random.int(0, 600) * 60_000).toISOString();
    const context = largeId(idKinds.job, index);
    const serviceAddress = service.addresses[0] ?? null;
    jobs.push({
      context,
      number: FIRST_LARGE_JOB_NUMBER + index - 1,
      name: `${service.customerType === 'Company' ? service.companyName : service.lastName} job ${index}`,
      description: intake?.description ?? `${random.pick(problems)} (${index})`,
      jobTypeContext: picklistContext('JobType', random.pick(jobTypes)),
      jobStatusContext: picklistContext('JobStatus', random.pick(jobStatuses)),
      serviceCustomerContext: service.context,
      billingCustomerContext: billing.context,
      serviceAddressContext: serviceAddress?.context ?? null,
      billingAddressContext: billing.addresses.find((address) => address.addressType === 'Billing')?.context ?? billing.addresses[0]?.context ?? null,
      intakeContext: intake?.context ?? null,
      discount: accountDiscount(billing.jobConfig.discount),
      paymentTermContext: picklistContext('PaymentTerm', 'Due on Receipt'),
      taxOverride: null,
      salesTaxRate: salesTaxFor(serviceAddress),
      poNumber: '',
      releaseNumber: '',
      tagContexts: [],
      internalNotes: '',
      recurring: false,
      chainId: null,
      dateTime,
      dateModified: dateTime,
      version: 1,
    });
    const drawn = random.int(2, 4);
    // The first job has BENCH_JOB_LINES lines (the bench's long job); its extra lines draw nothing
    // from `random`, so every other record stays as it was.
    const count = index === 1 ? BENCH_JOB_LINES : drawn;
    for (let order = 1; order <= count; order += 1) {
      const extra = order > drawn;
      const item = extra ? pricebook[(order * 7_919) % pricebook.length]! : random.pick(pricebook);
      const quantity = extra ? (order % 3) + 1 : item.itemType === 'Labor' ? random.int(1, 16) / 2 : random.int(1, 3);
      const n = lines.length + 1;
      lines.push({
        guid: largeId(idKinds.jobDetailGuid, n),
        jobContext: context,
        parentGuid: null,
        jobDetailType: item.itemType,
        context: largeId(idKinds.jobDetail, n),
        order,
        invoiceId: null,
        name: item.name,
        description: item.description,
        pricebookItemContext: item.context,
        hours: item.itemType === 'Labor' ? quantity : 0,
        priceDetail: { cost: item.cost, markup: item.markup, price: item.price, quantity, total: round2(item.price * quantity), nonTaxable: item.nonTaxable },
      });
    }
  }
  return { jobs, lines };
}

/** 20,000 appointments: two for each job, a visit on its day and a follow-up, with one or two technicians. */
export function seedLargeAppointments(random: SeedRandom, jobs: readonly Job[], technicians: readonly string[]): Appointment[] {
  const appointments: Appointment[] = [];
  for (const job of jobs) {
    for (let visit = 0; visit < LARGE_APPOINTMENT_COUNT / jobs.length; visit += 1) {
      const start = Date.parse(job.dateTime) + (visit * random.int(1, 14) + 1) * DAY_MS;
      const startDate = new Date(Math.floor(start / HOUR_MS) * HOUR_MS).toISOString();
      const participants = random.chance(0.3) ? random.shuffle(technicians).slice(0, 2) : [random.pick(technicians)];
      appointments.push({
        context: largeId(idKinds.appointment, appointments.length + 1),
        title: visit === 0 ? job.name : `${job.name} follow-up`,
        description: '',
        startDate,
        endDate: new Date(Date.parse(startDate) + random.int(1, 4) * HOUR_MS).toISOString(),
        allDay: false,
        appointmentType: 'Job',
        jobContext: job.context,
        intakeContext: null,
        customerContext: job.serviceCustomerContext,
        addressContext: job.serviceAddressContext,
        participantContexts: participants,
        chainId: null,
        recurrenceRuleText: null,
        workOrderContexts: [],
      });
    }
  }
  return appointments;
}
