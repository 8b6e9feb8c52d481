import { compareKeys } from '../lib/text-order';
import { seededUuid } from './ids';
import { customerBillingAddress, customerName, customerServiceAddress } from './record-views';
import { customerContext } from './seed-customers';
import {
  addMinutes,
  createSeedRandom,
  DAY_MS,
  earlierToday,
  HOUR_MS,
  localTime,
  notAfterNow,
  type SeedRandom,
} from './seed-helpers';
import { picklistContext } from './seed-picklists';
import { personnelContexts } from './seed-personnel';
import { buildJobDetails, intakeTemplates, workTemplates, type IntakeTemplate, type WorkKey } from './seed-work';
import type { Customer, Intake, IntakeHistoryEntry, IntakeStatus, Job, JobDetail } from './types';

export type JobStatusText = 'Open' | 'In Progress' | 'Waiting on Parts' | 'On Hold' | 'Complete' | 'Cancelled';

/** A seeded job with what the later seed sections need to know about it. */
export interface JobPlan {
  job: Job;
  status: JobStatusText;
  work: WorkKey;
  intake: Intake | null;
  /** When the work was finished (Complete jobs). */
  completedAt: Date | null;
  /** Fixed visit dates (recurring occurrences); other jobs get visits from the schedule seed. */
  visits: Date[];
  /** The job's lines. */
  lines: JobDetail[];
}

export interface OperationsSeed {
  intakes: Intake[];
  intakeHistory: IntakeHistoryEntry[];
  jobs: Job[];
  jobDetails: JobDetail[];
  plans: JobPlan[];
}

export const INTAKE_COUNT = 60;
export const JOB_COUNT = 50;
export const FIRST_JOB_NUMBER = 1001;
const RECURRING_JOBS = 6;
/** Jobs from before the intake log starts (30–420 days ago). */
const OLDER_JOBS = 10;

/** Who takes intake, weighted so the office and tech users have plenty. */
const intakeAssignees: (string | null)[] = [
  personnelContexts.office,
  personnelContexts.office,
  personnelContexts.office,
  personnelContexts.tech,
  personnelContexts.tech,
  personnelContexts.tech,
  personnelContexts.admin,
  personnelContexts.marco,
  personnelContexts.priya,
  personnelContexts.sam,
  null,
];

const historyUsers = ['Olivia Office', 'Olivia Office', 'Avery Admin', 'Theo Tech'];

const personnelNames: Record<string, string> = {
  [personnelContexts.office]: 'Olivia Office',
  [personnelContexts.tech]: 'Theo Tech',
  [personnelContexts.admin]: 'Avery Admin',
  [personnelContexts.marco]: 'Marco Diaz',
  [personnelContexts.priya]: 'Priya Shah',
  [personnelContexts.sam]: 'Sam Okafor',
};

function weighted<T>(random: SeedRandom, options: readonly [T, number][]): T {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of options) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return options[options.length - 1]![0];
}

function intakeStatusFor(random: SeedRandom, daysAgo: number): IntakeStatus {
  if (daysAgo <= 1) return 'Pending';
  if (daysAgo <= 10) return weighted(random, [['Pending', 40], ['Scheduled', 45], ['Complete', 10], ['Cancelled', 5]]);
  if (daysAgo <= 25) return weighted(random, [['Scheduled', 45], ['Complete', 35], ['Pending', 10], ['Cancelled', 10]]);
  // Some customers book far ahead (the visit is still to come).
  if (daysAgo <= 40) return weighted(random, [['Complete', 65], ['Scheduled', 20], ['Cancelled', 15]]);
  return weighted(random, [['Complete', 80], ['Cancelled', 20]]);
}

interface CustomerPools {
  people: Customer[];
  commercial: Customer[];
  all: Customer[];
}

function customerPools(customers: readonly Customer[]): CustomerPools {
  const active = customers.filter((customer) => customer.active);
  const parents = new Set(customers.map((customer) => customer.parentContext).filter(Boolean));
  return {
    people: active.filter((customer) => customer.customerType === 'Person'),
    // Work happens at the sites of companies that have them, else at the company itself.
    commercial: active.filter((customer) => customer.customerType === 'Company' && !parents.has(customer.context)),
    all: customers.filter((customer) => !parents.has(customer.context)),
  };
}

function seedIntakes(now: Date, pools: CustomerPools): { intakes: Intake[]; history: IntakeHistoryEntry[]; templates: Map<string, IntakeTemplate> } {
  const random = createSeedRandom('intakes');
  const intakes: Intake[] = [];
  const history: IntakeHistoryEntry[] = [];
  const templates = new Map<string, IntakeTemplate>();
  const commercialTemplates = intakeTemplates.filter((template) => template.commercial);
  const residentialTemplates = intakeTemplates.filter((template) => !template.commercial);
  const activeAdSources = ['Google', 'Yelp', 'Referral', 'Truck Signage', 'Repeat Customer', 'Facebook'];

  for (let index = 0; index < INTAKE_COUNT; index += 1) {
    // Today, yesterday, then thinning out towards 90 days ago.
    const daysAgo = index < 3 ? 0 : index < 6 ? 1 : 2 + Math.floor(88 * ((index - 6) / (INTAKE_COUNT - 7)) ** 1.6);
    const dateTime =
      daysAgo === 0 ? earlierToday(now, (index + 1) / 4) : localTime(now, -daysAgo, random.int(8, 16), random.pick([0, 10, 20, 30, 40, 50]));
    const status = intakeStatusFor(random, daysAgo);
    const commercial = random.chance(0.3);
    const template = random.pick(commercial ? commercialTemplates : residentialTemplates);
    const customer = random.pick(commercial ? pools.commercial : pools.people);
    const assignedToContext = random.pick(intakeAssignees);
    const context = seededUuid(`intake:${index + 1}`);
    templates.set(context, template);

    let closedAt: Date | null = null;
    let statusChangedAt: Date | null = null;
    if (status === 'Complete' || status === 'Cancelled') {
      const days = status === 'Complete' ? random.int(1, 8) : random.int(0, 3);
      closedAt = notAfterNow(addMinutes(dateTime, days * 24 * 60 + random.int(60, 300)), now, addMinutes(dateTime, 30));
      statusChangedAt = closedAt;
    } else if (status === 'Scheduled') {
      statusChangedAt = notAfterNow(addMinutes(dateTime, random.int(20, 36 * 60)), now, addMinutes(dateTime, 5), 1);
    }

    const adSource = daysAgo > 60 && random.chance(0.1) ? 'Yellow Pages' : random.chance(0.8) ? random.pick(activeAdSources) : null;
    const createdBy = random.pick(historyUsers);
    const intake: Intake = {
      context,
      dateTime: dateTime.toISOString(),
      status,
      description: template.description,
      notes: template.notes,
      intakeTypeContext: picklistContext('IntakeType', template.intakeType),
      intakeSourceContext: random.chance(0.9) ? picklistContext('IntakeSource', random.pick(['Phone', 'Phone', 'Website', 'Email', 'Walk-in', 'Referral'])) : null,
      adSourceContext: adSource ? picklistContext('AdSource', adSource) : null,
      assignedToContext,
      needsCallback: status === 'Pending' ? random.chance(0.5) : random.chance(0.1),
      customerContext: customer.context,
      serviceAddressContext: customerServiceAddress(customer)?.context ?? null,
      closedAt: closedAt?.toISOString() ?? null,
      dateCreated: dateTime.toISOString(),
      dateModified: (statusChangedAt ?? dateTime).toISOString(),
      version: 1,
    };

    const row = (at: Date, field: string, oldValue: string, newValue: string, userName = createdBy): void => {
      history.push({
        context: seededUuid(`intake-history:${index + 1}:${history.length}`),
        intakeContext: context,
        dateTime: at.toISOString(),
        userName,
        field,
        oldValue,
        newValue,
      });
    };
    row(dateTime, 'Status', '', 'Pending');
    if (assignedToContext) {
      row(addMinutes(dateTime, 1), 'Assigned To', '', personnelNames[assignedToContext] ?? '');
      intake.version += 1;
    }
    if (statusChangedAt) {
      row(statusChangedAt, 'Status', 'Pending', status, random.pick(historyUsers));
      intake.version += 1;
    }
    intakes.push(intake);
  }
  return { intakes, history, templates };
}

/** Job status of the n-th job made from a completed service intake. */
const serviceJobCycle: JobStatusText[] = ['Complete', 'Complete', 'In Progress', 'Complete', 'Waiting on Parts', 'Complete', 'Complete', 'In Progress'];
/** Job status of the n-th job made from a completed estimate. */
const estimateJobCycle: JobStatusText[] = ['Open', 'In Progress', 'Cancelled', 'Complete', 'Open', 'On Hold', 'Complete'];

interface JobDraft {
  key: string;
  customer: Customer;
  work: WorkKey;
  status: JobStatusText;
  dateTime: Date;
  intake: Intake | null;
  template: IntakeTemplate | null;
  completedAt: Date | null;
  chain: { chainId: string } | null;
  visits: Date[];
}

function buildJob(draft: JobDraft, number: number, customers: ReadonlyMap<string, Customer>, random: SeedRandom): Job {
  const service = draft.customer;
  const billing = (service.parentContext && customers.get(service.parentContext)) || service;
  const serviceAddress = customerServiceAddress(service);
  const billingAddress = customerBillingAddress(billing);
  const commercial = service.customerType === 'Company';
  const tags = [commercial ? 'Commercial' : 'Residential'];
  if (draft.template?.intakeType === 'Warranty') tags.push('Warranty');
  if (draft.template?.intakeType === 'Emergency') tags.push('Priority');
  if (random.chance(0.15)) tags.push('Follow Up');
  const template = workTemplates[draft.work];
  const name = `${customerName(service)} - ${number}`;
  const description = draft.intake ? `${draft.intake.description}. ${template.description}` : template.description;
  const modified = draft.completedAt ?? draft.dateTime;
  return {
    context: seededUuid(`job:${draft.key}`),
    number,
    name,
    description,
    jobTypeContext: picklistContext('JobType', template.jobType),
    jobStatusContext: picklistContext('JobStatus', draft.status),
    serviceCustomerContext: service.context,
    billingCustomerContext: billing.context,
    serviceAddressContext: serviceAddress?.context ?? null,
    billingAddressContext: billingAddress?.context ?? null,
    intakeContext: draft.intake?.context ?? null,
    discount: billing.jobConfig.discount,
    paymentTermContext: billing.jobConfig.paymentTermContext ?? picklistContext('PaymentTerm', 'Due on Receipt'),
    taxOverride: null,
    // Oregon has no sales tax; Washington sites pay Clark County's rate.
    salesTaxRate: serviceAddress?.state === 'WA' ? 7.75 : 0,
    poNumber: commercial && random.chance(0.6) ? `PO-${random.int(24000, 26999)}` : '',
    releaseNumber: commercial && random.chance(0.2) ? `R${random.int(1, 9)}` : '',
    tagContexts: tags.map((tag) => picklistContext('JobTag', tag)),
    internalNotes: random.chance(0.3)
      ? random.pick([
          'Customer asked for a call 30 minutes before arrival.',
          'Bring the long ladder; attic access is in the garage ceiling.',
          'Parts on order from Ferguson, ETA three business days.',
          'Check the permit status before closing out the job.',
        ])
      : '',
    recurring: draft.chain !== null,
    chainId: draft.chain?.chainId ?? null,
    dateTime: draft.dateTime.toISOString(),
    dateModified: modified.toISOString(),
    version: draft.status === 'Open' ? 1 : random.int(2, 4),
  };
}

const commercialWork: WorkKey[] = ['rtu-maintenance', 'cooler-repair', 'backflow-test', 'water-heater', 'leak-repair', 'drain-clearing'];
const residentialWork: WorkKey[] = [
  'furnace-replacement',
  'water-heater',
  'furnace-tune-up',
  'ac-repair',
  'drain-clearing',
  'mini-split',
  'repipe',
  'heat-pump-repair',
  'leak-repair',
  'tankless',
  'system-inspection',
  'sump-pump',
];

/** Intake (with history) and jobs made from it, plus older and recurring jobs. */
export function seedOperations(now: Date, customers: readonly Customer[]): OperationsSeed {
  const pools = customerPools(customers);
  const { intakes, history, templates } = seedIntakes(now, pools);
  const random = createSeedRandom('jobs');
  const byContext = new Map(customers.map((customer) => [customer.context, customer]));
  const drafts: JobDraft[] = [];

  let serviceIndex = 0;
  let estimateIndex = 0;
  let scheduledIndex = 0;
  // Oldest intake first, so the cycles give the older jobs the finished statuses.
  const fromIntake: { intake: Intake; template: IntakeTemplate; status: JobStatusText }[] = [];
  for (const intake of [...intakes].sort((a, b) => compareKeys(a.dateTime, b.dateTime))) {
    const template = templates.get(intake.context)!;
    const isEstimate = template.intakeType === 'Estimate';
    let status: JobStatusText | null = null;
    if (intake.status === 'Complete') {
      status = isEstimate ? estimateJobCycle[estimateIndex++ % estimateJobCycle.length]! : serviceJobCycle[serviceIndex++ % serviceJobCycle.length]!;
    } else if (intake.status === 'Scheduled' && !isEstimate && scheduledIndex++ % 2 === 0) {
      // Half the scheduled service calls already have a job; the rest are a plain visit so far.
      status = 'Open';
    }
    if (status) fromIntake.push({ intake, template, status });
  }
  // Leave room for the recurring and the older jobs: the oldest intake beyond that has no job.
  for (const { intake, template, status } of fromIntake.slice(-(JOB_COUNT - RECURRING_JOBS - OLDER_JOBS))) {
    const dateTime = notAfterNow(addMinutes(new Date(intake.dateTime), random.int(20, 180)), now, new Date(intake.dateTime), 2);
    let completedAt: Date | null = null;
    if (status === 'Complete') {
      const closed = new Date(intake.closedAt ?? intake.dateTime);
      completedAt = notAfterNow(new Date(closed.getTime() + random.int(0, 4) * DAY_MS), now, addMinutes(dateTime, 60), 60);
    }
    drafts.push({
      key: `intake-${intake.context}`,
      customer: byContext.get(intake.customerContext)!,
      work: template.work,
      status,
      dateTime,
      intake,
      template,
      completedAt,
      chain: null,
      visits: [],
    });
  }

  // Recurring maintenance: quarterly rooftop units at Lincoln Elementary (today's all-day visit) and the
  // monthly grease trap service at Bluebird Bistro.
  const chains: { key: string; customer: string; work: WorkKey; createdDaysAgo: number; occurrences: [number, JobStatusText][] }[] = [
    { key: 'lincoln-rtu', customer: 'lincoln-elementary', work: 'rtu-maintenance', createdDaysAgo: 100, occurrences: [[-91, 'Complete'], [0, 'In Progress'], [91, 'Open']] },
    { key: 'bluebird-grease', customer: 'bluebird', work: 'grease-trap', createdDaysAgo: 45, occurrences: [[-28, 'Complete'], [2, 'Open'], [32, 'Open']] },
  ];
  for (const chain of chains) {
    const created = localTime(now, -chain.createdDaysAgo, 10, 15);
    chain.occurrences.forEach(([dayOffset, status], index) => {
      const visit = localTime(now, dayOffset, 8, 0);
      drafts.push({
        key: `${chain.key}-${index + 1}`,
        customer: byContext.get(customerContext(chain.customer))!,
        work: chain.work,
        status,
        dateTime: addMinutes(created, index),
        intake: null,
        template: null,
        completedAt: status === 'Complete' ? addMinutes(visit, 5 * 60) : null,
        chain: { chainId: seededUuid(`chain:${chain.key}`) },
        visits: [visit],
      });
    });
  }

  // Older work without intake (before the intake log starts), mostly finished and billed.
  const olderCount = JOB_COUNT - drafts.length;
  for (let index = 0; index < olderCount; index += 1) {
    const daysAgo = 30 + Math.floor((index * 390) / Math.max(olderCount - 1, 1));
    const status: JobStatusText = index === 0 ? 'Waiting on Parts' : index === 2 ? 'On Hold' : index === 1 || index === 4 ? 'Cancelled' : 'Complete';
    const commercial = random.chance(0.3);
    const candidates = daysAgo > 200 ? pools.all : commercial ? pools.commercial : pools.people;
    const customer = random.pick(candidates);
    const work = random.pick(customer.customerType === 'Company' ? commercialWork : residentialWork);
    const dateTime = localTime(now, -daysAgo, random.int(8, 15), random.pick([0, 15, 30, 45]));
    drafts.push({
      key: `older-${index + 1}`,
      customer,
      work,
      status,
      dateTime,
      intake: null,
      template: null,
      completedAt: status === 'Complete' ? notAfterNow(new Date(dateTime.getTime() + random.int(1, 10) * DAY_MS + 4 * HOUR_MS), now, addMinutes(dateTime, 60)) : null,
      chain: null,
      visits: [],
    });
  }

  drafts.sort((a, b) => a.dateTime.getTime() - b.dateTime.getTime() || compareKeys(a.key, b.key));
  const plans = drafts.slice(0, JOB_COUNT).map((draft, index): JobPlan => {
    const job = buildJob(draft, FIRST_JOB_NUMBER + index, byContext, random);
    const lines = buildJobDetails(draft.key, draft.work, job.context);
    return { job, status: draft.status, work: draft.work, intake: draft.intake, completedAt: draft.completedAt, visits: draft.visits, lines };
  });
  return { intakes, intakeHistory: history, jobs: plans.map((plan) => plan.job), jobDetails: plans.flatMap((plan) => plan.lines), plans };
}

