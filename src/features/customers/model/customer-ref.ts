import type { Address, CustomerRef } from '@/lib/schemas/common-schemas';
import type { CustomerRecord } from '@/lib/schemas/customer-schemas';

/** The primary item of a contact list, else the first, else `null`. */
export function primaryItem<T extends { primary: boolean }>(items: readonly T[]): T | null {
  return items.find((item) => item.primary) ?? items[0] ?? null;
}

/** The primary address of a type, else the first of that type, else `null`. */
export function primaryAddressOf(addresses: readonly Address[], type: Address['addressType']): Address | null {
  return primaryItem(addresses.filter((address) => address.addressType === type));
}

/** The customer's primary service address, else their first address. */
export function primaryServiceAddress(addresses: readonly Address[]): Address | null {
  return primaryAddressOf(addresses, 'Service') ?? addresses[0] ?? null;
}

/** The customer's primary billing address, else the service address. */
export function primaryBillingAddress(addresses: readonly Address[]): Address | null {
  return primaryAddressOf(addresses, 'Billing') ?? primaryServiceAddress(addresses);
}

/** A customer as other records embed it (`customerRefSchema`); `address` is the primary service address. */
export function customerRefFromRecord(record: CustomerRecord): CustomerRef {
  return {
    context: record.context,
    customerName: record.customerName,
    parentCustomerName: record.parent?.customerName ?? null,
    active: record.active,
    telephoneList: record.telephoneList.map((telephone) => ({ ...telephone })),
    emailList: record.emailList.map((email) => ({ ...email })),
    address: primaryServiceAddress(record.addresses),
  };
}

/** Addresses offered for a service address: service addresses first (primary first), then billing ones. */
export function addressChoices(addresses: readonly Address[], preferred: Address['addressType']): Address[] {
  const rank = (address: Address) => (address.addressType === preferred ? 0 : 2) + (address.primary ? 0 : 1);
  return [...addresses].sort((a, b) => rank(a) - rank(b));
}
