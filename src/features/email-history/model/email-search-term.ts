import { isSearchableTerm, SEARCH_TERM_TOO_SHORT_MESSAGE } from '@/lib/record-list';

/**
 * The search term rule (spec 1 §5): an empty term lists every email; otherwise it needs at least
 * three characters (leading and trailing spaces do not count). Returns the problem, or `null`.
 */
export function searchTermProblem(term: string): string | null {
  return isSearchableTerm(term) ? null : SEARCH_TERM_TOO_SHORT_MESSAGE;
}
