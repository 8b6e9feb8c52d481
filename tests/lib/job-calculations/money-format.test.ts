import { describe, expect, it } from 'vitest';
import { formatDiscountDescription, formatDiscountOff, formatTaxOverrideDescription, formatTaxRate, formatUsd, toDecimal } from '@/lib/job-calculations';

describe('formatUsd: money rounded half up to cents', () => {
  it('shows dollars with thousands separators and two decimals', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd('1234567.891')).toBe('$1,234,567.89');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(toDecimal('244.049625'))).toBe('$244.05');
  });

  it('rounds half up, including values binary floating point holds just below the half', () => {
    expect(formatUsd('0.005')).toBe('$0.01');
    expect(formatUsd(1.005)).toBe('$1.01');
    expect(formatUsd('2.344999')).toBe('$2.34');
  });

  it('puts the minus sign before the dollar sign and never shows minus zero', () => {
    expect(formatUsd(-3)).toBe('-$3.00');
    expect(formatUsd('-1234.565')).toBe('-$1,234.57');
    expect(formatUsd('-0.004')).toBe('$0.00');
  });
});

describe('formatDiscountOff: "(10% OFF)", "($25 OFF)"', () => {
  it('suffixes percentages with % and drops a trailing .00', () => {
    expect(formatDiscountOff({ discountType: 'Percentage', value: 10 })).toBe('(10% OFF)');
    expect(formatDiscountOff({ discountType: 'Percentage', value: '10.00' })).toBe('(10% OFF)');
    expect(formatDiscountOff({ discountType: 'Percentage', value: 100 })).toBe('(100% OFF)');
    expect(formatDiscountOff({ discountType: 'Percentage', value: 0 })).toBe('(0% OFF)');
  });

  it('keeps two decimals when they are not .00', () => {
    expect(formatDiscountOff({ discountType: 'Percentage', value: 12.5 })).toBe('(12.50% OFF)');
    expect(formatDiscountOff({ discountType: 'Percentage', value: 7.125 })).toBe('(7.13% OFF)');
  });

  it('prefixes Amount types with $', () => {
    expect(formatDiscountOff({ discountType: 'Amount', value: 25 })).toBe('($25 OFF)');
    expect(formatDiscountOff({ discountType: 'Amount', value: '25.00' })).toBe('($25 OFF)');
    expect(formatDiscountOff({ discountType: 'Amount', value: 25.5 })).toBe('($25.50 OFF)');
    expect(formatDiscountOff({ discountType: 'Amount', value: 1000 })).toBe('($1,000 OFF)');
  });
});

describe('formatDiscountDescription', () => {
  it('is the description followed by the OFF text', () => {
    expect(formatDiscountDescription({ description: 'Senior Discount', discountType: 'Percentage', value: 10 })).toBe('Senior Discount (10% OFF)');
    expect(formatDiscountDescription({ description: ' Loyalty ', discountType: 'Amount', value: 50 })).toBe('Loyalty ($50 OFF)');
  });

  it('is the OFF text alone without a description', () => {
    expect(formatDiscountDescription({ description: '  ', discountType: 'Amount', value: 5 })).toBe('($5 OFF)');
  });
});

describe('formatTaxRate: the rate as a percent', () => {
  it('shows the percent without trailing zeros, and a rate of 0 as 0%', () => {
    expect(formatTaxRate(8.25)).toBe('8.25%');
    expect(formatTaxRate('7.750')).toBe('7.75%');
    expect(formatTaxRate(10)).toBe('10%');
    expect(formatTaxRate(0)).toBe('0%');
    expect(formatTaxRate('0.000')).toBe('0%');
  });

  it('shows at most 4 decimals, the precision the rate is applied with', () => {
    expect(formatTaxRate('8.254321')).toBe('8.2543%');
    expect(formatTaxRate('8.12345')).toBe('8.1235%');
    expect(formatTaxRate('0.00001')).toBe('0%');
  });
});

describe('formatTaxOverrideDescription: the description with the rate and %', () => {
  it('joins the description and the rate', () => {
    expect(formatTaxOverrideDescription({ description: 'Reduced Rate', taxRate: 8.25 })).toBe('Reduced Rate 8.25%');
    expect(formatTaxOverrideDescription({ description: 'Out of State', taxRate: 0 })).toBe('Out of State 0%');
  });

  it('is the rate alone without a description', () => {
    expect(formatTaxOverrideDescription({ description: '', taxRate: '6.5' })).toBe('6.5%');
  });
});
