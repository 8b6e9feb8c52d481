import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { catalogListRequest, initialCatalogState } from '../model/catalog-state';
import { pricebookCategoryOptionsQuery, pricebookVendorOptionsQuery } from './pricebook-options';
import { searchPricebookItems } from './search-pricebook';
import { pricebookKeys } from './pricebook-keys';

/**
 * Starts loading what the catalog panel opens on: its first page of items and the category and
 * vendor lists of its filters. A job editor calls it when idle and when the Pricebook button is
 * pointed at or focused, so the panel opens with its items in the first frame. (Data still fresh is
 * not fetched again.)
 */
export function usePrefetchCatalogItems(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    const request = catalogListRequest('Item', initialCatalogState.Item);
    void queryClient.prefetchQuery({ queryKey: pricebookKeys.search('Item', request), queryFn: () => searchPricebookItems(request) });
    void queryClient.prefetchQuery(pricebookCategoryOptionsQuery());
    void queryClient.prefetchQuery(pricebookVendorOptionsQuery());
  }, [queryClient]);
}
