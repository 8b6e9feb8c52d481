import { describe, expect, it } from 'vitest';
import { totalsLinesKey } from '@/features/jobs/components/job-totals/totals-lines-key';
import { moveShownLine } from '@/features/jobs/components/job-details/job-detail-list-model';
import { line } from './job-detail-line-fixture';

describe('the totals key of a job’s lines', () => {
  const lines = [line('a', { order: 1 }), line('b', { order: 2, priceDetail: { price: 12.5, quantity: 2, total: 25, nonTaxable: true } }), line('c', { order: 3, jobDetailType: 'Subtotal', priceDetail: null })];

  it('stays the same when lines only move (their order and Update markers change)', () => {
    const moved = moveShownLine(lines, 0, 2);
    expect(moved.map((item) => item.guid)).toEqual(['b', 'c', 'a']);
    expect(moved.some((item) => item.cud === 'Update')).toBe(true);
    expect(totalsLinesKey(moved)).toBe(totalsLinesKey(lines));
  });

  it('changes with a price, a quantity, a cost, the tax flag, a deletion, a new line or a new parent', () => {
    const base = totalsLinesKey(lines);
    const withB = (change: Partial<(typeof lines)[number]>) => totalsLinesKey(lines.map((item) => (item.guid === 'b' ? { ...item, ...change } : item)));
    const detail = lines[1]!.priceDetail!;
    const variants = [
      withB({ priceDetail: { ...detail, price: 12.51 } }),
      withB({ priceDetail: { ...detail, quantity: 3 } }),
      withB({ priceDetail: { ...detail, cost: 4 } }),
      withB({ priceDetail: { ...detail, nonTaxable: false } }),
      withB({ cud: 'Delete' }),
      withB({ parentGuid: 'a' }),
      totalsLinesKey([...lines, line('d')]),
    ];
    for (const variant of variants) expect(variant).not.toBe(base);
    expect(new Set(variants).size).toBe(variants.length);
  });
});
