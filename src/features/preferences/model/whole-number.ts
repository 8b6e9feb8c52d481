import { SETTING_NUMBER_MAX } from '@/lib/schemas/number-schemas';

export const WHOLE_NUMBER_MESSAGE = 'Please enter a whole number.';
export const WHOLE_NUMBER_TOO_LARGE_MESSAGE = 'Please enter a whole number from 0 to 999,999.';

/** INPUT_NUMBER settings take whole numbers (digits only, surrounding spaces ignored). */
export function isWholeNumber(text: string): boolean {
  return /^\d+$/.test(text.trim());
}

/** The text to send for a whole number: trimmed, without leading zeros (`'007'` → `'7'`). */
export function normalizeWholeNumber(text: string): string {
  return text.trim().replace(/^0+(?=\d)/, '');
}

/** What is wrong with a typed INPUT_NUMBER value (the server's range), or `null`. */
export function wholeNumberProblem(text: string): string | null {
  if (!isWholeNumber(text)) return WHOLE_NUMBER_MESSAGE;
  return Number(text.trim()) > SETTING_NUMBER_MAX ? WHOLE_NUMBER_TOO_LARGE_MESSAGE : null;
}
