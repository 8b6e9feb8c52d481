import { describe, expect, it } from 'vitest';
import { applyBundleEdits, bundleChildrenTotal, bundleChildStates, bundleUnitPrice } from '@/features/jobs/components/job-details/flat-rate-bundle-model';
import { moveShownLine, renumberLines } from '@/features/jobs/components/job-details/job-detail-list-model';
import { line } from './job-detail-line-fixture';

const bundle = line('bundle', { jobDetailType: 'Bundle', order: 2, priceDetail: { price: 60.2, quantity: 1, total: 60.2, nonTaxable: false } });
const filter = line('filter', { parentGuid: 'bundle', order: 2, priceDetail: { price: 20.1, quantity: 2, total: 40.2, nonTaxable: false } });
const service = line('service', { parentGuid: 'bundle', jobDetailType: 'Service', order: 2, cud: 'Create', context: null, priceDetail: { price: 20, quantity: 1, total: 20, nonTaxable: false } });
const other = line('other', { order: 1 });
const lines = [other, bundle, filter, service];

describe('the Flat Rate Bundle Editor (spec 3 §4)', () => {
  it('follows the children that are kept: Σ price × quantity', () => {
    const children = bundleChildStates(lines, bundle);
    expect(children.map((child) => child.line.guid)).toEqual(['filter', 'service']);
    expect(bundleChildrenTotal(children)).toBe(60.2);
    expect(bundleChildrenTotal(children.map((child) => (child.line.guid === 'service' ? { ...child, removed: true } : child)))).toBe(40.2);
  });

  it('prices a bundle of several by the total over its quantity', () => {
    expect(bundleUnitPrice(60.2, 1)).toBe(60.2);
    expect(bundleUnitPrice(100, 3)).toBe(33.3333);
  });

  it('on Save marks the bundle Update with its new price, an edited child Update, a removed new child gone, a removed saved child Delete', () => {
    const children = bundleChildStates(lines, bundle).map((child) =>
      child.line.guid === 'filter' ? { ...child, edited: true, line: { ...child.line, priceDetail: { ...child.line.priceDetail!, quantity: 3, total: 60.3 } } } : { ...child, removed: true },
    );
    const next = applyBundleEdits(lines, bundle, { name: 'Tune-up', description: 'Yearly', nonTaxable: true }, children);
    expect(next.map((item) => [item.guid, item.cud])).toEqual([
      ['other', 'None'],
      ['bundle', 'Update'],
      ['filter', 'Update'],
    ]);
    expect(next[1]).toMatchObject({ name: 'Tune-up', description: 'Yearly', priceDetail: { price: 60.3, quantity: 1, total: 60.3, nonTaxable: true } });

    const savedRemoved = applyBundleEdits(lines, bundle, { name: 'B', description: '', nonTaxable: false }, bundleChildStates(lines, bundle).map((child) => ({ ...child, removed: child.line.guid === 'filter' })));
    expect(savedRemoved.find((item) => item.guid === 'filter')?.cud).toBe('Delete');
    expect(savedRemoved.find((item) => item.guid === 'bundle')?.priceDetail?.total).toBe(20);
  });
});

describe('numbering with bundle children', () => {
  it('gives children their bundle\u2019s number, without marking them changed', () => {
    const numbered = renumberLines([other, { ...bundle, order: 5 }, { ...filter, order: 6 }, { ...service, order: 7 }, line('last', { order: 9 })]);
    expect(numbered.map((item) => [item.guid, item.order, item.cud])).toEqual([
      ['other', 1, 'None'],
      ['bundle', 2, 'Update'],
      ['filter', 2, 'None'],
      ['service', 2, 'Create'],
      ['last', 3, 'Update'],
    ]);
  });

  it('moves a bundle with its children', () => {
    const moved = moveShownLine(lines, 1, 0);
    expect(moved.map((item) => [item.guid, item.order])).toEqual([
      ['bundle', 1],
      ['filter', 1],
      ['service', 1],
      ['other', 2],
    ]);
  });
});
