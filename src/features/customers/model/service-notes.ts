import type { Address } from '@/lib/schemas/common-schemas';

/** One labelled note of the Notes panel. */
export interface NotesEntry {
  label: string;
  text: string;
}

/**
 * What whoever serves the customer should know: the customer's notes, then the service address's
 * (labelled with the address). Blank notes are left out; an address not of the customer has none.
 */
export function serviceNotes(
  customer: { notes: string; addresses: readonly Address[] },
  addressContext: string | null,
  addressLine: (address: Address) => string,
): NotesEntry[] {
  const entries: NotesEntry[] = [];
  if (customer.notes.trim()) entries.push({ label: 'Customer', text: customer.notes.trim() });
  const address = addressContext ? customer.addresses.find((candidate) => candidate.context === addressContext) : undefined;
  const addressNotes = address?.notes?.trim();
  if (address && addressNotes) entries.push({ label: `Service address: ${addressLine(address)}`, text: addressNotes });
  return entries;
}
