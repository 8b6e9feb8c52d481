import type { Address, CustomerRef } from '@/lib/schemas/common-schemas';

export interface CustomerSummaryViewProps {
  customer: CustomerRef;
  serviceAddress: Address | null;
  /** Jobs: the billing customer and address; omitted or null when billing is the service customer. */
  billingCustomer?: CustomerRef | null;
  billingAddress?: Address | null;
}

// CONTRACT STUB — the customers helper replaces this implementation (keep the props).
export function CustomerSummaryView(_props: CustomerSummaryViewProps) {
  return null;
}
