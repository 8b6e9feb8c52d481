import { formatMoney } from '@/lib/format';
import { optionTotalText } from '@/lib/job-calculations';
import type { DocumentListItem } from '@/lib/schemas/document-schemas';

type WithOptions = Pick<DocumentListItem, 'total' | 'options' | 'chosenOptionId'>;

/**
 * A proposal's Total in lists: with good / better / best options (issue 20), the range of the
 * options' totals until the customer chooses, then the chosen option's total; else its total.
 */
export function proposalTotalText(proposal: WithOptions): string {
  return optionTotalText(proposal.options ?? [], proposal.chosenOptionId) ?? formatMoney(proposal.total);
}

/** "Customer chose Better" once the customer chose an option; "3 options" before; `null` without options. */
export function proposalOptionNote(proposal: WithOptions): string | null {
  const options = proposal.options ?? [];
  if (options.length === 0) return null;
  const chosen = options.find((option) => option.id === proposal.chosenOptionId);
  return chosen ? `Customer chose ${chosen.name}` : `${options.length} options: ${options.map((option) => option.name).join(', ')}`;
}
