import { proposalOptionSchema, type ProposalOption } from '../../src/lib/schemas/proposal-option-schemas';
import { chosenTopLevel, documentSnapshot } from './document-snapshot';
import { seededUuid } from './ids';
import { workOutJobTotals } from './job-money';
import { primaryOf } from './record-views';
import { addHistory, historyEntry, noESign, seededDocumentBase, type SeedActor } from './seed-document-records';
import { DAY_MS, localDateText } from './seed-helpers';
import type { Customer, Job, JobDetail, Proposal } from './types';

/**
 * The demo's good / better / best proposal (issue 20): a water heater job whose proposal offers
 * three options (Good: repair, Better: a new tank heater, Best: a tankless heater; the haul-away
 * line is in Better and Best), sent for eSign to the customer, so the portal link in Email History
 * (and `#/customer-portal/proposal/{eSignToken}`) shows the options side by side.
 */
export const OPTIONS_DEMO_JOB_NAME = 'Water heater: repair or replace';

const office: SeedActor = { userId: seededUuid('user:office'), userName: 'Olivia Office' };

const demoLines: { key: string; name: string; type: 'Service' | 'Item' | 'Labor'; price: number; cost: number; options: string[] }[] = [
  { key: 'repair', name: 'Repair existing water heater', type: 'Service', price: 350, cost: 120, options: ['Good'] },
  { key: 'thermocouple', name: 'Thermocouple and gas valve', type: 'Item', price: 85, cost: 32, options: ['Good'] },
  { key: 'tank', name: 'Install 50-gallon tank water heater', type: 'Service', price: 1650, cost: 900, options: ['Better'] },
  { key: 'expansion', name: 'Expansion tank', type: 'Item', price: 185, cost: 70, options: ['Better'] },
  { key: 'tankless', name: 'Install tankless water heater', type: 'Service', price: 3400, cost: 1900, options: ['Best'] },
  { key: 'gas-line', name: 'Gas line upgrade', type: 'Labor', price: 450, cost: 150, options: ['Best'] },
  { key: 'haul', name: 'Haul away old water heater', type: 'Service', price: 95, cost: 20, options: ['Better', 'Best'] },
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
export function seedOptionsDemo(now: Date, jobs: readonly Job[], proposals: readonly Proposal[], customers: readonly Customer[]): OptionsDemoRecords | null {
  const template = jobs.find((job) => job.discount === null && job.taxOverride === null && customers.some((customer) => customer.context === job.serviceCustomerContext && customer.emailList.length > 0));
  const customer = template && customers.find((candidate) => candidate.context === template.serviceCustomerContext);
  if (!template || !customer) return null;
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
  const lines: JobDetail[] = demoLines.map((line, index) => ({
    guid: seededUuid(`options-demo:line-guid:${line.key}`),
    jobContext,
    parentGuid: null,
    jobDetailType: line.type,
    context: seededUuid(`options-demo:line:${line.key}`),
    order: index + 1,
    invoiceId: null,
    name: line.name,
    description: '',
    pricebookItemContext: null,
    hours: line.type === 'Item' ? 0 : 2,
    priceDetail: { cost: line.cost, markup: null, price: line.price, quantity: 1, total: line.price, nonTaxable: false },
  }));
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
