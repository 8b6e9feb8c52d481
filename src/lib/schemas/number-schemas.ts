import { z } from 'zod';

/**
 * Number fields take the ranges their screens allow, and only numbers that come back as they were
 * typed: JavaScript writes 1e+308 or 1e-7 in exponent form, which no field on a screen accepts, so
 * a stored number must be one written in plain decimals.
 */

export interface NumberRange {
  min: number;
  max: number;
  /** Digits after the decimal point, at most. */
  decimals: number;
}

/** True for a finite number in `range` whose decimal text (as the screens show it) has no exponent. */
export function isNumberInRange(value: unknown, { min, max, decimals }: NumberRange): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) return false;
  const text = String(value);
  if (/e/i.test(text)) return false;
  return (text.split('.')[1] ?? '').length <= decimals;
}

/** A percentage field (discount, tax override): 0 to 100, at most 6 decimals. */
export const PERCENT_RANGE: NumberRange = { min: 0, max: 100, decimals: 6 };

/** A percentage with `message` for anything else (not a number, out of range, exponent form). */
export function percentSchema(message: string) {
  return z.number({ error: message }).refine((value) => isNumberInRange(value, PERCENT_RANGE), message);
}

/** A form's Number answer: -999,999,999 to 999,999,999, at most 6 decimals. */
export const FORM_NUMBER_RANGE: NumberRange = { min: -999_999_999, max: 999_999_999, decimals: 6 };

/** An INPUT_NUMBER system setting: a whole number from 0 to 999,999. */
export const SETTING_NUMBER_MAX = 999_999;
