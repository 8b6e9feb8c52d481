import type { JobDetailLine } from '@/features/jobs/components/job-details/job-detail-line';

/** A saved Item line named "Line <guid>" at $10 × 1, with `overrides`. */
export function line(guid: string, overrides: Partial<JobDetailLine> = {}): JobDetailLine {
  return {
    context: `ctx-${guid}`,
    guid,
    parentGuid: null,
    jobDetailType: 'Item',
    cud: 'None',
    name: `Line ${guid}`,
    description: '',
    order: 1,
    priceDetail: { price: 10, quantity: 1, total: 10, nonTaxable: false },
    ...overrides,
  };
}
