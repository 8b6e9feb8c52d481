import { describe, expect, it } from 'vitest';
import { calculateJobTotals, exactTotalsText, formatJobTotals, toDocumentTotals, type JobCalculationInput } from '@/lib/job-calculations';
import { detail, subtotalRow } from './job-calculation-fixtures';

const noTax = { applySalesTax: false } as const;

function figures(input: JobCalculationInput) {
  const totals = calculateJobTotals(input);
  return { ...exactTotalsText(totals), taxRate: totals.taxRate.toFixed(), exceeds: totals.discountExceedsSubtotal };
}

describe('calculateJobTotals: the worked example of issue 13', () => {
  const input: JobCalculationInput = {
    jobDetailList: [detail(100, 2), detail(50.5, 1, { type: 'Item' })],
    discount: { discountType: 'Percentage', value: 10 },
    taxOverride: { taxRate: 8.25 },
    salesTaxRate: 0.0775,
    applySalesTax: true,
  };

  it('gives SUBTOTAL $250.50, DISCOUNT (10% OFF) $25.05, TAX 8.25% $18.60, TOTAL $244.05', () => {
    const totals = calculateJobTotals(input);
    expect(formatJobTotals(totals, input.discount)).toEqual({
      subtotal: '$250.50',
      discountLabel: '(10% OFF)',
      discount: '$25.05',
      taxRate: '8.25%',
      tax: '$18.60',
      total: '$244.05',
    });
  });

  it('keeps the exact figures unrounded and rounds only the cents for display', () => {
    const totals = calculateJobTotals(input);
    expect(exactTotalsText(totals)).toEqual({
      cost: '0',
      subtotal: '250.5',
      discount: '25.05',
      taxableAmount: '225.45',
      tax: '18.599625',
      total: '244.049625',
    });
    expect(totals.cents).toEqual({ cost: '0.00', subtotal: '250.50', discount: '25.05', taxableAmount: '225.45', tax: '18.60', total: '244.05' });
    expect(totals.appliedTaxRate.toFixed()).toBe('0.0825');
    expect(totals.taxRateSource).toBe('override');
  });

  it('gives the same figures from decimal strings as from JSON numbers', () => {
    const fromStrings = calculateJobTotals({
      ...input,
      jobDetailList: [detail('100.00', '2'), detail('50.50', '1')],
      discount: { discountType: 'Percentage', value: '10' },
      taxOverride: { taxRate: '8.250' },
    });
    expect(fromStrings.cents).toEqual(calculateJobTotals(input).cents);
  });

  it('stores the document figures as cents', () => {
    expect(toDocumentTotals(calculateJobTotals(input))).toEqual({ cost: 0, subtotal: 250.5, discount: 25.05, tax: 18.6, total: 244.05 });
  });
});

describe('calculateJobTotals: Subtotal', () => {
  it('sums price × quantity of non-deleted top-level details, ignoring the stored total', () => {
    const stale = detail(10, 3);
    stale.priceDetail = { ...stale.priceDetail!, total: 999 };
    const input: JobCalculationInput = {
      jobDetailList: [
        stale,
        detail(5, 2, { cud: 'Delete' }),
        detail(40, 1, { type: 'Bundle', guid: 'bundle-1' }),
        detail(15, 2, { parentGuid: 'bundle-1', type: 'Item' }),
        detail(25, 1, { parentGuid: 'bundle-1', type: 'Item' }),
        subtotalRow(),
        detail(7, 1, { cud: 'Create', context: null }),
        detail(1, 1, { cud: 'Update' }),
      ],
      ...noTax,
    };
    expect(figures(input).subtotal).toBe('78');
  });

  it('is zero for a job without details', () => {
    expect(figures({ jobDetailList: [], ...noTax })).toMatchObject({ subtotal: '0', discount: '0', taxableAmount: '0', tax: '0', total: '0' });
  });

  it('counts a zero-quantity line as zero', () => {
    expect(figures({ jobDetailList: [detail(120, 0), detail(30, 1)], ...noTax }).subtotal).toBe('30');
  });

  it('multiplies many-decimal quantities exactly, where binary floating point would drift', () => {
    expect(0.1 * 3).not.toBe(0.3);
    expect(figures({ jobDetailList: [detail(0.1, 3)], ...noTax }).subtotal).toBe('0.3');
    const totals = calculateJobTotals({ jobDetailList: [detail(19.99, 1.333), detail(0.333333, 3)], ...noTax });
    expect(exactTotalsText(totals).subtotal).toBe('27.646669');
    expect(totals.cents.subtotal).toBe('27.65');
  });

  it('counts only the selected details when some are selected', () => {
    const first = detail(100, 1);
    const second = detail(20, 2, { nonTaxable: true });
    const fresh = detail(9, 1, { context: null, cud: 'Create' });
    const jobDetailList = [first, second, fresh];
    expect(figures({ jobDetailList, selectedContexts: [second.context!], ...noTax }).subtotal).toBe('40');
    expect(figures({ jobDetailList, selectedContexts: [first.context!, 'not-on-this-job'], ...noTax }).subtotal).toBe('100');
  });

  it('counts every detail when the selection is empty or absent', () => {
    const jobDetailList = [detail(100, 1), detail(20, 2)];
    expect(figures({ jobDetailList, selectedContexts: [], ...noTax }).subtotal).toBe('140');
    expect(figures({ jobDetailList, selectedContexts: null, ...noTax }).subtotal).toBe('140');
  });

  it('applies the selection to the cost and the taxable amount too', () => {
    const taxable = detail(100, 1, { cost: 60 });
    const exempt = detail(50, 1, { cost: 10, nonTaxable: true });
    const totals = calculateJobTotals({ jobDetailList: [taxable, exempt], selectedContexts: [exempt.context!], taxOverride: { taxRate: 10 }, applySalesTax: false });
    expect(exactTotalsText(totals)).toMatchObject({ cost: '10', subtotal: '50', taxableAmount: '0', tax: '0', total: '50' });
  });
});

describe('calculateJobTotals: cost', () => {
  it('sums unit cost × quantity of the counted details; a detail without a cost counts 0', () => {
    const input: JobCalculationInput = {
      jobDetailList: [detail(100, 2, { cost: 62.5 }), detail(10, 3), detail(80, 1, { cost: 70, cud: 'Delete' }), detail(5, 4, { cost: '1.25', parentGuid: 'b' })],
      ...noTax,
    };
    expect(figures(input).cost).toBe('125');
  });
});

describe('calculateJobTotals: Discount', () => {
  it('subtracts a fixed Amount and reduces each taxable line by its proportion of the subtotal', () => {
    const totals = calculateJobTotals({
      jobDetailList: [detail(150, 1), detail(50, 1, { nonTaxable: true })],
      discount: { discountType: 'Amount', value: 25 },
      taxOverride: { taxRate: 10 },
      applySalesTax: false,
    });
    // Proportion 25 / 200 = 0.125: taxable 150 × 0.875 = 131.25; tax 13.125.
    expect(exactTotalsText(totals)).toMatchObject({ subtotal: '200', discount: '25', taxableAmount: '131.25', tax: '13.125', total: '188.125' });
    expect(totals.cents).toMatchObject({ tax: '13.13', total: '188.13' });
  });

  it('carries a non-terminating Amount proportion at 30 decimal places and rounds it only for display', () => {
    const totals = calculateJobTotals({
      jobDetailList: [detail(10, 1), detail(20, 1, { nonTaxable: true })],
      discount: { discountType: 'Amount', value: 10 },
      taxOverride: { taxRate: 10 },
      applySalesTax: false,
    });
    // Taxable 10 × (30 − 10) / 30 = 6.666…
    expect(exactTotalsText(totals).taxableAmount).toBe(`6.${'6'.repeat(29)}7`);
    expect(totals.cents).toMatchObject({ subtotal: '30.00', discount: '10.00', taxableAmount: '6.67', tax: '0.67', total: '20.67' });
  });

  it('takes a Percentage of the subtotal with the percent divided by 100 at 6 decimal places', () => {
    const totals = calculateJobTotals({ jobDetailList: [detail(1000, 1)], discount: { discountType: 'Percentage', value: 12.3456789 }, ...noTax });
    expect(exactTotalsText(totals)).toMatchObject({ discount: '123.457', total: '876.543' });
    expect(totals.cents.discount).toBe('123.46');
  });

  it('leaves everything as it is without a discount', () => {
    expect(figures({ jobDetailList: [detail(80, 1)], discount: null, ...noTax })).toMatchObject({ discount: '0', total: '80', exceeds: false });
  });

  it('makes a 100% discount take the whole subtotal: no taxable amount, no tax, total 0', () => {
    const result = figures({ jobDetailList: [detail(300, 1)], discount: { discountType: 'Percentage', value: 100 }, taxOverride: { taxRate: 8.25 }, applySalesTax: false });
    expect(result).toMatchObject({ subtotal: '300', discount: '300', taxableAmount: '0', tax: '0', total: '0', exceeds: false });
  });

  it('makes an Amount equal to the subtotal leave a total of 0 without the zeroing rule', () => {
    const result = figures({ jobDetailList: [detail(250.5, 1)], discount: { discountType: 'Amount', value: '250.50' }, taxOverride: { taxRate: 5 }, applySalesTax: false });
    expect(result).toMatchObject({ subtotal: '250.5', discount: '250.5', taxableAmount: '0', tax: '0', total: '0', exceeds: false });
  });
});

describe('calculateJobTotals: a discount exceeding the subtotal', () => {
  it('makes subtotal, taxable amount, tax and total zero; the discount and the cost keep their values', () => {
    const totals = calculateJobTotals({
      jobDetailList: [detail(200, 1, { cost: 120 }), detail(50.5, 1)],
      discount: { discountType: 'Amount', value: 300 },
      taxOverride: { taxRate: 8.25 },
      applySalesTax: false,
    });
    expect(exactTotalsText(totals)).toEqual({ cost: '120', subtotal: '0', discount: '300', taxableAmount: '0', tax: '0', total: '0' });
    expect(totals.discountExceedsSubtotal).toBe(true);
    expect(formatJobTotals(totals, { discountType: 'Amount', value: 300 })).toMatchObject({ subtotal: '$0.00', discountLabel: '($300 OFF)', tax: '$0.00', total: '$0.00' });
  });

  it('applies to a percentage above 100 as well', () => {
    const result = figures({ jobDetailList: [detail(40, 1)], discount: { discountType: 'Percentage', value: 150 }, taxOverride: { taxRate: 10 }, applySalesTax: false });
    expect(result).toMatchObject({ subtotal: '0', discount: '60', taxableAmount: '0', tax: '0', total: '0', exceeds: true });
  });

  it('applies when the discount exceeds the subtotal by one cent', () => {
    expect(figures({ jobDetailList: [detail(10, 1)], discount: { discountType: 'Amount', value: 10.01 }, ...noTax })).toMatchObject({ total: '0', exceeds: true });
  });

  it('applies to any discount of a job that has no priced details', () => {
    expect(figures({ jobDetailList: [subtotalRow()], discount: { discountType: 'Amount', value: 5 }, ...noTax })).toMatchObject({ subtotal: '0', total: '0', exceeds: true });
  });
});

describe('calculateJobTotals: negative lines (credits)', () => {
  it('subtracts a negative line from the subtotal and from the taxable amount', () => {
    const result = figures({ jobDetailList: [detail(100, 1), detail(-30, 1)], taxOverride: { taxRate: 10 }, applySalesTax: false });
    expect(result).toMatchObject({ subtotal: '70', taxableAmount: '70', tax: '7', total: '77', exceeds: false });
  });

  it('zeroes a job whose subtotal is below zero, as no discount (0) is then above the subtotal', () => {
    const result = figures({ jobDetailList: [detail(20, 1), detail(-50, 1)], taxOverride: { taxRate: 10 }, applySalesTax: false });
    expect(result).toMatchObject({ subtotal: '0', taxableAmount: '0', tax: '0', total: '0', exceeds: true });
  });
});

describe('calculateJobTotals: Taxable amount and tax', () => {
  it('taxes nothing when every line is non-taxable', () => {
    const result = figures({
      jobDetailList: [detail(100, 1, { nonTaxable: true }), detail(40, 2, { nonTaxable: true })],
      discount: { discountType: 'Percentage', value: 10 },
      taxOverride: { taxRate: 8.25 },
      applySalesTax: true,
      salesTaxRate: 0.07,
    });
    expect(result).toMatchObject({ subtotal: '180', discount: '18', taxableAmount: '0', tax: '0', total: '162' });
  });

  it('taxes only the taxable lines, reduced by a percentage discount', () => {
    const result = figures({
      jobDetailList: [detail(100, 1), detail(100, 1, { nonTaxable: true })],
      discount: { discountType: 'Percentage', value: 20 },
      applySalesTax: true,
      salesTaxRate: 0.05,
    });
    expect(result).toMatchObject({ subtotal: '200', discount: '40', taxableAmount: '80', tax: '4', total: '164', taxRate: '5' });
  });

  it('charges no tax with an override of 0% even when sales tax applies', () => {
    const totals = calculateJobTotals({ jobDetailList: [detail(100, 1)], taxOverride: { taxRate: 0 }, applySalesTax: true, salesTaxRate: 0.0775 });
    expect(exactTotalsText(totals)).toMatchObject({ taxableAmount: '100', tax: '0', total: '100' });
    expect(totals.taxRateSource).toBe('override');
    expect(formatJobTotals(totals, null).taxRate).toBe('0%');
  });

  it('uses the sales tax rate when there is no override and the apply-tax setting is on', () => {
    const totals = calculateJobTotals({ jobDetailList: [detail(100, 1)], applySalesTax: true, salesTaxRate: 0.0775 });
    expect(exactTotalsText(totals)).toMatchObject({ tax: '7.75', total: '107.75' });
    expect(formatJobTotals(totals, null)).toMatchObject({ taxRate: '7.75%', discountLabel: null, discount: '$0.00' });
  });

  it('charges no tax without an override when the apply-tax setting is off', () => {
    const totals = calculateJobTotals({ jobDetailList: [detail(100, 1)], applySalesTax: false, salesTaxRate: 0.0775 });
    expect(exactTotalsText(totals)).toMatchObject({ tax: '0', total: '100' });
    expect(totals.taxRateSource).toBe('none');
  });
});

describe('calculateJobTotals: Total and rounding', () => {
  it('is subtotal plus the negative discount plus tax', () => {
    const result = figures({ jobDetailList: [detail(80, 1.5)], discount: { discountType: 'Amount', value: 20 }, taxOverride: { taxRate: 10 }, applySalesTax: false });
    expect(result).toMatchObject({ subtotal: '120', discount: '20', tax: '10', total: '110' });
  });

  it('rounds half up to cents, where binary floating point rounds 1.005 down', () => {
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(calculateJobTotals({ jobDetailList: [detail(1.005, 1)], ...noTax }).cents.total).toBe('1.01');
    expect(calculateJobTotals({ jobDetailList: [detail(0.125, 1)], ...noTax }).cents.total).toBe('0.13');
  });

  it('rounds the exact total, not the sum of the rounded parts', () => {
    const totals = calculateJobTotals({ jobDetailList: [detail(10.05, 1)], discount: { discountType: 'Percentage', value: 50 }, ...noTax });
    expect(totals.cents).toMatchObject({ subtotal: '10.05', discount: '5.03', total: '5.03' });
    expect(toDocumentTotals(totals)).toMatchObject({ subtotal: 10.05, discount: 5.03, total: 5.03 });
  });
});
