import { describe, expect, it } from 'vitest';
import {
  discountAmount,
  discountExceedsSubtotal,
  discountFraction,
  reduceByDiscount,
  resolveTaxRate,
  taxOn,
  toDecimal,
} from '@/lib/job-calculations';

const dec = (value: string | number) => toDecimal(value);

describe('discountFraction: a percentage divided by 100 with 6 decimal places', () => {
  it('divides by 100', () => {
    expect(discountFraction(10).toFixed()).toBe('0.1');
    expect(discountFraction('12.5').toFixed()).toBe('0.125');
    expect(discountFraction(100).toFixed()).toBe('1');
    expect(discountFraction(0).toFixed()).toBe('0');
  });

  it('keeps 6 decimal places, rounding half up', () => {
    expect(discountFraction(12.3456789).toFixed()).toBe('0.123457');
    expect(discountFraction('33.33333').toFixed()).toBe('0.333333');
    // Half up, not to even: 0.0000005 becomes 0.000001.
    expect(discountFraction('0.00005').toFixed()).toBe('0.000001');
  });
});

describe('discountAmount', () => {
  it('is the fixed amount for type Amount, whatever the subtotal', () => {
    expect(discountAmount({ discountType: 'Amount', value: 25 }, dec(200)).toFixed()).toBe('25');
    expect(discountAmount({ discountType: 'Amount', value: '25.50' }, dec(0)).toFixed()).toBe('25.5');
  });

  it('is subtotal times the percent for type Percentage', () => {
    expect(discountAmount({ discountType: 'Percentage', value: 10 }, dec('250.50')).toFixed()).toBe('25.05');
    expect(discountAmount({ discountType: 'Percentage', value: 12.3456789 }, dec(1000)).toFixed()).toBe('123.457');
  });

  it('is 0 without a discount', () => {
    expect(discountAmount(null, dec(200)).toFixed()).toBe('0');
    expect(discountAmount(undefined, dec(200)).toFixed()).toBe('0');
  });
});

describe('reduceByDiscount: taxable totals reduced by the discount proportion', () => {
  it('reduces by the percent for a Percentage', () => {
    expect(reduceByDiscount(dec(200), { discountType: 'Percentage', value: 10 }, dec(250)).toFixed()).toBe('180');
  });

  it('reduces by amount / subtotal for an Amount', () => {
    expect(reduceByDiscount(dec(150), { discountType: 'Amount', value: 25 }, dec(200)).toFixed()).toBe('131.25');
    expect(reduceByDiscount(dec(120), { discountType: 'Amount', value: 20 }, dec(120)).toFixed()).toBe('100');
  });

  it('leaves the sum without a discount or with a subtotal of 0', () => {
    expect(reduceByDiscount(dec(99), null, dec(120)).toFixed()).toBe('99');
    expect(reduceByDiscount(dec(0), { discountType: 'Amount', value: 5 }, dec(0)).toFixed()).toBe('0');
  });
});

describe('discountExceedsSubtotal', () => {
  it('is true only strictly above the subtotal', () => {
    expect(discountExceedsSubtotal(dec('250.51'), dec('250.50'))).toBe(true);
    expect(discountExceedsSubtotal(dec('250.50'), dec('250.50'))).toBe(false);
    expect(discountExceedsSubtotal(dec(0), dec(10))).toBe(false);
    expect(discountExceedsSubtotal(dec(0), dec(-10))).toBe(true);
  });
});

describe('resolveTaxRate: the override, else the sales tax when applied, else 0', () => {
  it('uses the override rate when set, in preference to the sales tax', () => {
    const rate = resolveTaxRate({ taxOverride: { taxRate: 8.25 }, salesTaxRate: 0.0775, applySalesTax: true });
    expect([rate.percent.toFixed(), rate.applied.toFixed(), rate.source]).toEqual(['8.25', '0.0825', 'override']);
  });

  it('uses an override of 0%', () => {
    const rate = resolveTaxRate({ taxOverride: { taxRate: 0 }, salesTaxRate: 0.0775, applySalesTax: true });
    expect([rate.percent.toFixed(), rate.applied.toFixed(), rate.source]).toEqual(['0', '0', 'override']);
  });

  it('uses the override even when the apply-tax setting is off', () => {
    expect(resolveTaxRate({ taxOverride: { taxRate: '6.5' }, applySalesTax: false }).applied.toFixed()).toBe('0.065');
  });

  it('shows the sales tax fraction as a percent (fraction × 100) when the setting is on', () => {
    const rate = resolveTaxRate({ taxOverride: null, salesTaxRate: 0.0775, applySalesTax: true });
    expect([rate.percent.toFixed(), rate.applied.toFixed(), rate.source]).toEqual(['7.75', '0.0775', 'salesTax']);
  });

  it('is 0 without an override when the setting is off or no rate was looked up', () => {
    for (const input of [
      { salesTaxRate: 0.0775, applySalesTax: false },
      { salesTaxRate: null, applySalesTax: true },
      { applySalesTax: true },
      { taxOverride: { taxRate: '' }, applySalesTax: false },
    ]) {
      const rate = resolveTaxRate(input);
      expect([rate.percent.toFixed(), rate.applied.toFixed(), rate.source]).toEqual(['0', '0', 'none']);
    }
  });

  it('applies the percent divided by 100 at 6 decimal places, rounding half up', () => {
    expect(resolveTaxRate({ taxOverride: { taxRate: '8.1234567' }, applySalesTax: false }).applied.toFixed()).toBe('0.081235');
    expect(resolveTaxRate({ salesTaxRate: '0.08254321', applySalesTax: true }).applied.toFixed()).toBe('0.082543');
    expect(resolveTaxRate({ taxOverride: { taxRate: '0.00005' }, applySalesTax: false }).applied.toFixed()).toBe('0.000001');
  });
});

describe('taxOn', () => {
  it('multiplies the taxable amount by the applied rate, exactly', () => {
    expect(taxOn(dec('225.45'), { applied: dec('0.0825') }).toFixed()).toBe('18.599625');
    expect(taxOn(dec(100), { applied: dec(0) }).toFixed()).toBe('0');
  });
});
