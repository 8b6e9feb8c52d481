import { describe, expect, it } from 'vitest';
import { sameData } from '@/lib/same-data';

describe('sameData', () => {
  it('finds a cloned record the same, nested objects and lists included', () => {
    const line = { guid: 'a', name: 'Water heater', priceDetail: { quantity: 2, unitPrice: 100 }, refs: [{ id: 'p1', number: 7 }], invoiceId: null };
    expect(sameData(line, structuredClone(line))).toBe(true);
    expect(sameData(line, line)).toBe(true);
  });

  it('tells a changed field apart at any depth', () => {
    const line = { guid: 'a', order: 1, priceDetail: { quantity: 2 }, refs: [{ id: 'p1' }] };
    expect(sameData(line, { ...line, order: 2 })).toBe(false);
    expect(sameData(line, { ...line, priceDetail: { quantity: 3 } })).toBe(false);
    expect(sameData(line, { ...line, refs: [{ id: 'p2' }] })).toBe(false);
    expect(sameData(line, { ...line, refs: [...line.refs, { id: 'p2' }] })).toBe(false);
  });

  it('treats a missing key as undefined, but not as null, and a list not as an object', () => {
    expect(sameData({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameData({ a: 1, b: null }, { a: 1 })).toBe(false);
    expect(sameData([], {})).toBe(false);
    expect(sameData(0, -0)).toBe(false);
    expect(sameData(Number.NaN, Number.NaN)).toBe(true);
  });
});
