import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { contactMessages } from '../../src/lib/schemas/contact-schemas';
import { customerActivitySchema, customerMessages, customerSchema, DUPLICATE_CUSTOMER_TEXT, findDuplicatesResponseSchema, jobConfigResponseSchema, type CustomerRecord } from '../../src/lib/schemas/customer-schemas';
import { type CustomerCreateRequest } from '../../src/lib/schemas/customer-request-schemas';
import { customerContext } from '../../mocks/db/seed-customers';
import { picklistContext } from '../../mocks/db/seed-picklists';
import { getDb } from '../../mocks/db/store';
import {
  CUSTOMER_CONFLICT_TEXT,
  CUSTOMER_HAS_SUB_CUSTOMERS_TEXT,
  CUSTOMER_HAS_WORK_TEXT,
  customerRuleMessages,
} from '../../mocks/handlers/customer-handlers';
import { API, get, post, signIn, useMockServer } from './mock-api';

useMockServer();

let office: string;
let tech: string;
beforeEach(async () => {
  office = (await signIn('office@demo.test')).accessToken;
  tech = (await signIn('tech@demo.test')).accessToken;
});

function remove(path: string, token: string): Promise<Response> {
  return fetch(`${API}${path}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
}

const query = (endpoint: string, context: string) => `${endpoint}?context=${encodeURIComponent(context)}`;

function newCustomer(overrides: Partial<CustomerCreateRequest> = {}): CustomerCreateRequest {
  return {
    customerType: 'Person',
    firstName: 'Ana',
    lastName: 'Alvarez',
    companyName: '',
    active: true,
    parentContext: null,
    addresses: [
      { context: '', addressType: 'Service', street1: ' 77 NE Cook St ', street2: '', city: 'Portland', state: 'OR', postalCode: '97212', primary: true },
    ],
    telephoneList: [{ context: '', telephoneType: 'Mobile', number: '(503) 555-0111', primary: true }],
    emailList: [{ context: '', emailType: 'Personal', address: 'ana.alvarez@example.com', primary: true }],
    notes: 'Side gate.\nDog friendly.',
    jobConfig: { jobNamePattern: '', discount: 0, paymentTermContext: picklistContext('PaymentTerm', 'Net 15'), taxOverride: null },
    ...overrides,
  };
}

async function load(context: string, token = office): Promise<CustomerRecord> {
  const response = await get(query(endpoints.customer.get, context), token);
  expect(response.status).toBe(200);
  return customerSchema.parse(await response.json());
}

describe('Customer/GetByContext', () => {
  it('answers the whole customer with parent, sub-customers and job defaults, and records the use', async () => {
    const parent = await load(customerContext('maple-court'));
    expect(parent).toMatchObject({ customerName: 'Maple Court Property Management', customerType: 'Company', parent: null });
    // By name, numbers by their value (Unit 4B before Unit 12A).
    expect(parent.subCustomers.map((sub) => sub.customerName)).toEqual([
      'Maple Court Apartments \u2013 Clubhouse',
      'Maple Court Apartments \u2013 Unit 4B',
      'Maple Court Apartments \u2013 Unit 12A',
    ]);
    expect(parent.jobConfig).toMatchObject({ discount: 5, paymentTerm: { description: 'Net 30', isDefault: false }, taxOverride: null });
    const unit = await load(customerContext('maple-4b'));
    expect(unit.parent).toEqual({ context: parent.context, customerName: parent.customerName, active: true });

    const uses = getDb().recentUses.all().filter((use) => use.kind === 'customer');
    expect(uses.at(-1)?.context).toBe(unit.context);
  });

  it("leaves the job defaults out for a technician (no JOB_COST_R): costs stay in the office", async () => {
    const asTech = await load(customerContext('maple-court'), tech);
    expect(asTech.customerName).toBe('Maple Court Property Management');
    expect(asTech).not.toHaveProperty('jobConfig');
    expect((await load(customerContext('maple-court'))).jobConfig).toMatchObject({ discount: 5 });
  });

  it('needs a signed-in user, a context and an existing customer', async () => {
    expect((await get(query(endpoints.customer.get, customerContext('bell')))).status).toBe(401);
    expect((await get(endpoints.customer.get, office)).status).toBe(400);
    expect((await get(query(endpoints.customer.get, 'nope'), office)).status).toBe(404);
  });
});

describe('permissions', () => {
  it('lets a technician read customers but not create, change or delete them', async () => {
    await load(customerContext('bell'), tech);
    expect((await post(endpoints.customer.create, newCustomer(), tech)).status).toBe(403);
    const record = await load(customerContext('donovan'));
    expect((await post(endpoints.customer.update, { ...newCustomer(), context: record.context, version: record.version }, tech)).status).toBe(403);
    expect((await remove(query(endpoints.customer.delete, record.context), tech)).status).toBe(403);
    expect((await post(endpoints.customer.findDuplicates, { customerType: 'Person', firstName: 'A', lastName: 'B', companyName: '', telephoneNumbers: [], emailAddresses: [] }, tech)).status).toBe(403);
  });
});

describe('Customer/Create', () => {
  it('saves a new customer with trimmed contacts and fresh contexts', async () => {
    const response = await post(endpoints.customer.create, newCustomer(), office);
    expect(response.status).toBe(200);
    const saved = customerSchema.parse(await response.json());
    expect(saved).toMatchObject({ customerName: 'Ana Alvarez', active: true, version: 1, notes: 'Side gate.\nDog friendly.' });
    expect(saved.addresses).toEqual([expect.objectContaining({ street1: '77 NE Cook St', primary: true, addressType: 'Service' })]);
    expect(saved.addresses[0]!.context).not.toBe('');
    expect(saved.telephoneList[0]).toMatchObject({ number: '(503) 555-0111', primary: true });
    expect(saved.jobConfig?.paymentTerm?.description).toBe('Net 15');
    expect(getDb().customers.all().some((customer) => customer.context === saved.context)).toBe(true);
    expect(getDb().recentUses.all().at(-1)).toMatchObject({ kind: 'customer', context: saved.context });
  });

  it('answers every broken rule as a 400 list of messages', async () => {
    const response = await post(
      endpoints.customer.create,
      newCustomer({
        firstName: ' ',
        lastName: '',
        notes: 'x'.repeat(4001),
        emailList: [{ context: '', emailType: 'Work', address: 'not-an-email', primary: true }],
        addresses: [{ context: '', addressType: 'Service', street1: '', street2: '', city: '', state: '', postalCode: '', primary: true }],
        jobConfig: { jobNamePattern: '{Surname} job', discount: 150, paymentTermContext: null, taxOverride: -1 },
      }),
      office,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(
      expect.arrayContaining([
        customerMessages.firstNameRequired,
        customerMessages.lastNameRequired,
        customerMessages.notesTooLong,
        contactMessages.emailInvalid,
        customerMessages.blankAddress,
        customerMessages.jobNamePatternUnknownToken('{Surname}'),
        customerMessages.discountInvalid,
        customerMessages.taxOverrideInvalid,
      ]),
    );
  });

  it('needs a company name for a company and checks the parent and payment term', async () => {
    const company = await post(endpoints.customer.create, newCustomer({ customerType: 'Company', companyName: '' }), office);
    expect(await company.json()).toEqual([customerMessages.companyNameRequired]);

    const subOfSub = await post(endpoints.customer.create, newCustomer({ parentContext: customerContext('maple-4b') }), office);
    expect(await subOfSub.json()).toEqual([customerRuleMessages.parentIsSubCustomer]);
    const missingParent = await post(endpoints.customer.create, newCustomer({ parentContext: 'missing' }), office);
    expect(await missingParent.json()).toEqual([customerRuleMessages.parentNotFound]);
    const badTerm = await post(endpoints.customer.create, newCustomer({ jobConfig: { ...newCustomer().jobConfig, paymentTermContext: picklistContext('JobType', 'Repair') } }), office);
    expect(await badTerm.json()).toEqual([customerRuleMessages.paymentTermNotFound]);
  });

  it('adds a sub-customer that shows on its parent', async () => {
    const parentContext = customerContext('riverside');
    const response = await post(
      endpoints.customer.create,
      newCustomer({ customerType: 'Company', companyName: 'Riverside Annex \u2013 Unit 5', parentContext, telephoneList: [], emailList: [] }),
      office,
    );
    const saved = customerSchema.parse(await response.json());
    expect(saved.parent?.context).toBe(parentContext);
    expect((await load(parentContext)).subCustomers.map((sub) => sub.customerName)).toContain('Riverside Annex \u2013 Unit 5');
  });
});

describe('duplicates', () => {
  it('finds customers with the same name, telephone number or email address and says why', async () => {
    const response = await post(
      endpoints.customer.findDuplicates,
      { customerType: 'Person', firstName: 'dana', lastName: 'WHITFIELD', companyName: '', telephoneNumbers: ['503.555.0122'], emailAddresses: ['Tom.Becker@Example.com'] },
      office,
    );
    const { matches } = findDuplicatesResponseSchema.parse(await response.json());
    const byName = Object.fromEntries(matches.map((match) => [match.customer.customerName, match.reasons.map((reason) => reason.text)]));
    expect(byName).toEqual({
      'Dana Whitfield': ['Same name'],
      'Marcus Bell': ['Same telephone number (503) 555-0122'],
      'Tom Becker': ['Same email address tom.becker@example.com'],
    });
  });

  it('finds nothing for a new customer', async () => {
    const response = await post(
      endpoints.customer.findDuplicates,
      { customerType: 'Company', firstName: '', lastName: '', companyName: 'Brand New Co', telephoneNumbers: ['(503) 555-0000'], emailAddresses: ['hello@brandnew.test'] },
      office,
    );
    expect(await response.json()).toEqual({ matches: [] });
  });

  it('refuses to create a possible duplicate unless the user chose Create Anyway', async () => {
    const duplicate = newCustomer({ firstName: 'Marcus', lastName: 'Bell', telephoneList: [], emailList: [] });
    const refused = await post(endpoints.customer.create, duplicate, office);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toBe(DUPLICATE_CUSTOMER_TEXT);
    const created = await post(endpoints.customer.create, { ...duplicate, ignoreDuplicates: true }, office);
    expect(created.status).toBe(200);
    expect(getDb().customers.all().filter((customer) => customer.firstName === 'Marcus' && customer.lastName === 'Bell')).toHaveLength(2);
  });
});

describe('Customer/Update', () => {
  it('saves with the loaded version, keeps contexts and answers 409 for a stale version', async () => {
    const record = await load(customerContext('cho'));
    const request = {
      ...newCustomer({ firstName: 'Hannah', lastName: 'Cho-Park', addresses: record.addresses, telephoneList: record.telephoneList, emailList: record.emailList }),
      context: record.context,
      version: record.version,
    };
    const response = await post(endpoints.customer.update, request, office);
    expect(response.status).toBe(200);
    const saved = customerSchema.parse(await response.json());
    expect(saved).toMatchObject({ customerName: 'Hannah Cho-Park', version: record.version + 1 });
    expect(saved.addresses.map((address) => address.context)).toEqual(record.addresses.map((address) => address.context));

    const stale = await post(endpoints.customer.update, request, office);
    expect(stale.status).toBe(409);
    expect(await stale.text()).toBe(CUSTOMER_CONFLICT_TEXT);
  });

  it('refuses to remove an address that intake or jobs use, and to make a parent a sub-customer', async () => {
    const bell = await load(customerContext('bell'));
    const noAddress = await post(
      endpoints.customer.update,
      { ...newCustomer({ firstName: 'Marcus', lastName: 'Bell', addresses: [] }), context: bell.context, version: bell.version },
      office,
    );
    expect(noAddress.status).toBe(400);
    expect(await noAddress.json()).toEqual([customerRuleMessages.addressInUse('1735 NE Alberta St, Portland')]);

    const maple = await load(customerContext('maple-court'));
    const asSub = await post(
      endpoints.customer.update,
      {
        ...newCustomer({ customerType: 'Company', companyName: maple.companyName, addresses: maple.addresses, parentContext: customerContext('riverside') }),
        context: maple.context,
        version: maple.version,
      },
      office,
    );
    expect(await asSub.json()).toEqual([customerRuleMessages.hasSubCustomers]);
  });
});

describe('Customer/Delete', () => {
  it('refuses a customer with intake or jobs, or with sub-customers', async () => {
    const withJobs = await remove(query(endpoints.customer.delete, customerContext('bell')), office);
    expect(withJobs.status).toBe(422);
    expect(await withJobs.text()).toBe(CUSTOMER_HAS_WORK_TEXT);
    const withSubs = await remove(query(endpoints.customer.delete, customerContext('riverside')), office);
    expect(withSubs.status).toBe(422);
    // Riverside has a job too: the work is named first.
    expect([CUSTOMER_HAS_WORK_TEXT, CUSTOMER_HAS_SUB_CUSTOMERS_TEXT]).toContain(await withSubs.text());
  });

  it('deletes a customer without intake or jobs', async () => {
    const context = customerContext('donovan');
    const response = await remove(query(endpoints.customer.delete, context), office);
    expect(response.status).toBe(200);
    expect((await get(query(endpoints.customer.get, context), office)).status).toBe(404);
    expect(getDb().recentUses.all().some((use) => use.context === context)).toBe(false);
  });
});

describe('Customer/GetJobConfig', () => {
  it('names the job after the last name and today in the client time zone, with the customer defaults', async () => {
    const response = await get(query(endpoints.customer.getJobConfig, customerContext('whitfield')), office);
    const config = jobConfigResponseSchema.parse(await response.json());
    const now = new Date();
    const today = `${String(now.getMonth() + 1).padStart(2, '0')}/${String(now.getDate()).padStart(2, '0')}/${now.getFullYear()}`;
    expect(config).toEqual({ jobName: `Whitfield ${today}`, discount: 0, paymentTerm: expect.objectContaining({ description: 'Due on Receipt', isDefault: true }), taxOverride: null });
  });

  it('uses a company name for {LastName} and the customer own pattern', async () => {
    const maple = await load(customerContext('maple-court'));
    const company = jobConfigResponseSchema.parse(await (await get(query(endpoints.customer.getJobConfig, maple.context), office)).json());
    expect(company.jobName).toMatch(/^Maple Court Property Management \d\d\/\d\d\/\d{4}$/);
    expect(company.discount).toBe(5);

    const request = {
      ...newCustomer({ customerType: 'Company', companyName: maple.companyName, firstName: 'Janet', addresses: maple.addresses }),
      jobConfig: { jobNamePattern: '{customerName} #{Number} for {FirstName}', discount: 7.5, paymentTermContext: null, taxOverride: 8 },
      context: maple.context,
      version: maple.version,
    };
    expect((await post(endpoints.customer.update, request, office)).status).toBe(200);
    const nextNumber = Math.max(...getDb().jobs.all().map((job) => job.number)) + 1;
    const custom = jobConfigResponseSchema.parse(await (await get(query(endpoints.customer.getJobConfig, maple.context), office)).json());
    expect(custom).toEqual({ jobName: `Maple Court Property Management #${nextNumber} for Janet`, discount: 7.5, paymentTerm: null, taxOverride: 8 });
  });
});

describe('Customer/GetActivity', () => {
  it('lists the customer records newest first', async () => {
    const activity = customerActivitySchema.parse(await (await get(query(endpoints.customer.getActivity, customerContext('nguyen')), office)).json());
    expect(activity.intakes).toHaveLength(3);
    expect(activity.jobs).toHaveLength(3);
    expect(activity.emails).toHaveLength(5);
    const dates = activity.jobs!.map((job) => job.dateTime);
    expect(dates).toEqual([...dates].sort().reverse());
    const jobContexts = new Set(activity.jobs!.map((job) => job.context));
    for (const invoice of activity.invoices!) expect(jobContexts.has(invoice.jobContext)).toBe(true);
  });

  it('includes jobs billed to a parent customer', async () => {
    const activity = customerActivitySchema.parse(await (await get(query(endpoints.customer.getActivity, customerContext('cascade-sd')), office)).json());
    expect(activity.jobs!.some((job) => job.role === 'Billing')).toBe(true);
  });

  it('leaves out what the user may not read', async () => {
    const activity = customerActivitySchema.parse(await (await get(query(endpoints.customer.getActivity, customerContext('nguyen')), tech)).json());
    expect(activity.intakes).toHaveLength(3);
    expect(activity.jobs).toHaveLength(3);
    expect(activity).toMatchObject({ proposals: null, invoices: null, payments: null, emails: null });
  });
});
