import type { PricebookEntityType } from '@/lib/schemas/pricebook-schemas';

/** The pricebook screen's sections (spec 3 §2 "Pricebook screen": left navigation), by their address name. */
export const pricebookSectionIds = ['bundles', 'categories', 'items', 'vendors'] as const;
export type PricebookSectionId = (typeof pricebookSectionIds)[number];

export interface PricebookSection {
  id: PricebookSectionId;
  /** The navigation's and the list's name. */
  label: string;
  type: PricebookEntityType;
  /** The word of "No pricebook {type} data is available". */
  emptyWord: string;
  addLabel: string;
  /** What the search term is matched against. */
  searchHint: string;
  /** The user preference holding the list/grid choice (spec 3 §3 "User preferences"). */
  viewPreferenceKey: string;
}

export const pricebookSections: readonly PricebookSection[] = [
  {
    id: 'bundles',
    label: 'Bundles',
    type: 'Bundle',
    emptyWord: 'bundle',
    addLabel: 'Add Bundle',
    searchHint: 'Name or description',
    viewPreferenceKey: 'PB_VIEW_BUNDLE',
  },
  {
    id: 'categories',
    label: 'Categories',
    type: 'Category',
    emptyWord: 'category',
    addLabel: 'Add Category',
    searchHint: 'Name or path',
    viewPreferenceKey: 'PB_VIEW_CATEGORY',
  },
  {
    id: 'items',
    label: 'Products/Services',
    type: 'Item',
    emptyWord: 'item',
    addLabel: 'Add Item',
    searchHint: 'Name, description, model or part number',
    viewPreferenceKey: 'PB_VIEW_ITEM',
  },
  {
    id: 'vendors',
    label: 'Vendors',
    type: 'Vendor',
    emptyWord: 'vendor',
    addLabel: 'Add Vendor',
    searchHint: 'Name',
    viewPreferenceKey: 'PB_VIEW_VENDOR',
  },
];

/** The section the address names; Products/Services by default (spec 3 §2). */
export function pricebookSection(id: string | null | undefined): PricebookSection {
  return pricebookSections.find((section) => section.id === id) ?? (pricebookSections[2] as PricebookSection);
}

/** Spec 3 §2 empty state: "No pricebook {type} data is available", with where to create it. */
export function pricebookEmptyText(section: PricebookSection): string {
  return `No pricebook ${section.emptyWord} data is available`;
}

export const PRICEBOOK_EMPTY_HINT = 'Create pricebook data under Operations, then Pricebook.';

export type PricebookView = 'List' | 'Grid';

/** The list/grid preference's value; List unless Grid was chosen. */
export function pricebookView(value: string | undefined): PricebookView {
  return value === 'Grid' ? 'Grid' : 'List';
}
