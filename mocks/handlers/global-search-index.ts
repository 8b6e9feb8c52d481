import type { GlobalSearchKind } from '../../src/lib/schemas/global-search-schemas';
import { telephoneDigitsOf, type SearchFields } from '../../src/lib/search-rank';
import type { StoredDocument } from '../db/document-types';
import type { MockDb } from '../db/mock-store';
import { customerName, customerServiceAddress, primaryOf } from '../db/record-views';
import type { Address, Customer } from '../db/types';

/** One record as the global search reads it: its lower-case fields, worked out once per version. */
export interface GlobalSearchEntry {
  kind: GlobalSearchKind;
  context: string;
  fields: SearchFields;
  title: string;
  detail: string;
  number: number | null;
  jobContext: string | null;
}

const lower = (texts: readonly string[]): string[] => texts.filter((text) => text !== '').map((text) => text.toLowerCase());

function addressText(address: Address | null | undefined): string {
  if (!address) return '';
  return [address.street1, address.street2, address.city, address.state, address.postalCode].filter(Boolean).join(' ');
}

function joinDetail(parts: readonly (string | null | undefined)[]): string {
  return parts.filter((part): part is string => Boolean(part)).join(' · ');
}

function customerEntry(customer: Customer): GlobalSearchEntry {
  const name = customerName(customer);
  const contact = `${customer.firstName} ${customer.lastName}`.trim();
  const telephone = primaryOf(customer.telephoneList)?.number;
  return {
    kind: 'customer',
    context: customer.context,
    fields: {
      texts: lower([
        name,
        contact === name ? '' : contact,
        ...customer.telephoneList.map((entry) => entry.number),
        ...customer.emailList.map((entry) => entry.address),
        ...customer.addresses.map(addressText),
      ]),
      primary: contact === name || contact === '' ? 1 : 2,
      digits: customer.telephoneList.map((entry) => telephoneDigitsOf(entry.number)),
    },
    title: name,
    detail: joinDetail([telephone, addressText(customerServiceAddress(customer)), customer.active ? null : 'Inactive']),
    number: null,
    jobContext: null,
  };
}

/** The customer's name and e-mails (lower case): what a job or document is also found by. */
function customerTexts(customer: Customer | undefined): string[] {
  return customer ? lower([customerName(customer)]) : [];
}

const documentTitles = { proposal: 'Proposal', workOrder: 'Work Order', invoice: 'Invoice' } as const;
type DocumentKind = keyof typeof documentTitles;

function documentEntry(kind: DocumentKind, document: StoredDocument, customers: ReadonlyMap<string, Customer>): GlobalSearchEntry {
  const service = customers.get(document.serviceCustomerContext);
  const billing = document.billingCustomerContext === document.serviceCustomerContext ? undefined : customers.get(document.billingCustomerContext);
  return {
    kind,
    context: document.context,
    fields: { texts: [String(document.number), ...customerTexts(service), ...customerTexts(billing), ...lower([document.name])], primary: 1, digits: [] },
    title: `${documentTitles[kind]} ${document.number}`,
    detail: joinDetail([service ? customerName(service) : null, document.name]),
    number: document.number,
    jobContext: document.jobContext,
  };
}

type CustomerMap = ReadonlyMap<string, Customer>;

function nameIn(customers: CustomerMap, context: string): string | null {
  const customer = customers.get(context);
  return customer ? customerName(customer) : null;
}

/** Each kind's records and how to read them; the customers are every kind's second source. */
const builders: { [K in GlobalSearchKind]: { source: (db: MockDb) => readonly unknown[]; build: (db: MockDb, customers: CustomerMap) => GlobalSearchEntry[] } } = {
  customer: { source: (db) => db.customers.all(), build: (db) => db.customers.all().map(customerEntry) },
  job: {
    source: (db) => db.jobs.all(),
    build: (db, customers) =>
      db.jobs.all().map((job) => ({
        kind: 'job',
        context: job.context,
        fields: { texts: [String(job.number), ...lower([job.name]), ...customerTexts(customers.get(job.serviceCustomerContext))], primary: 2, digits: [] },
        title: job.name,
        detail: joinDetail([`Job ${job.number}`, nameIn(customers, job.serviceCustomerContext)]),
        number: job.number,
        jobContext: job.context,
      })),
  },
  intake: {
    source: (db) => db.intakes.all(),
    build: (db, customers) =>
      db.intakes.all().map((intake) => ({
        kind: 'intake',
        context: intake.context,
        fields: { texts: [...lower([intake.description]), ...customerTexts(customers.get(intake.customerContext))], primary: 1, digits: [] },
        title: intake.description || 'Intake',
        detail: joinDetail([nameIn(customers, intake.customerContext), intake.status]),
        number: null,
        jobContext: null,
      })),
  },
  proposal: { source: (db) => db.proposals.all(), build: (db, customers) => db.proposals.all().map((document) => documentEntry('proposal', document, customers)) },
  workOrder: { source: (db) => db.workOrders.all(), build: (db, customers) => db.workOrders.all().map((document) => documentEntry('workOrder', document, customers)) },
  invoice: { source: (db) => db.invoices.all(), build: (db, customers) => db.invoices.all().map((document) => documentEntry('invoice', document, customers)) },
  pricebookItem: {
    source: (db) => db.pricebookItems.all(),
    build: (db) =>
      db.pricebookItems.all().map((item) => ({
        kind: 'pricebookItem',
        context: item.context,
        fields: { texts: lower([item.name, item.partNumber, item.modelNumber]), primary: 1, digits: [] },
        title: item.name,
        detail: joinDetail([item.itemType, item.partNumber || item.modelNumber, item.active ? null : 'Inactive']),
        number: null,
        jobContext: null,
      })),
  },
};

const cache = new Map<GlobalSearchKind, { source: readonly unknown[]; customers: readonly Customer[]; entries: GlobalSearchEntry[] }>();
let customerMap: { customers: readonly Customer[]; map: CustomerMap } | null = null;

/**
 * The searchable records of one kind (the large seed: 5,000 customers, 10,000 jobs, …), built on
 * first use of the collection as it is now and kept until it or the customers change (a write
 * replaces a collection's `all()` array), so saving a job rebuilds the jobs only.
 */
export function globalSearchEntries(db: MockDb, kind: GlobalSearchKind): readonly GlobalSearchEntry[] {
  const source = builders[kind].source(db);
  const customers = db.customers.all();
  const kept = cache.get(kind);
  if (kept && kept.source === source && kept.customers === customers) return kept.entries;
  if (customerMap?.customers !== customers) customerMap = { customers, map: new Map(customers.map((customer) => [customer.context, customer])) };
  const entries = builders[kind].build(db, customerMap.map);
  cache.set(kind, { source, customers, entries });
  return entries;
}
