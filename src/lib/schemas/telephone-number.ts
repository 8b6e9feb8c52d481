import { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Telephone numbers with `libphonenumber-js` (its small metadata): what the contact schemas accept
 * and how a number is formatted as it is typed. Numbers without a country code are US numbers.
 * Only editors (lazy routes) and the mock backend import this module: the library stays out of the
 * login and dashboard routes.
 */
export const TELEPHONE_COUNTRY = 'US';

/** Digits, spaces and `()+-./`, with an optional extension (`x123`, `ext. 123`). */
const TELEPHONE_CHARACTERS = /^[\d\s()+./-]+?(?:\s*(?:x|ext\.?|extension)\s*\d{1,6})?$/i;

/** A number a person can dial: a US number with its area code (extension allowed), or an international one with `+`. */
export function isValidTelephoneNumber(value: string): boolean {
  const trimmed = value.trim();
  if (!TELEPHONE_CHARACTERS.test(trimmed)) return false;
  return parsePhoneNumberFromString(trimmed, TELEPHONE_COUNTRY)?.isValid() ?? false;
}

/**
 * The field's text after a change, formatted as typed ("5035550100" → "(503) 555-0100", "+44…"
 * grouped the international way). Left as typed: a deletion (so a bracket or dash can be deleted),
 * an edit before the end (the caret stays put), and text with letters (an extension).
 */
export function formatTelephoneAsTyped(previous: string, next: string, caretAtEnd = true): string {
  if (!caretAtEnd || next.length < previous.length || /[a-z]/i.test(next)) return next;
  if (!/\d/.test(next)) return next;
  return new AsYouType(TELEPHONE_COUNTRY).input(next);
}
