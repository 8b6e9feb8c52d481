import { describe, expect, it } from 'vitest';
import {
  detailTotal,
  isCountedDetail,
  lineCost,
  lineProfit,
  lineTotal,
  markupPrice,
  runningSubtotals,
  sumOfLineTotals,
  type MarkupPrice,
} from '@/lib/job-calculations';
import { detail, subtotalRow } from './job-calculation-fixtures';

function priceOf(result: MarkupPrice): string {
  return result.kind === 'computed' ? result.price.toFixed() : result.kind;
}

describe('lineTotal: price × quantity', () => {
  it('multiplies price by quantity exactly', () => {
    expect(lineTotal({ price: 100, quantity: 2 }).toFixed()).toBe('200');
    expect(lineTotal({ price: '50.50', quantity: '1' }).toFixed()).toBe('50.5');
    expect(lineTotal({ price: 0.1, quantity: 3 }).toFixed()).toBe('0.3');
    expect(lineTotal({ price: '19.99', quantity: '0.125' }).toFixed()).toBe('2.49875');
  });

  it('is zero for a zero quantity or a zero price', () => {
    expect(lineTotal({ price: 120, quantity: 0 }).toFixed()).toBe('0');
    expect(lineTotal({ price: 0, quantity: 1 }).toFixed()).toBe('0');
  });

  it('keeps the sign of a negative price (a credit line)', () => {
    expect(lineTotal({ price: -25, quantity: 2 }).toFixed()).toBe('-50');
  });

  it('refuses a price or quantity that is not a number, naming it', () => {
    expect(() => lineTotal({ price: 'ten', quantity: 1 })).toThrow(/price/);
    expect(() => lineTotal({ price: 10, quantity: Number.NaN })).toThrow(/quantity/);
  });

  it('counts a row without a price detail (a Subtotal row) as zero', () => {
    expect(detailTotal(subtotalRow()).toFixed()).toBe('0');
  });
});

describe('lineCost and lineProfit', () => {
  it('gives cost × quantity and total minus cost', () => {
    expect(lineCost({ cost: 62.5, quantity: 2 }).toFixed()).toBe('125');
    expect(lineProfit({ cost: 62.5, price: 100, quantity: 2 })?.toFixed()).toBe('75');
  });

  it('treats a missing or blank cost as none: cost 0 and no profit', () => {
    expect(lineCost({ cost: null, quantity: 3 }).toFixed()).toBe('0');
    expect(lineCost({ cost: '', quantity: 3 }).toFixed()).toBe('0');
    expect(lineProfit({ price: 10, quantity: 3 })).toBeNull();
  });
});

describe('markupPrice: cost and markup give the price', () => {
  it('computes cost plus the markup percentage of the cost', () => {
    expect(priceOf(markupPrice(80, 25))).toBe('100');
    expect(priceOf(markupPrice('10', '33.333'))).toBe('13.3333');
    expect(priceOf(markupPrice(0.1, 10))).toBe('0.11');
  });

  it('keeps the cost as the price for a markup of 0', () => {
    expect(priceOf(markupPrice(42, 0))).toBe('42');
  });

  it('clears the price when a markup is given without a cost', () => {
    expect(priceOf(markupPrice(null, 25))).toBe('cleared');
    expect(priceOf(markupPrice('', 25))).toBe('cleared');
  });

  it('frees the price when there is no markup', () => {
    expect(priceOf(markupPrice(80, null))).toBe('free');
    expect(priceOf(markupPrice(80, ''))).toBe('free');
    expect(priceOf(markupPrice(undefined, undefined))).toBe('free');
  });
});

describe('isCountedDetail', () => {
  it('counts non-deleted top-level priced rows only', () => {
    expect(isCountedDetail(detail(1, 1))).toBe(true);
    expect(isCountedDetail(detail(1, 1, { type: 'Bundle' }))).toBe(true);
    expect(isCountedDetail(detail(1, 1, { cud: 'Delete' }))).toBe(false);
    expect(isCountedDetail(detail(1, 1, { parentGuid: 'bundle' }))).toBe(false);
    expect(isCountedDetail(detail(1, 1, { parentGuid: '' }))).toBe(true);
    expect(isCountedDetail(subtotalRow())).toBe(false);
  });
});

describe('runningSubtotals: a running sum since the previous subtotal row', () => {
  it('puts the sum of the rows since the previous Subtotal row on each Subtotal row', () => {
    const sums = runningSubtotals([detail(10, 1), detail(20, 1), subtotalRow(), detail(5, 1), detail(1.25, 2), subtotalRow(), detail(3, 1)]);
    expect(sums.map((sum) => sum?.toFixed() ?? null)).toEqual([null, null, '30', null, null, '7.5', null]);
  });

  it('gives 0 to a Subtotal row with nothing before it', () => {
    expect(runningSubtotals([subtotalRow(), detail(4, 1), subtotalRow(), subtotalRow()]).map((sum) => sum?.toFixed() ?? null)).toEqual([
      '0',
      null,
      '4',
      '0',
    ]);
  });

  it('skips deleted rows and bundle children; a deleted Subtotal row is hidden and does not end the run', () => {
    const sums = runningSubtotals([
      detail(10, 1),
      detail(100, 1, { cud: 'Delete' }),
      subtotalRow({ cud: 'Delete' }),
      detail(30, 1, { type: 'Bundle', guid: 'b1' }),
      detail(20, 1, { parentGuid: 'b1' }),
      detail(10, 1, { parentGuid: 'b1' }),
      subtotalRow(),
    ]);
    expect(sums.map((sum) => sum?.toFixed() ?? null)).toEqual([null, null, null, null, null, null, '40']);
  });
});

describe('sumOfLineTotals: a flat rate bundle price from its children', () => {
  it('sums price × quantity of the children that are not deleted', () => {
    const children = [
      { priceDetail: { price: 15, quantity: 2 } },
      { cud: 'Update' as const, priceDetail: { price: '9.99', quantity: 1 } },
      { cud: 'Delete' as const, priceDetail: { price: 500, quantity: 1 } },
    ];
    expect(sumOfLineTotals(children).toFixed()).toBe('39.99');
    expect(sumOfLineTotals([]).toFixed()).toBe('0');
  });
});
