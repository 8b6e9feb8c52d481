import { Big } from 'big.js';

/**
 * Decimal numbers for the job calculations (big.js 7): never binary floating point for money.
 *
 * The module works with its own big.js constructor, so nobody else's `Big.DP` or `Big.RM` setting
 * changes its results: divisions keep 30 decimal places, and every rounding names its mode.
 */
export const Decimal = Big();
Decimal.DP = 30;
Decimal.RM = Big.roundHalfUp;

/**
 * A decimal value as the API or a form carries it:
 * - a JSON number (`250.5`), read through its shortest decimal text (`"250.5"`), which is what the
 *   JSON carried, so `0.1` is exactly one tenth;
 * - a decimal string (`"250.50"`, `"-3"`, `".5"`), as a form field or a stored figure holds it;
 * - a big.js value.
 */
export type DecimalInput = number | string | Big;

const DECIMAL_TEXT = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** The exact decimal of `value`; throws a `RangeError` naming `what` when it is not a finite decimal. */
export function toDecimal(value: DecimalInput, what = 'value'): Big {
  if (typeof value === 'object' && value !== null) return new Decimal(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Job calculation: ${what} is not a finite number (${String(value)}).`);
    return new Decimal(value);
  }
  const text = typeof value === 'string' ? value.trim() : '';
  if (!DECIMAL_TEXT.test(text)) throw new RangeError(`Job calculation: ${what} is not a decimal number ("${String(value)}").`);
  return new Decimal(text);
}

/**
 * A form field's text as a decimal, or `null` when it is blank or not a decimal number (a value
 * still being typed: "", "-", "1.2.3"). Numbers and big.js values pass through `toDecimal`.
 */
export function parseDecimal(value: DecimalInput | null | undefined): Big | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && !DECIMAL_TEXT.test(value.trim())) return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return toDecimal(value);
}

/** An optional figure (cost, markup): `null`, `undefined` and blank text are "not given". */
export function optionalDecimal(value: DecimalInput | null | undefined, what: string): Big | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  return toDecimal(value, what);
}

export const ZERO = new Decimal(0);
export const ONE = new Decimal(1);
export const HUNDRED = new Decimal(100);

/**
 * Rounds half up: a 5 in the first dropped place rounds away from zero (2.345 → 2.35,
 * -2.345 → -2.35). The spec names no rounding mode; half up is what people and invoices expect.
 */
export function roundHalfUp(value: Big, decimalPlaces: number): Big {
  // A negative value that rounds to nothing is zero, so -0.001 shows "0.00", never "-0.00".
  const rounded = value.round(decimalPlaces, Big.roundHalfUp);
  return rounded.eq(0) ? ZERO : rounded;
}

/** The value rounded half up to cents. Only for display and for figures stored on a document. */
export function roundToCents(value: Big): Big {
  return roundHalfUp(value, 2);
}

/** The value rounded half up to cents as text with exactly two decimals: "244.05", "-3.00". */
export function toCentsText(value: Big): string {
  return roundToCents(value).toFixed(2);
}

/**
 * The value rounded half up to cents as a JSON number (244.05), for a stored document figure. A
 * two-decimal text read as a number prints back as the same text, so the stored figure is exact.
 */
export function toCentsNumber(value: Big): number {
  return Number(toCentsText(value));
}

/** Plain decimal text without exponent notation and without trailing zeros: "8.25", "0.0000001", "100". */
export function toPlainText(value: Big): string {
  const fixed = value.toFixed();
  return fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
}
