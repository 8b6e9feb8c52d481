import { describe, expect, it } from 'vitest';
import { customerMessages, type CustomerRecord } from '@/lib/schemas/customer-schemas';
import { customerFormSchema } from '@/lib/schemas/customer-request-schemas';
import {
  customerDisplayName,
  customerRequestFromForm,
  customerToFormValues,
  duplicateCheckRequest,
  newCustomerFormValues,
  normalizeAddresses,
  splitPersonName,
} from '@/features/customers/model/customer-form';
import { newQuickCustomerValues, quickCustomerFormSchema, quickCustomerRequest } from '@/features/customers/model/quick-customer-form';

const parent: CustomerRecord = {
  context: 'p1',
  customerType: 'Company',
  firstName: 'Janet',
  lastName: 'Albright',
  companyName: 'Maple Court Property Management',
  customerName: 'Maple Court Property Management',
  active: true,
  parent: null,
  subCustomers: [],
  addresses: [
    { context: 'a1', addressType: 'Service', street1: '1200 NW Naito Pkwy', street2: '', city: 'Portland', state: 'OR', postalCode: '97209', primary: true },
    { context: 'a2', addressType: 'Billing', street1: 'PO Box 12', street2: '', city: 'Portland', state: 'OR', postalCode: '97208', primary: true },
  ],
  telephoneList: [{ context: 't1', telephoneType: 'Work', number: '(503) 555-0198', primary: true }],
  emailList: [{ context: 'e1', emailType: 'Work', address: 'office@maplecourt-pm.test', primary: true }],
  notes: 'PO needed over $1,500.',
  jobConfig: { jobNamePattern: '{CustomerName} {Date}', discount: 5, paymentTerm: { context: 'net30', description: 'Net 30', isDefault: false }, taxOverride: 8.5 },
  dateCreated: '2025-05-20T10:00:00.000Z',
  dateModified: '2025-05-20T10:00:00.000Z',
  version: 3,
};

describe('new customer values', () => {
  it('starts an active person with one empty service address and the default payment term', () => {
    const values = newCustomerFormValues({ defaultPaymentTermContext: 'due' });
    expect(values).toMatchObject({ customerType: 'Person', active: true, parent: null, discount: '0', taxOverride: '', paymentTermContext: 'due', jobNamePattern: '' });
    expect(values.addresses).toHaveLength(1);
    expect(values.addresses[0]).toMatchObject({ addressType: 'Service', primary: true, street1: '' });
  });

  it('starts a sub-customer as a company with its parent and the parent job defaults', () => {
    const values = newCustomerFormValues({ parent, defaultPaymentTermContext: 'due' });
    expect(values).toMatchObject({
      customerType: 'Company',
      parent: { context: 'p1', customerName: 'Maple Court Property Management', active: true },
      jobNamePattern: '{CustomerName} {Date}',
      discount: '5',
      paymentTermContext: 'net30',
      taxOverride: '8.5',
    });
  });

  it('splits a typed name into first and last name', () => {
    expect(splitPersonName('  Ana Maria   Lopez ')).toEqual({ firstName: 'Ana Maria', lastName: 'Lopez' });
    expect(splitPersonName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitPersonName('')).toEqual({ firstName: '', lastName: '' });
  });
});

describe('form to request', () => {
  it('round-trips a record and builds the request: numbers parsed, empty addresses left out, one primary each', () => {
    const values = customerToFormValues(parent);
    expect(values).toMatchObject({ discount: '5', taxOverride: '8.5', paymentTermContext: 'net30', parent: null });
    values.addresses.push({ context: '', addressType: 'Service', street1: ' ', street2: '', city: '', state: '', postalCode: '', primary: false });
    values.notes = 'Line one\nLine two\n\n';
    values.taxOverride = '';
    const request = customerRequestFromForm(values);
    expect(request.addresses.map((address) => address.context)).toEqual(['a1', 'a2']);
    expect(request).toMatchObject({
      companyName: 'Maple Court Property Management',
      notes: 'Line one\nLine two',
      jobConfig: { jobNamePattern: '{CustomerName} {Date}', discount: 5, paymentTermContext: 'net30', taxOverride: null },
    });
  });

  it('drops the company name of a person and sends no payment term when none is chosen', () => {
    const values = { ...newCustomerFormValues(), firstName: ' Ana ', lastName: 'Alvarez ', companyName: 'Left over' };
    const request = customerRequestFromForm(values);
    expect(request).toMatchObject({ firstName: 'Ana', lastName: 'Alvarez', companyName: '', addresses: [], jobConfig: { paymentTermContext: null, discount: 0 } });
    expect(customerDisplayName(values)).toBe('Ana Alvarez');
  });

  it('makes the first remaining address of each type primary', () => {
    const addresses = normalizeAddresses([
      { context: '', addressType: 'Service', street1: '', street2: '', city: '', state: '', postalCode: '', primary: true },
      { context: 'b', addressType: 'Service', street1: '2 B St', street2: '', city: 'X', state: 'OR', postalCode: '1', primary: false },
      { context: 'c', addressType: 'Billing', street1: '3 C St', street2: '', city: 'X', state: 'OR', postalCode: '1', primary: false },
    ]);
    expect(addresses.map((address) => [address.context, address.primary])).toEqual([
      ['b', true],
      ['c', true],
    ]);
  });

  it('asks the duplicate check about the name, telephone numbers and email addresses', () => {
    const request = customerRequestFromForm(customerToFormValues(parent));
    expect(duplicateCheckRequest(request)).toEqual({
      customerType: 'Company',
      firstName: 'Janet',
      lastName: 'Albright',
      companyName: 'Maple Court Property Management',
      telephoneNumbers: ['(503) 555-0198'],
      emailAddresses: ['office@maplecourt-pm.test'],
    });
  });
});

describe('customer form rules', () => {
  const messagesOf = (values: unknown) => {
    const result = customerFormSchema.safeParse(values);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('needs first and last name for a person, a company name for a company', () => {
    expect(messagesOf(newCustomerFormValues())).toEqual([customerMessages.firstNameRequired, customerMessages.lastNameRequired]);
    expect(messagesOf({ ...newCustomerFormValues(), customerType: 'Company' })).toEqual([customerMessages.companyNameRequired]);
    expect(messagesOf({ ...newCustomerFormValues(), customerType: 'Company', companyName: 'Acme' })).toEqual([]);
  });

  it('checks the percentages, the notes length and the job name pattern', () => {
    const base = { ...newCustomerFormValues(), firstName: 'A', lastName: 'B' };
    expect(messagesOf({ ...base, discount: '100.5' })).toEqual([customerMessages.discountInvalid]);
    expect(messagesOf({ ...base, discount: 'ten' })).toEqual([customerMessages.discountInvalid]);
    expect(messagesOf({ ...base, discount: '' })).toEqual([]);
    expect(messagesOf({ ...base, taxOverride: '-2' })).toEqual([customerMessages.taxOverrideInvalid]);
    expect(messagesOf({ ...base, taxOverride: '7.75' })).toEqual([]);
    expect(messagesOf({ ...base, notes: 'x'.repeat(4001) })).toEqual([customerMessages.notesTooLong]);
    expect(messagesOf({ ...base, jobNamePattern: '{lastname} {Job}' })).toEqual([customerMessages.jobNamePatternUnknownToken('{Job}')]);
  });
});

describe('quick Add Customer', () => {
  it('takes the search term as a name, telephone number or email address', () => {
    expect(newQuickCustomerValues('Ana Alvarez')).toMatchObject({ firstName: 'Ana', lastName: 'Alvarez', telephone: '', email: '' });
    expect(newQuickCustomerValues('503-555-0111')).toMatchObject({ firstName: '', telephone: '503-555-0111' });
    expect(newQuickCustomerValues('ana@example.com')).toMatchObject({ firstName: '', email: 'ana@example.com' });
  });

  it('validates and builds a request with the default payment term', () => {
    const values = { ...newQuickCustomerValues('Ana Alvarez'), telephone: '12', email: 'nope' };
    const result = quickCustomerFormSchema.safeParse(values);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual(['Enter a valid telephone number.', 'Enter a valid email address.']);
    const request = quickCustomerRequest({ ...values, telephone: '(503) 555-0111', email: 'ana@example.com' }, 'due');
    expect(request).toMatchObject({
      customerType: 'Person',
      addresses: [],
      telephoneList: [{ telephoneType: 'Mobile', number: '(503) 555-0111', primary: true }],
      emailList: [{ emailType: 'Personal', address: 'ana@example.com', primary: true }],
      jobConfig: { paymentTermContext: 'due', discount: 0, taxOverride: null },
    });
  });
});
