import { EMAIL_HISTORY_MESSAGES, EMAIL_SEARCH_TERM_MIN } from '@/lib/schemas/email-history-schemas';

/**
 * The search term rule (spec 1 §5): an empty term lists every email; otherwise it needs at least
 * three characters (leading and trailing spaces do not count). Returns the problem, or `null`.
 */
export function searchTermProblem(term: string): string | null {
  const trimmed = term.trim();
  return trimmed.length > 0 && trimmed.length < EMAIL_SEARCH_TERM_MIN ? EMAIL_HISTORY_MESSAGES.searchTermTooShort : null;
}

/** The term to search with: trimmed, or `null` when it breaks the rule (no search is made). */
export function searchableTerm(term: string): string | null {
  return searchTermProblem(term) ? null : term.trim();
}
