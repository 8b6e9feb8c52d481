import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { contactMessages } from '../../src/lib/schemas/contact-schemas';
import { customerSchema } from '../../src/lib/schemas/customer-schemas';
import { type CustomerCreateRequest } from '../../src/lib/schemas/customer-request-schemas';
import { customerContext } from '../../mocks/db/seed-customers';
import { picklistContext } from '../../mocks/db/seed-picklists';
import { getDb } from '../../mocks/db/store';
import { get, post, signIn, useMockServer } from './mock-api';

/**
 * The mock backend checks addresses and telephone numbers itself (never trusting the client): US
 * state codes, ZIP or ZIP+4 and dialable telephone numbers, with the messages of the editors; and it
 * keeps the notes of a service address.
 */
useMockServer();

let office: string;
beforeEach(async () => {
  office = (await signIn('office@demo.test')).accessToken;
});

const serviceAddress = { context: '', addressType: 'Service' as const, street1: '77 NE Cook St', street2: '', city: 'Portland', state: 'OR', postalCode: '97212', primary: true };

function newCustomer(overrides: Partial<CustomerCreateRequest> = {}): CustomerCreateRequest {
  return {
    customerType: 'Person',
    firstName: 'Ana',
    lastName: 'Alvarez',
    companyName: '',
    active: true,
    parentContext: null,
    addresses: [serviceAddress],
    telephoneList: [{ context: '', telephoneType: 'Mobile', number: '(503) 555-0111', primary: true }],
    emailList: [],
    notes: '',
    jobConfig: { jobNamePattern: '', discount: 0, paymentTermContext: picklistContext('PaymentTerm', 'Net 15'), taxOverride: null },
    ignoreDuplicates: true,
    ...overrides,
  };
}

describe('address and telephone rules on the server', () => {
  it('refuses a state that is not a US state code, a postal code that is not a ZIP, and a number that cannot be dialled', async () => {
    const response = await post(
      endpoints.customer.create,
      newCustomer({
        addresses: [{ ...serviceAddress, state: 'Oregon', postalCode: '9721' }],
        telephoneList: [{ context: '', telephoneType: 'Mobile', number: '555-0111', primary: true }],
      }),
      office,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual([contactMessages.telephoneInvalid, contactMessages.stateInvalid, contactMessages.postalCodeInvalid]);
    expect(getDb().customers.all().some((customer) => customer.lastName === 'Alvarez')).toBe(false);
  });

  it('checks updates and the other records with addresses the same way (locations)', async () => {
    const context = customerContext('cho');
    const record = customerSchema.parse(await (await get(`${endpoints.customer.get}?context=${context}`, office)).json());
    const update = await post(
      endpoints.customer.update,
      { ...newCustomer({ addresses: record.addresses.map((address) => ({ ...address, postalCode: 'ABCDE' })) }), context, version: record.version },
      office,
    );
    expect(await update.json()).toEqual([contactMessages.postalCodeInvalid]);

    const location = await post(
      'Location/Create',
      {
        active: true,
        name: 'North Portland Shop',
        address: { ...serviceAddress, state: 'ZZ' },
        telephoneList: [{ context: '', telephoneType: 'Work', number: '(123) 555-0190', primary: true }],
        emailList: [],
      },
      office,
    );
    expect(location.status).toBe(400);
    expect(await location.json()).toEqual([contactMessages.telephoneInvalid, contactMessages.stateInvalid]);
  });

  it('takes a ZIP+4, a lower-case state code (stored in capitals), an extension and an international number', async () => {
    const response = await post(
      endpoints.customer.create,
      newCustomer({
        addresses: [{ ...serviceAddress, state: 'wa', postalCode: '98660-1234' }],
        telephoneList: [
          { context: '', telephoneType: 'Work', number: '503-555-0111 ext. 204', primary: true },
          { context: '', telephoneType: 'Mobile', number: '+44 20 7946 0958', primary: false },
        ],
      }),
      office,
    );
    expect(response.status).toBe(200);
    const saved = customerSchema.parse(await response.json());
    expect(saved.addresses[0]).toMatchObject({ state: 'WA', postalCode: '98660-1234' });
  });
});

describe('service address notes', () => {
  it('are stored with the address, limited in length, and seeded for a few customers', async () => {
    const saved = customerSchema.parse(
      await (await post(endpoints.customer.create, newCustomer({ addresses: [{ ...serviceAddress, notes: 'Gate code 4417.\nDog in the yard.\n' }] }), office)).json(),
    );
    expect(saved.addresses[0]?.notes).toBe('Gate code 4417.\nDog in the yard.');
    const long = await post(endpoints.customer.create, newCustomer({ addresses: [{ ...serviceAddress, notes: 'x'.repeat(1001) }] }), office);
    expect(await long.json()).toEqual([contactMessages.addressNotesTooLong]);

    const whitfield = customerSchema.parse(await (await get(`${endpoints.customer.get}?context=${customerContext('whitfield')}`, office)).json());
    expect(whitfield.addresses.find((address) => address.addressType === 'Service')?.notes).toMatch(/gate/i);
  });
});
