import type { CustomerRef } from '@/lib/schemas/common-schemas';

/** The customers a record (intake, job) is for. Billing fields are ignored when the editor hides billing. */
export interface CustomerSummaryValue {
  serviceCustomer: CustomerRef | null;
  serviceAddressContext: string | null;
  /** True: bill the service customer at the service address (the default). */
  billingSameAsService: boolean;
  billingCustomer: CustomerRef | null;
  billingAddressContext: string | null;
}

export interface CustomerSummaryEditorProps {
  value: CustomerSummaryValue;
  onChange: (value: CustomerSummaryValue) => void;
  /** Intake has no billing customer; jobs show it. Default true. */
  showBilling?: boolean;
  disabled?: boolean;
  /** A validation message for the service customer (e.g. "Customer is required."). */
  error?: string;
}

// CONTRACT STUB — the customers helper replaces this implementation (keep the props).
export function CustomerSummaryEditor(_props: CustomerSummaryEditorProps) {
  return null;
}
