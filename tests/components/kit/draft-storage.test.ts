import { describe, expect, it } from 'vitest';
import { draftChanges, draftKey, hasChanges, pendingChanges, sameValue } from '@/components/record-editor/draft-storage';

describe('draft changes', () => {
  const loaded = { name: 'Service Shop', active: true, address: { street1: '1 Main St', city: 'Portland' }, telephones: [{ number: '555-0100' }] };

  it('are the top-level fields whose values differ from what was loaded', () => {
    const edited = { ...loaded, name: 'Service Shop East', address: { street1: '1 Main St', city: 'Salem' } };
    expect(draftChanges(loaded, edited)).toEqual({ name: 'Service Shop East', address: { street1: '1 Main St', city: 'Salem' } });
    expect(hasChanges(draftChanges(loaded, structuredClone(loaded)))).toBe(false);
  });

  it('compare nested values by content, whatever the key order', () => {
    expect(sameValue({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: '' }, { a: null })).toBe(false);
    expect(sameValue(undefined, null)).toBe(false);
  });

  it('to restore are only those that would change the form', () => {
    const draft = { name: 'Service Shop East', active: false };
    expect(pendingChanges({ ...loaded, name: 'Service Shop East' }, draft)).toEqual({ active: false });
    expect(hasChanges(pendingChanges({ ...loaded, name: 'Service Shop East', active: false }, draft))).toBe(false);
  });

  it('are kept per user and record address', () => {
    expect(draftKey('Office@Demo.test', '/locations/edit/abc')).toBe('fieldline.draft:office@demo.test:/locations/edit/abc');
    expect(draftKey('office@demo.test', '/locations/edit/abc')).not.toBe(draftKey('admin@demo.test', '/locations/edit/abc'));
  });
});
