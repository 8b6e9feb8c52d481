import type { PicklistItem } from '@/lib/schemas/picklist-schemas';

/** Active items in display order (ascending `order`, then text). */
export function activePicklistItems(items: readonly PicklistItem[]): PicklistItem[] {
  return items
    .filter((item) => item.active)
    .sort((a, b) => a.order - b.order || a.text.localeCompare(b.text));
}

/** The item with the given context, active or not. */
export function findPicklistItem(items: readonly PicklistItem[], context: string): PicklistItem | undefined {
  return items.find((item) => item.context === context);
}
