export const WHOLE_NUMBER_MESSAGE = 'Please enter a whole number.';

/** INPUT_NUMBER settings take whole numbers (digits only, surrounding spaces ignored). */
export function isWholeNumber(text: string): boolean {
  return /^\d+$/.test(text.trim());
}

/** The text to send for a whole number: trimmed, without leading zeros (`'007'` → `'7'`). */
export function normalizeWholeNumber(text: string): string {
  return text.trim().replace(/^0+(?=\d)/, '');
}
