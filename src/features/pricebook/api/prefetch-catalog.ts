import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { catalogListRequest, initialCatalogState } from '../model/catalog-state';
import { searchPricebookItems } from './search-pricebook';
import { pricebookKeys } from './pricebook-keys';

/**
 * Starts loading the catalog's first page of items (what the panel opens on), so a user who points
 * at the Pricebook button finds the items there when the panel opens.
 */
export function usePrefetchCatalogItems(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    const request = catalogListRequest('Item', initialCatalogState.Item);
    void queryClient.prefetchQuery({ queryKey: pricebookKeys.search('Item', request), queryFn: () => searchPricebookItems(request) });
  }, [queryClient]);
}
