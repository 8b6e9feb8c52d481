import { round2 } from './seed-helpers';
import type { Address, Customer, DocumentTotals, JobDetail, Personnel } from './types';

/** The name a customer is shown by: the company name for companies, else "First Last". */
export function customerName(customer: Customer): string {
  return customer.customerType === 'Company' ? customer.companyName : `${customer.firstName} ${customer.lastName}`;
}

export function personnelName(person: Personnel): string {
  return `${person.firstName} ${person.lastName}`;
}

/** The primary item of a contact list, else the first, else `null`. */
export function primaryOf<T extends { primary: boolean }>(items: readonly T[]): T | null {
  return items.find((item) => item.primary) ?? items[0] ?? null;
}

/** The customer's primary service address, else their first address. */
export function customerServiceAddress(customer: Customer): Address | null {
  const service = customer.addresses.filter((item) => item.addressType === 'Service');
  return service.find((item) => item.primary) ?? service[0] ?? customer.addresses[0] ?? null;
}

/** The customer's primary billing address, else their service address. */
export function customerBillingAddress(customer: Customer): Address | null {
  const billing = customer.addresses.filter((item) => item.addressType === 'Billing');
  return billing.find((item) => item.primary) ?? billing[0] ?? customerServiceAddress(customer);
}

/**
 * Money figures of a job document over `lines`: cost and subtotal are sums of the lines, the
 * discount is a percentage of the subtotal, tax applies to the discounted taxable lines.
 */
export function documentTotals(lines: readonly JobDetail[], discountPercent: number, salesTaxRate: number): DocumentTotals {
  const priced = lines.filter((line) => line.jobDetailType !== 'Subtotal');
  const cost = round2(priced.reduce((sum, line) => sum + line.priceDetail.cost * line.priceDetail.quantity, 0));
  const subtotal = round2(priced.reduce((sum, line) => sum + line.priceDetail.total, 0));
  const taxable = priced.filter((line) => !line.priceDetail.nonTaxable).reduce((sum, line) => sum + line.priceDetail.total, 0);
  const discount = round2((subtotal * discountPercent) / 100);
  const tax = round2((taxable * (1 - discountPercent / 100) * salesTaxRate) / 100);
  return { cost, subtotal, discount, tax, total: round2(subtotal - discount + tax) };
}
