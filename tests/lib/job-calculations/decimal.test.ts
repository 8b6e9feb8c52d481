import { Big } from 'big.js';
import { describe, expect, it } from 'vitest';
import { discountAmount, optionalDecimal, parseDecimal, reduceByDiscount, roundHalfUp, toCentsNumber, toCentsText, toDecimal, toPlainText } from '@/lib/job-calculations';

describe('toDecimal', () => {
  it('reads JSON numbers through their shortest decimal text, so 0.1 is one tenth', () => {
    expect(toDecimal(0.1).toFixed()).toBe('0.1');
    expect(toDecimal(250.5).toFixed()).toBe('250.5');
    expect(toDecimal(-0).toFixed()).toBe('0');
  });

  it('reads decimal strings, with spaces around them', () => {
    expect(toDecimal('250.50').toFixed()).toBe('250.5');
    expect(toDecimal(' -3 ').toFixed()).toBe('-3');
    expect(toDecimal('.5').toFixed()).toBe('0.5');
  });

  it('takes big.js values, from any big.js constructor', () => {
    expect(toDecimal(new Big('12.345')).toFixed()).toBe('12.345');
  });

  it('refuses what is not a finite decimal', () => {
    for (const value of ['', 'abc', '1.2.3', '1e5', '$5', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => toDecimal(value, 'price')).toThrow(RangeError);
    }
  });
});

describe('parseDecimal and optionalDecimal', () => {
  it('gives null for a value still being typed', () => {
    for (const value of ['', ' ', '-', '1.2.3', 'abc', null, undefined, Number.NaN]) {
      expect(parseDecimal(value)).toBeNull();
    }
    expect(parseDecimal('12.')?.toFixed()).toBe('12');
    expect(parseDecimal(7)?.toFixed()).toBe('7');
  });

  it('gives null for an optional figure that is not given, and refuses one that is not a number', () => {
    expect(optionalDecimal(null, 'cost')).toBeNull();
    expect(optionalDecimal('  ', 'cost')).toBeNull();
    expect(optionalDecimal('4.5', 'cost')?.toFixed()).toBe('4.5');
    expect(() => optionalDecimal('four', 'cost')).toThrow(/cost/);
  });
});

describe('rounding half up', () => {
  it('rounds a 5 in the first dropped place away from zero', () => {
    expect(roundHalfUp(toDecimal('2.345'), 2).toFixed()).toBe('2.35');
    expect(roundHalfUp(toDecimal('-2.345'), 2).toFixed()).toBe('-2.35');
    expect(roundHalfUp(toDecimal('2.3449'), 2).toFixed()).toBe('2.34');
    // Not to even: banker's rounding would give 0.12.
    expect(roundHalfUp(toDecimal('0.125'), 2).toFixed()).toBe('0.13');
  });

  it('never gives minus zero', () => {
    expect(toCentsText(toDecimal('-0.004'))).toBe('0.00');
    expect(Object.is(toCentsNumber(toDecimal('-0.004')), -0)).toBe(false);
  });

  it('gives cents as two-decimal text and as a number that prints back the same', () => {
    expect(toCentsText(toDecimal('18.599625'))).toBe('18.60');
    expect(toCentsText(toDecimal(3))).toBe('3.00');
    expect(toCentsNumber(toDecimal('244.049625'))).toBe(244.05);
    expect(String(toCentsNumber(toDecimal('0.1')))).toBe('0.1');
  });
});

describe('toPlainText', () => {
  it('writes no exponent and no trailing zeros', () => {
    expect(toPlainText(toDecimal('0.0000001'))).toBe('0.0000001');
    expect(toPlainText(toDecimal('8.2500'))).toBe('8.25');
    expect(toPlainText(toDecimal('100'))).toBe('100');
    expect(toPlainText(toDecimal(1e21))).toBe('1000000000000000000000');
  });
});

describe('independence from the global big.js settings', () => {
  it('keeps its own precision and rounding when someone changes Big.DP and Big.RM', () => {
    const { DP, RM } = Big;
    try {
      Big.DP = 0;
      Big.RM = Big.roundDown;
      const taxable = reduceByDiscount(toDecimal(10), { discountType: 'Amount', value: 10 }, toDecimal(30));
      expect(taxable.toFixed()).toBe(`6.${'6'.repeat(29)}7`);
      expect(discountAmount({ discountType: 'Percentage', value: '12.3456789' }, toDecimal(1000)).toFixed()).toBe('123.457');
    } finally {
      Big.DP = DP;
      Big.RM = RM;
    }
  });
});
