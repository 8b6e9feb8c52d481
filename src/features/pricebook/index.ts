import { lazy } from 'react';
import { preloadableLazy } from '@/lib/preloadable-lazy';

/**
 * The pricebook feature's public surface: the pricebook screen's route, and the catalog panel a job
 * editor opens (its own lazy chunk, loaded when the editor is idle or the panel first opens) with the cart it answers.
 */
export { pricebookRoutes } from './routes';
/** The catalog panel; `PricebookCatalogPanel.preload()` loads its code ahead of its first opening (a job editor does it when idle). */
export const PricebookCatalogPanel = preloadableLazy(() => import('./components/catalog/catalog-panel').then((module) => module.PricebookCatalogPanel));
export { usePrefetchCatalogItems } from './api/prefetch-catalog';
export type { PricebookCatalogPanelProps } from './components/catalog/catalog-panel';
export type { Cart, CartEntry, CartOverride } from './model/catalog-cart';
/** Pricebook items by type and term (the job detail editor's Pricebook Service and Pricebook Labor selects). */
export { usePricebookItemSearch } from './api/search-pricebook';
/** The Inventory Reconciliation dialog a job editor opens (its own lazy chunk: loaded when first opened). */
export const InventoryReconciliationDialog = lazy(() =>
  import('./components/reconciliation/inventory-reconciliation-dialog').then((module) => ({ default: module.InventoryReconciliationDialog })),
);
export type { InventoryReconciliationDialogProps } from './components/reconciliation/inventory-reconciliation-dialog';
