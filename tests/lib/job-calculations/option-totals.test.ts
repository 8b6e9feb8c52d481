import { describe, expect, it } from 'vitest';
import { calculateJobTotals, optionDocumentTotals, optionTotals, optionTotalText, toDocumentTotals, type JobCalculationInput } from '@/lib/job-calculations';

/** The spec's worked example with a third, non-taxable line: $100 × 2, $50.50, $30 (non-taxable); 10% off; 8.25% override. */
const job: Omit<JobCalculationInput, 'selectedContexts'> = {
  jobDetailList: [
    { context: 'a', jobDetailType: 'Service', priceDetail: { price: 100, quantity: 2, nonTaxable: false } },
    { context: 'b', jobDetailType: 'Item', priceDetail: { price: 50.5, quantity: 1, nonTaxable: false } },
    { context: 'c', jobDetailType: 'Item', priceDetail: { price: 30, quantity: 1, nonTaxable: true } },
  ],
  discount: { discountType: 'Percentage', value: 10 },
  taxOverride: { taxRate: 8.25 },
  applySalesTax: true,
};

describe('option totals', () => {
  it('are the job calculation over just the option’s lines', () => {
    for (const contexts of [['a'], ['a', 'b'], ['a', 'b', 'c'], ['c']]) {
      expect(optionTotals(job, contexts).cents).toEqual(calculateJobTotals({ ...job, selectedContexts: contexts }).cents);
      expect(optionDocumentTotals(job, contexts)).toEqual(toDocumentTotals(calculateJobTotals({ ...job, selectedContexts: contexts })));
    }
    expect(optionTotals(job, ['a', 'b']).cents).toMatchObject({ subtotal: '250.50', discount: '25.05', tax: '18.60', total: '244.05' });
  });

  it('of an option without lines are zero, never the whole job', () => {
    expect(optionDocumentTotals(job, [])).toEqual({ cost: 0, subtotal: 0, discount: 0, tax: 0, total: 0 });
  });
});

describe('the proposal list’s option total', () => {
  const options = [
    { id: 'good', total: 1200 },
    { id: 'better', total: 2450.5 },
    { id: 'best', total: 3400 },
  ];

  it('is the range of the options’ totals until one is chosen', () => {
    expect(optionTotalText(options, null)).toBe('$1,200.00 \u2013 $3,400.00');
    expect(optionTotalText([options[2]!, options[0]!], undefined)).toBe('$1,200.00 \u2013 $3,400.00');
  });

  it('is the chosen option’s total once chosen', () => {
    expect(optionTotalText(options, 'better')).toBe('$2,450.50');
  });

  it('is one figure when every option costs the same, and nothing without options', () => {
    expect(optionTotalText([{ id: 'a', total: 99 }, { id: 'b', total: 99 }], null)).toBe('$99.00');
    expect(optionTotalText([], null)).toBeNull();
  });
});
