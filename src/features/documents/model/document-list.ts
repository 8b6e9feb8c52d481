import type { ListQuery, SortDirection } from '@/lib/list-query';
import type { ListSortOption } from '@/components/list-page/list-page';
import { sortPair } from '@/components/list-page/list-sorts';
import { isStrictIsoDate } from '@/lib/schemas/date-schemas';

/**
 * What the four document lists share (proposals, work orders, invoices, payments): the status
 * filter of the address (status texts, `;`-separated, as the preferences hold them), the date range,
 * the Recently Used toggle and the named sorts.
 */

export { preferenceValue } from '@/components/list-page/list-filters';

/** The known status texts of a `;`-separated value (preference or address), in `known`'s order. */
export function parseStatusFilter<T extends string>(value: string | undefined, known: readonly T[]): T[] {
  const chosen = new Set((value ?? '').split(';').map((part) => part.trim()));
  return known.filter((status) => chosen.has(status));
}

export function statusFilterValue(statuses: readonly string[]): string {
  return statuses.join(';');
}

/** The address filters of a date range: inclusive `yyyy-MM-dd` bounds. */
export const DATE_FROM_FILTER = 'from';
export const DATE_TO_FILTER = 'to';

/** The request's date bounds: a bound that is not a valid date is left out. */
export function dateRangeOf(query: ListQuery): { dateFrom: string | null; dateTo: string | null } {
  const from = query.filters[DATE_FROM_FILTER] ?? '';
  const to = query.filters[DATE_TO_FILTER] ?? '';
  return { dateFrom: isStrictIsoDate(from) ? from : null, dateTo: isStrictIsoDate(to) ? to : null };
}

/** The address filter of the Recently Used toggle: `true` when on. */
export const RECENTLY_USED_FILTER = 'recent';

export function isRecentlyUsed(query: ListQuery): boolean {
  return query.filters[RECENTLY_USED_FILTER] === 'true';
}

export { sortPair };

/** Date New to Old, Date Old to New: every document list's first sorts (Date descending is the default). */
export const dateSorts = sortPair('Date', ['DESC', 'Date New to Old'], ['ASC', 'Date Old to New']);

/** The name of a sort among `options`, else the field and its direction. */
export function sortLabelOf(options: readonly ListSortOption[], by: string, direction: SortDirection): string {
  return options.find((option) => option.by === by && option.direction === direction)?.label ?? `${by} (${direction === 'ASC' ? 'ascending' : 'descending'})`;
}

export interface ListEmptyTexts {
  nothingYet: string;
  nothingMatches: string;
}

/** "No proposals have been added yet." and "No proposals match the filter.", as the job and customer lists say. */
export function emptyTexts(plural: string): ListEmptyTexts {
  return { nothingYet: `No ${plural} have been added yet.`, nothingMatches: `No ${plural} match the filter.` };
}

/**
 * A calendar date as the lists show it (MM/dd/yyyy): a `yyyy-MM-dd` date is that day wherever the
 * user is (not midnight UTC, which is the day before in the Americas); a date-time is its local day.
 */
export function calendarDate(value: string): Date {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return plain ? new Date(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3])) : new Date(value);
}
