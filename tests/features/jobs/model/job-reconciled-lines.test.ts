import { describe, expect, it } from 'vitest';
import type { JobDetailLine } from '@/features/jobs/components/job-details/job-detail-line';
import { withReconciledQuantities } from '@/features/jobs/model/job-form-details';
import type { JobDetail } from '@/lib/schemas/job-detail-schemas';

/** Spec 3 §5: after an inventory reconciliation the editor's lines take the server's reconciled quantities, by context. */
const line = (context: string | null, fields: Partial<JobDetailLine> = {}): JobDetailLine => ({
  context,
  guid: `guid-${context ?? 'new'}`,
  jobDetailType: 'Item',
  cud: 'None',
  name: 'Capacitor',
  description: '',
  order: 1,
  priceDetail: { price: 10, quantity: 5, total: 50, nonTaxable: false },
  ...fields,
});
const saved = (context: string, quantityReconciled: number) => ({ context, quantityReconciled }) as JobDetail;

describe('withReconciledQuantities', () => {
  it("sets each saved line's reconciled quantity and keeps what was typed", () => {
    const typed = line('a', { cud: 'Update', name: 'Capacitor 45/5', priceDetail: { price: 10, quantity: 7, total: 70, nonTaxable: false } });
    const lines = [typed, line('b', { quantityReconciled: 2 }), line(null, { cud: 'Create' })];
    const next = withReconciledQuantities(lines, [saved('a', 3), saved('b', 0)]);
    expect(next[0]).toEqual({ ...typed, quantityReconciled: 3 });
    expect(next[1]).not.toHaveProperty('quantityReconciled');
    expect(next[2]).toBe(lines[2]);
  });

  it('answers the same lines when nothing changed', () => {
    const lines = [line('a', { quantityReconciled: 3 }), line('b')];
    expect(withReconciledQuantities(lines, [saved('a', 3), saved('b', 0)])).toBe(lines);
    expect(withReconciledQuantities(lines, [])).toBe(lines);
  });
});
