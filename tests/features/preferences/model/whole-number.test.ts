import { describe, expect, it } from 'vitest';
import { isWholeNumber, normalizeWholeNumber } from '@/features/preferences/model/whole-number';

describe('isWholeNumber', () => {
  it('accepts digits, ignoring surrounding spaces', () => {
    expect(isWholeNumber('30')).toBe(true);
    expect(isWholeNumber(' 0 ')).toBe(true);
  });

  it('rejects empty text, decimals, signs and letters', () => {
    for (const text of ['', ' ', '1.5', '-3', '+3', '1e3', 'ten']) expect(isWholeNumber(text)).toBe(false);
  });
});

describe('normalizeWholeNumber', () => {
  it('trims and drops leading zeros', () => {
    expect(normalizeWholeNumber(' 007 ')).toBe('7');
    expect(normalizeWholeNumber('0')).toBe('0');
    expect(normalizeWholeNumber('12345678901234567890')).toBe('12345678901234567890');
  });
});
