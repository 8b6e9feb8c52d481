import type { PricebookBundle, PricebookItemListItem } from '@/lib/schemas/pricebook-schemas';

/** Pricebook rows as the searches answer them, for model tests. */
export function catalogItem(context: string, fields: Partial<PricebookItemListItem> = {}): PricebookItemListItem {
  return {
    context,
    active: true,
    name: `Item ${context}`,
    description: `About ${context}`,
    itemType: 'Item',
    cost: 10,
    markup: 50,
    price: 15,
    vendorIdentifier: null,
    vendorName: null,
    categoryIdentifier: null,
    categoryDisplayName: null,
    modelNumber: '',
    partNumber: '',
    nonTaxable: false,
    reorderQuantity: null,
    imageGuid: null,
    favoriteIdentifier: null,
    calculatedQuantity: 0,
    lowStock: false,
    ...fields,
  };
}

export function catalogBundle(context: string, pricingDisplay: PricebookBundle['pricingDisplay'], items: [PricebookItemListItem, number][], fields: Partial<PricebookBundle> = {}): PricebookBundle {
  return {
    context,
    active: true,
    name: `Bundle ${context}`,
    description: `Bundle about ${context}`,
    pricingDisplay,
    categoryIdentifier: null,
    categoryDisplayName: null,
    nonTaxable: false,
    markup: null,
    calculatedTotal: 100,
    items: items.map(([pricebookItem, quantity]) => ({ pricebookItem, quantity })),
    imageGuid: null,
    favoriteIdentifier: null,
    version: 1,
    ...fields,
  };
}
