import type { CustomerRef } from '@/lib/schemas/common-schemas';

export interface CustomerSelection {
  customer: CustomerRef;
  /** The chosen service address: the customer's primary service address unless the user picks another. */
  serviceAddressContext: string | null;
}

export interface CustomerPickerProps {
  /** Called when the user selects a customer from the search results or creates one. */
  onSelect: (selection: CustomerSelection) => void;
  autoFocus?: boolean;
}

/**
 * Inline select-or-create: a customer search (name, address, telephone, email; 3+ characters, recent
 * customers when empty) and an Add Customer action that opens a quick create dialog with the
 * duplicate warning. Used by the intake create flow and the customer summary editor.
 */
// CONTRACT STUB — the customers helper replaces this implementation (keep the props).
export function CustomerPicker(_props: CustomerPickerProps) {
  return null;
}
