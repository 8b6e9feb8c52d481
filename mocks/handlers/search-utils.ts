import { validationError } from './handler-utils';
import { SEARCH_TERM_MIN_LENGTH, SEARCH_TERM_TOO_SHORT_MESSAGE } from '../../src/lib/schemas/common-schemas';

export { SEARCH_TERM_MIN_LENGTH };
export const SEARCH_TERM_TOO_SHORT_TEXT = SEARCH_TERM_TOO_SHORT_MESSAGE;
export const unknownSortText = (by: string): string => `Cannot sort by ${by}.`;

/** The trimmed, lower-cased search term, or a 400 when it is non-empty but too short. */
export function searchTerm(raw: string): string | Response {
  const term = raw.trim().toLowerCase();
  if (term !== '' && term.length < SEARCH_TERM_MIN_LENGTH) return validationError([SEARCH_TERM_TOO_SHORT_TEXT]);
  return term;
}

/** Digits of a term that looks like a telephone number (only digits, spaces and `()+-.`), else `''`. */
export function telephoneDigits(term: string): string {
  if (!/^[\d\s()+.-]+$/.test(term)) return '';
  const digits = term.replace(/\D/g, '');
  return digits.length >= SEARCH_TERM_MIN_LENGTH ? digits : '';
}

/** The answer of every search call (`searchResponseSchema`). */
export interface SearchAnswer<T> {
  results: T[];
  /** Records matching the filter. */
  searchResultCount: number;
  /** Records of this kind, before filtering. */
  totalCount: number;
}

/** The page `pageNumber` (0-based) of `items`. */
export function page<T>(items: readonly T[], pageNumber: number, pageSize: number): T[] {
  return items.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize);
}
