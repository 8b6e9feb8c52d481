import { describe, expect, it } from 'vitest';
import { isStrictIsoDate, isStrictIsoDateTime } from '@/lib/schemas/date-schemas';
import { FORM_NUMBER_RANGE, isNumberInRange, PERCENT_RANGE } from '@/lib/schemas/number-schemas';

describe('isStrictIsoDate', () => {
  it('takes calendar dates written yyyy-MM-dd from 1900 to 9999', () => {
    for (const date of ['2026-03-02', '2028-02-29', '2000-02-29', '1900-01-01', '9999-12-31']) expect(isStrictIsoDate(date), date).toBe(true);
  });

  it('refuses dates that do not exist, other shapes and years out of range', () => {
    for (const date of ['2026-02-30', '2027-02-29', '1900-02-29', '2026-04-31', '2026-00-10', '2026-13-01', '2026-01-00', '1899-12-31', '+275760-09-13', '275760-09-13', '2026-3-2', '02/03/2026', '2026-03-02T00:00:00Z', '']) {
      expect(isStrictIsoDate(date), date).toBe(false);
    }
  });
});

describe('isStrictIsoDateTime', () => {
  it('takes date-times with a zone', () => {
    for (const text of ['2026-03-02T10:00:00.000Z', '2026-03-02T10:00Z', '2026-03-02T10:00:59-08:00', '2026-03-02T23:59:59.999+14:00', '9999-12-31T23:59:59Z']) {
      expect(isStrictIsoDateTime(text), text).toBe(true);
    }
  });

  it('refuses impossible or ambiguous ones', () => {
    for (const text of [
      '2026-02-30T10:00:00Z',
      '+275760-09-13T00:00:00.000Z',
      '2026-03-02T24:00:00Z',
      '2026-03-02T10:00:00',
      '2026-03-02T10:00:00+14:30',
      '2026-03-02T10:00:00+05:60',
      '9999-12-31T23:00:00-05:00',
      '1900-01-01T00:30:00+01:00',
      '2026-03-02 10:00:00Z',
      'Mon, 02 Mar 2026 10:00:00 GMT',
    ]) {
      expect(isStrictIsoDateTime(text), text).toBe(false);
    }
  });
});

describe('isNumberInRange', () => {
  it('takes numbers in range written in plain decimals', () => {
    for (const value of [0, 100, 12.5, 0.000001, 99.999999]) expect(isNumberInRange(value, PERCENT_RANGE), String(value)).toBe(true);
    for (const value of [-999_999_999, 999_999_999, 1200.5, -0.25]) expect(isNumberInRange(value, FORM_NUMBER_RANGE), String(value)).toBe(true);
  });

  it('refuses what would not come back as typed: exponents, too many decimals, out of range, not finite', () => {
    for (const value of [1e308, 1e-7, 100.0000001, -0.5, 101, Number.NaN, Number.POSITIVE_INFINITY, '50']) {
      expect(isNumberInRange(value, PERCENT_RANGE), String(value)).toBe(false);
    }
    for (const value of [1e21, 1_000_000_000, 0.1 + 0.2]) expect(isNumberInRange(value, FORM_NUMBER_RANGE), String(value)).toBe(false);
  });
});
