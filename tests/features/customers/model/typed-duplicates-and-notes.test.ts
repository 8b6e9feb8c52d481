import { describe, expect, it } from 'vitest';
import { formatAddressLine } from '@/lib/format';
import type { Address } from '@/lib/schemas/common-schemas';
import { customerRequestFromForm, newCustomerFormValues, normalizeAddresses, typedDuplicateCheck } from '@/features/customers/model/customer-form';
import { serviceNotes } from '@/features/customers/model/service-notes';

const typed = (overrides: Partial<Parameters<typeof typedDuplicateCheck>[0]> = {}) => ({
  customerType: 'Person' as const,
  firstName: 'Ana',
  lastName: 'Alvarez',
  companyName: '',
  telephoneList: [],
  emailList: [],
  ...overrides,
});
const mobile = (number: string) => ({ context: '', telephoneType: 'Mobile' as const, number, primary: true });
const personal = (address: string) => ({ context: '', emailType: 'Personal' as const, address, primary: true });

describe('the duplicate check while typing', () => {
  it('waits for the name and a complete telephone number or email address', () => {
    expect(typedDuplicateCheck(typed())).toBeNull();
    expect(typedDuplicateCheck(typed({ telephoneList: [mobile('503-555-01')] }))).toBeNull();
    expect(typedDuplicateCheck(typed({ lastName: ' ', telephoneList: [mobile('503-555-0122')] }))).toBeNull();
    expect(typedDuplicateCheck(typed({ emailList: [personal('ana@')] }))).toBeNull();
    expect(typedDuplicateCheck(typed({ customerType: 'Company', companyName: '', emailList: [personal('ana@example.com')] }))).toBeNull();
  });

  it('sends the trimmed name and only the complete numbers and addresses', () => {
    expect(typedDuplicateCheck(typed({ firstName: ' Ana ', telephoneList: [mobile(' 503-555-0122 '), mobile('503')], emailList: [personal('ana@')] }))).toEqual({
      customerType: 'Person',
      firstName: 'Ana',
      lastName: 'Alvarez',
      companyName: '',
      telephoneNumbers: ['503-555-0122'],
      emailAddresses: [],
    });
    expect(typedDuplicateCheck(typed({ customerType: 'Company', companyName: 'Bluebird Bistro', emailList: [personal('office@bluebird.test')] }))).toMatchObject({
      companyName: 'Bluebird Bistro',
      emailAddresses: ['office@bluebird.test'],
    });
  });
});

const place = (overrides: Partial<Address>): Address => ({
  context: 'a1',
  addressType: 'Service',
  street1: '4218 SE Belmont St',
  street2: '',
  city: 'Portland',
  state: 'OR',
  postalCode: '97215',
  primary: true,
  ...overrides,
});

describe('service address notes', () => {
  it('are saved with service addresses, trimmed at the end; billing addresses carry none', () => {
    const values = newCustomerFormValues();
    expect(values.addresses[0]).toMatchObject({ addressType: 'Service', notes: '' });
    const addresses = normalizeAddresses([place({ notes: 'Gate code 4417\n\n' }), place({ context: 'b1', addressType: 'Billing', notes: 'Not here' })]);
    expect(addresses.map((address) => address.notes)).toEqual(['Gate code 4417', '']);
    const request = customerRequestFromForm({ ...values, firstName: 'Ana', lastName: 'Alvarez', addresses: [place({ state: 'or', notes: 'Dog in the yard' })] });
    expect(request.addresses[0]).toMatchObject({ state: 'OR', notes: 'Dog in the yard' });
  });

  it('the Notes panel shows the customer notes, then the notes of the record\u2019s service address', () => {
    const customer = { notes: ' Text before arriving. ', addresses: [place({ notes: 'Side gate sticks.' }), place({ context: 'a2', street1: '9 Elm St', notes: '' })] };
    expect(serviceNotes(customer, 'a1', formatAddressLine)).toEqual([
      { label: 'Customer', text: 'Text before arriving.' },
      { label: 'Service address: 4218 SE Belmont St, Portland, OR 97215', text: 'Side gate sticks.' },
    ]);
    expect(serviceNotes(customer, 'a2', formatAddressLine)).toEqual([{ label: 'Customer', text: 'Text before arriving.' }]);
    expect(serviceNotes({ notes: '', addresses: customer.addresses }, 'elsewhere', formatAddressLine)).toEqual([]);
  });
});
