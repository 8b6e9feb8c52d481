import type { EmailParty } from '@/lib/schemas/email-history-schemas';

/** "Name <address>", or just the address when the name is empty or the address itself. */
export function formatParty(party: EmailParty): string {
  const name = party.personName.trim();
  const address = party.emailAddress.trim();
  if (!name || name.toLowerCase() === address.toLowerCase()) return address;
  if (!address) return name;
  return `${name} <${address}>`;
}

/** Several parties, comma-separated. */
export function formatParties(parties: readonly EmailParty[]): string {
  return parties.map(formatParty).join(', ');
}

/** A list cell: the first party's name (else address), with "+N more" for the others. */
export function partiesSummary(parties: readonly EmailParty[]): string {
  const first = parties[0];
  if (!first) return '';
  const label = first.personName.trim() || first.emailAddress.trim();
  return parties.length > 1 ? `${label} +${parties.length - 1} more` : label;
}
