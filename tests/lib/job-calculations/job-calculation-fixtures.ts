import type { DecimalInput, JobDetailInput, JobDetailType } from '@/lib/job-calculations';

let nextContext = 1;

/** A saved job detail (it has a context) of `type` priced `price` × `quantity`. */
export function detail(
  price: DecimalInput,
  quantity: DecimalInput,
  options: Partial<Omit<JobDetailInput, 'priceDetail'>> & { nonTaxable?: boolean; cost?: DecimalInput | null; type?: JobDetailType } = {},
): JobDetailInput {
  const { nonTaxable = false, cost = null, type = 'Service', ...rest } = options;
  return {
    context: `detail-${nextContext++}`,
    parentGuid: null,
    cud: 'None',
    jobDetailType: type,
    priceDetail: { cost, markup: null, price, quantity, nonTaxable },
    ...rest,
  };
}

/** A Subtotal row (no price detail). */
export function subtotalRow(options: Partial<JobDetailInput> = {}): JobDetailInput {
  return { context: `detail-${nextContext++}`, parentGuid: null, cud: 'None', jobDetailType: 'Subtotal', priceDetail: null, ...options };
}
