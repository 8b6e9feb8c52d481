import { createContext, useContext } from 'react';
import type { PricebookBundle, PricebookItemListItem } from '@/lib/schemas/pricebook-schemas';
import type { Cart } from '../../model/catalog-cart';

/** What the catalog's rows need of the panel: the cart, its change, and the detail views. */
export interface CatalogActions {
  cart: Cart;
  setItemQuantity: (item: PricebookItemListItem, quantity: number) => void;
  setBundleQuantity: (bundle: PricebookBundle, quantity: number) => void;
  openItem: (item: PricebookItemListItem) => void;
  openBundle: (bundle: PricebookBundle) => void;
}

export const CatalogContext = createContext<CatalogActions | null>(null);

export function useCatalog(): CatalogActions {
  const actions = useContext(CatalogContext);
  if (!actions) throw new Error('The catalog rows need the catalog panel around them.');
  return actions;
}
