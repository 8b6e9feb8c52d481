import { formatDate } from '@/lib/format';
import { formatUsd } from '@/lib/job-calculations';

/** A `tel:` address of a phone number as typed ("(555) 010-2000" → "tel:5550102000"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A plain date (yyyy-MM-dd) shown without shifting it across time zones. */
export function plainDateText(value: string): string {
  const [year = 1970, month = 1, day = 1] = value.slice(0, 10).split('-').map(Number);
  return formatDate(new Date(year, month - 1, day));
}

/** Money as the customer reads it. */
export function money(value: number): string {
  return formatUsd(value);
}
