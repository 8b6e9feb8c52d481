/** Display formats shared by every screen (US English, the user's local time zone). */

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const shortDate = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });
const weekdayTime = new Intl.DateTimeFormat('en-US', { weekday: 'short', hour: 'numeric', minute: '2-digit', hour12: true });
const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/** $1,234.50 */
export function formatMoney(amount: number): string {
  return money.format(amount);
}

/** MM/dd/yyyy */
export function formatDate(value: string | Date): string {
  return shortDate.format(toDate(value));
}

/** h:mm AM */
export function formatTime(value: string | Date): string {
  return time.format(toDate(value));
}

/** MM/dd/yyyy h:mm AM */
export function formatDateTime(value: string | Date): string {
  return `${formatDate(value)} ${formatTime(value)}`;
}

/** EEE h:mm AM, e.g. Mon 9:30 AM */
export function formatWeekdayTime(value: string | Date): string {
  return weekdayTime.format(toDate(value));
}

/** Monday, November 23, 2026 */
export function formatLongDate(value: string | Date): string {
  return longDate.format(toDate(value));
}

/** Hours with at most two decimals: 7.5 h */
export function formatHours(hours: number): string {
  return `${Math.round(hours * 100) / 100} h`;
}

/** The local calendar day of a date as yyyy-MM-dd. */
export function localIsoDate(value: Date = new Date()): string {
  const month = String(value.getMonth() + 1).padStart(2, '0');
  const day = String(value.getDate()).padStart(2, '0');
  return `${value.getFullYear()}-${month}-${day}`;
}

const LOCAL_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A local yyyy-MM-dd as local midnight, or null when it is not a real date. */
export function parseLocalDate(text: string | null | undefined): Date | null {
  const match = LOCAL_DATE_PATTERN.exec(text ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** A `tel:` link dialing the number's digits (and a leading +). */
export function telephoneHref(number: string): string {
  const trimmed = number.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** Cuts text to `max` characters, ending with an ellipsis when it was longer. */
export function truncateText(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  return `${trimmed.slice(0, max).trimEnd()}\u2026`;
}

/** One line for an address: street, city, state postal code. */
export function formatAddressLine(address: { street1: string; street2: string; city: string; state: string; postalCode: string } | null): string {
  if (!address) return '';
  const street = [address.street1, address.street2].filter((part) => part.trim()).join(', ');
  const region = [address.state, address.postalCode].filter((part) => part.trim()).join(' ');
  return [street, address.city, region].filter((part) => part.trim()).join(', ');
}

/** "street, city" of an address, for list rows and cards; '' without one. */
export function abbreviatedAddress(address: { street1: string; city: string } | null): string {
  if (!address) return '';
  return [address.street1, address.city].filter((part) => part.trim()).join(', ');
}
