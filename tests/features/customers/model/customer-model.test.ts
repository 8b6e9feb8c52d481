import { describe, expect, it } from 'vitest';
import type { CustomerActivity, CustomerRecord } from '@/lib/schemas/customer-schemas';
import { activitySummary, invoiceState } from '@/features/customers/model/customer-activity';
import { customerListDefaults, customerPickerRequest, customerSearchRequest } from '@/features/customers/model/customer-list';
import { addressChoices, customerRefFromRecord, primaryBillingAddress, primaryServiceAddress } from '@/features/customers/model/customer-ref';
import { parseListQuery } from '@/lib/list-query';

const address = (context: string, addressType: 'Service' | 'Billing', primary: boolean) => ({
  context,
  addressType,
  street1: `${context} St`,
  street2: '',
  city: 'Portland',
  state: 'OR',
  postalCode: '97214',
  primary,
});

describe('customer ref', () => {
  it('picks the primary service and billing addresses, falling back sensibly', () => {
    const addresses = [address('s1', 'Service', false), address('b1', 'Billing', true), address('s2', 'Service', true)];
    expect(primaryServiceAddress(addresses)?.context).toBe('s2');
    expect(primaryBillingAddress(addresses)?.context).toBe('b1');
    expect(primaryBillingAddress([address('s1', 'Service', true)])?.context).toBe('s1');
    expect(primaryServiceAddress([address('b1', 'Billing', true)])?.context).toBe('b1');
    expect(primaryServiceAddress([])).toBeNull();
    expect(addressChoices(addresses, 'Billing').map((item) => item.context)).toEqual(['b1', 's2', 's1']);
  });

  it('embeds a customer the way intake and jobs carry it', () => {
    const record = {
      context: 'c1',
      customerName: 'Unit 4B',
      parent: { context: 'p', customerName: 'Maple Court', active: true },
      active: false,
      telephoneList: [],
      emailList: [],
      addresses: [address('s1', 'Service', true)],
    } as unknown as CustomerRecord;
    expect(customerRefFromRecord(record)).toEqual({
      context: 'c1',
      customerName: 'Unit 4B',
      parentCustomerName: 'Maple Court',
      active: false,
      telephoneList: [],
      emailList: [],
      address: address('s1', 'Service', true),
    });
  });
});

describe('customer list requests', () => {
  it('reads the address query: active customers by name, other filters and sorts when asked', () => {
    const request = customerSearchRequest(parseListQuery(new URLSearchParams(''), customerListDefaults), 25);
    expect(request).toEqual({ searchTerm: '', active: true, recentlyUsed: false, assignedTo: null, sort: { by: 'Name', direction: 'ASC' }, pageNumber: 0, pageSize: 25 });
    const other = customerSearchRequest(parseListQuery(new URLSearchParams('q=%20bell%20&active=All&sort=DateCreated&dir=DESC&page=2'), customerListDefaults), 10);
    expect(other).toMatchObject({ searchTerm: 'bell', active: null, sort: { by: 'DateCreated', direction: 'DESC' }, pageNumber: 1, pageSize: 10 });
    expect(customerSearchRequest(parseListQuery(new URLSearchParams('sort=Bogus'), customerListDefaults), 10).sort.by).toBe('Name');
  });

  it('shows recent customers in the picker until something is typed', () => {
    expect(customerPickerRequest('', false)).toMatchObject({ searchTerm: '', recentlyUsed: true, active: true });
    expect(customerPickerRequest(' bell ', true)).toMatchObject({ searchTerm: 'bell', recentlyUsed: false, active: null });
  });
});

describe('customer history figures', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('names the state of an invoice', () => {
    expect(invoiceState({ issued: false, amountDue: 50, dueDate: '2026-01-01' }, now)).toBe('Draft');
    expect(invoiceState({ issued: true, amountDue: 0, dueDate: '2026-01-01' }, now)).toBe('Paid');
    expect(invoiceState({ issued: true, amountDue: 10, dueDate: '2026-11-01' }, now)).toBe('Overdue');
    expect(invoiceState({ issued: true, amountDue: 10, dueDate: '2026-12-01' }, now)).toBe('Open');
  });

  it('sums open work and the balance of issued invoices; hidden kinds stay hidden', () => {
    const invoice = (total: number, amountDue: number, issued: boolean, dueDate: string) => ({
      context: `${total}`,
      jobContext: 'j',
      jobName: 'J',
      number: 1,
      date: '2026-10-01',
      dueDate,
      issued,
      total,
      amountDue,
    });
    const activity: CustomerActivity = {
      intakes: [
        { context: 'i1', dateTime: '', description: '', intakeType: '', status: 'Pending' },
        { context: 'i2', dateTime: '', description: '', intakeType: '', status: 'Complete' },
      ],
      jobs: [{ context: 'j', number: 1, name: 'J', jobStatus: 'Open', dateTime: '', total: 10, role: 'Service' }],
      proposals: null,
      invoices: [invoice(100.1, 40.05, true, '2026-11-01'), invoice(50, 50, false, '2026-11-01'), invoice(20, 0, true, '2026-12-30')],
      payments: null,
      emails: null,
    };
    expect(activitySummary(activity, now)).toEqual({ openIntake: 1, openJobs: 1, invoiced: 120.1, balanceDue: 40.05, overdueInvoices: 1 });
    expect(activitySummary({ ...activity, intakes: null, invoices: null }, now)).toMatchObject({ openIntake: null, invoiced: null, balanceDue: null });
  });
});
