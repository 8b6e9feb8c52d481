import { describe, expect, it } from 'vitest';
import { activePicklistItems, findPicklistItem } from '@/lib/picklists/picklist-items';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';

const item = (context: string, order: number, active = true, text = context): PicklistItem => ({ context, text, order, active, isDefault: false });

describe('activePicklistItems', () => {
  it('keeps active items in display order', () => {
    const items = [item('c', 3), item('a', 1), item('gone', 0, false), item('b2', 2, true, 'B'), item('b1', 2, true, 'A')];
    expect(activePicklistItems(items).map((entry) => entry.context)).toEqual(['a', 'b1', 'b2', 'c']);
  });
});

describe('findPicklistItem', () => {
  it('finds active and inactive items by context', () => {
    const items = [item('a', 1), item('gone', 2, false)];
    expect(findPicklistItem(items, 'gone')?.active).toBe(false);
    expect(findPicklistItem(items, 'missing')).toBeUndefined();
  });
});
