import { describe, expect, it } from 'vitest';
import { addCartLines } from '@/features/jobs/model/job-cart-lines';
import type { JobDetailLine } from '@/features/jobs/components/job-details/job-detail-line';
import { setCartQuantity, overrideCartItem } from '@/features/pricebook/model/catalog-cart';
import { catalogBundle, catalogItem } from '../pricebook/catalog-fixtures';

const existing: JobDetailLine = {
  context: 'saved-1',
  guid: 'g-saved',
  parentGuid: null,
  jobDetailType: 'Service',
  cud: 'None',
  name: 'Diagnostic',
  description: '',
  order: 1,
  priceDetail: { price: 89, quantity: 1, total: 89, nonTaxable: false },
};

describe('accepting the cart (spec 3 §4)', () => {
  const labor = catalogItem('labor', { itemType: 'Labor', name: 'Install labor', price: 95, cost: 40, markup: null });
  const filter = catalogItem('filter', { name: 'Filter', price: 12.5 });
  const sensor = catalogItem('sensor', { name: 'Flame sensor', price: 19.2, nonTaxable: true });

  it('adds an item as a line of its own type with its price, quantity and total, after the job\u2019s lines', () => {
    const lines = addCartLines([existing], setCartQuantity([], { kind: 'Item', item: labor }, 2), true);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ jobDetailType: 'Labor', cud: 'Create', name: 'Install labor', order: 2, pricebookItemIdentifier: 'labor', priceDetail: { price: 95, quantity: 2, total: 190, cost: 40 } });
    expect(lines[0]).toBe(existing);
  });

  it('leaves costs out for a user without cost access, and uses an override', () => {
    const cart = overrideCartItem(setCartQuantity([], { kind: 'Item', item: labor }, 1), 'labor', { name: 'Labor (warranty)', description: 'No charge', cost: 40, markup: null, price: 0 });
    const [line] = addCartLines([], cart, false);
    expect(line).toMatchObject({ name: 'Labor (warranty)', description: 'No charge', priceDetail: { price: 0, total: 0 } });
    expect(line?.priceDetail).not.toHaveProperty('cost');
  });

  it('adds an item pricing bundle as its items, quantities multiplied, tagged with the bundle', () => {
    const kit = catalogBundle('kit', 'Item Pricing', [
      [filter, 2],
      [sensor, 1],
    ]);
    const lines = addCartLines([], setCartQuantity([], { kind: 'Bundle', bundle: kit }, 3), true);
    expect(lines.map((line) => [line.jobDetailType, line.name, line.priceDetail?.quantity, line.priceDetail?.total, line.pricebookBundleIdentifier, line.parentGuid, line.order])).toEqual([
      ['Item', 'Filter', 6, 75, 'kit', null, 1],
      ['Item', 'Flame sensor', 3, 57.6, 'kit', null, 2],
    ]);
  });

  it('adds a flat rate bundle as one Bundle line at its calculated total, with linked children under it', () => {
    const tuneUp = catalogBundle('tune', 'Flat Rate Pricing', [[filter, 2], [labor, 1]], { calculatedTotal: 120, nonTaxable: true });
    const lines = addCartLines([existing], setCartQuantity([], { kind: 'Bundle', bundle: tuneUp }, 2), true);
    const [, bundle, ...children] = lines;
    expect(bundle).toMatchObject({ jobDetailType: 'Bundle', name: 'Bundle tune', order: 2, pricebookBundleIdentifier: 'tune', priceDetail: { price: 120, quantity: 2, total: 240, nonTaxable: true } });
    expect(children.map((child) => [child.jobDetailType, child.parentGuid, child.priceDetail?.quantity, child.order])).toEqual([
      ['Item', bundle?.guid, 4, 2],
      ['Labor', bundle?.guid, 2, 2],
    ]);
  });
});
