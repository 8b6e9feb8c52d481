import { formatDate, parseLocalDate } from '@/lib/format';

/** A plain date (yyyy-MM-dd) shown without shifting it across time zones. */
export function plainDateText(value: string): string {
  return formatDate(parseLocalDate(value.slice(0, 10)) ?? new Date(value));
}
