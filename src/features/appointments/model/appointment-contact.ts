import { formatAddressLine, telephoneHref } from '@/lib/format';
import type { Address, CustomerRef, Telephone } from '@/lib/schemas/common-schemas';

/** The customer's primary telephone, else the first; `null` without one. */
export function primaryTelephone(customer: Pick<CustomerRef, 'telephoneList'> | null): Telephone | null {
  if (!customer) return null;
  return customer.telephoneList.find((telephone) => telephone.primary) ?? customer.telephoneList[0] ?? null;
}

export { telephoneHref };

/** Google Maps directions to the address; `null` when it has nothing to search for. */
export function directionsUrl(address: Address | null): string | null {
  const line = formatAddressLine(address);
  if (!line) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(line)}`;
}
