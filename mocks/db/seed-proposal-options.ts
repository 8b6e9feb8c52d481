import { proposalOptionSchema, type ProposalOption } from '../../src/lib/schemas/proposal-option-schemas';
import { chosenTopLevel, documentSnapshot } from './document-snapshot';
import { seededUuid } from './ids';
import { workOutJobTotals } from './job-money';
import { primaryOf } from './record-views';
import { addHistory, historyEntry, noESign, seededDocumentBase, type SeedActor } from './seed-document-records';
import { DAY_MS, localDateText } from './seed-helpers';
import type { Customer, Job, JobDetail, PricebookItem, Proposal } from './types';

/**
 * The demo's good / better / best proposal (issue 20): a water heater job whose proposal offers
 * three options (Good: a new gas valve and repair labor, Better: a new tank heater, Best: a tankless
 * heater; installation labor and haul-away are in Better and Best), sent for eSign to the customer, so the portal link in Email History
 * (and `#/customer-portal/proposal/{eSignToken}`) shows the options side by side.
 */
export const OPTIONS_DEMO_JOB_NAME = 'Water heater: repair or replace';

const office: SeedActor = { userId: seededUuid('user:office'), userName: 'Olivia Office' };

/** The job's lines, each a seeded pricebook item (name, type, price and cost), and the options that hold it. */
const demoLines: { item: string; quantity: number; options: string[] }[] = [
  { item: 'Gas valve Honeywell VR8205 single-stage', quantity: 1, options: ['Good'] },
  { item: 'Repair labor', quantity: 2, options: ['Good'] },
  { item: '50 gal. gas water heater, 40k BTU', quantity: 1, options: ['Better'] },
  { item: 'Navien NPE-240A tankless water heater', quantity: 1, options: ['Best'] },
  { item: 'Installation labor', quantity: 4, options: ['Better', 'Best'] },
  { item: 'Haul-away and disposal', quantity: 1, options: ['Better', 'Best'] },
];

export interface OptionsDemoRecords {
  job: Job;
  lines: JobDetail[];
  proposal: Proposal;
}

/**
 * The demo job (numbered after `jobs`, for a customer with an email address), its lines and its
 * three-option proposal (numbered after `proposals`), sent for eSign yesterday with a link that
 * works for 30 days.
 */
export function seedOptionsDemo(now: Date, jobs: readonly Job[], proposals: readonly Proposal[], customers: readonly Customer[], pricebookItems: readonly PricebookItem[]): OptionsDemoRecords | null {
  const template = jobs.find((job) => job.discount === null && job.taxOverride === null && customers.some((customer) => customer.context === job.serviceCustomerContext && customer.emailList.length > 0));
  const customer = template && customers.find((candidate) => candidate.context === template.serviceCustomerContext);
  const items = demoLines.map((line) => pricebookItems.find((item) => item.name === line.item));
  if (!template || !customer || items.some((item) => !item)) return null;
  const made = new Date(now.getTime() - DAY_MS);
  const jobContext = seededUuid('options-demo:job');
  const job: Job = {
    ...template,
    context: jobContext,
    number: Math.max(...jobs.map((candidate) => candidate.number)) + 1,
    name: OPTIONS_DEMO_JOB_NAME,
    description: 'The customer asked for choices: repair the old heater, replace it with a tank, or go tankless.',
    intakeContext: null,
    recurring: false,
    chainId: null,
    tagContexts: [],
    internalNotes: '',
    dateTime: made.toISOString(),
    dateModified: made.toISOString(),
    version: 1,
    chosenProposalOption: null,
  };
  const lines: JobDetail[] = demoLines.map((line, index) => {
    const item = items[index]!;
    return {
      guid: seededUuid(`options-demo:line-guid:${index}`),
      jobContext,
      parentGuid: null,
      jobDetailType: item.itemType,
      context: seededUuid(`options-demo:line:${index}`),
      order: index + 1,
      invoiceId: null,
      name: item.name,
      description: item.description,
      pricebookItemContext: item.context,
      hours: item.itemType === 'Labor' ? line.quantity : 0,
      priceDetail: { cost: item.cost, markup: item.markup, price: item.price, quantity: line.quantity, total: Math.round(item.price * line.quantity * 100) / 100, nonTaxable: item.nonTaxable },
    };
  });
  job.totals = workOutJobTotals(job, lines, true);

  const options: ProposalOption[] = ['Good', 'Better', 'Best'].map((name) => {
    const contexts = demoLines.flatMap((line, index) => (line.options.includes(name) ? [lines[index]!.context] : []));
    const { cost, subtotal, discount, tax, total } = documentSnapshot(job, lines, contexts, true);
    const lineGuids = chosenTopLevel(lines, contexts).map((line) => line.guid);
    return proposalOptionSchema.parse({ id: seededUuid(`options-demo:option:${name}`), name, lineGuids, cost, subtotal, discount, tax, total });
  });
  const email = primaryOf(customer.emailList)?.address ?? customer.emailList[0]!.address;
  const sent = new Date(made.getTime() + 20 * 60_000);
  const expires = localDateText(new Date(now.getTime() + 30 * DAY_MS));
  const proposal: Proposal = {
    ...seededDocumentBase(job, lines, { context: seededUuid('options-demo:proposal'), date: made, kindName: 'Proposal', author: office }),
    number: Math.max(...proposals.map((candidate) => candidate.number)) + 1,
    status: 'Awaiting eSign',
    promotedToWorkOrderContext: null,
    promotedToInvoiceContext: null,
    ...noESign,
    dateGenerated: sent.toISOString(),
    linkExpirationDate: expires,
    emailRecipients: [email],
    customerResponse: 'Awaiting eSign',
    eSignToken: (seededUuid('options-demo:esign') + seededUuid('options-demo:esign-salt')).replace(/-/g, ''),
    options,
    chosenOptionId: null,
  };
  addHistory(proposal, historyEntry(sent, 'Sent for eSign', `Sent for eSign to ${email}; the customer chooses Good, Better or Best.`, office));
  addHistory(proposal, historyEntry(sent, 'Status Changed', 'Status changed from Pending to Awaiting eSign.', office));
  return { job, lines, proposal };
}
