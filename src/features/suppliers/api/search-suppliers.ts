import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { searchResponseSchema } from '@/lib/schemas/common-schemas';
import { supplierListItemSchema, type SupplierListItem, type SupplierSearchRequest } from '@/lib/schemas/supplier-schemas';
import { supplierKeys } from './supplier-keys';

const responseSchema = searchResponseSchema(supplierListItemSchema);

export interface SupplierSearchResult {
  results: SupplierListItem[];
  searchResultCount: number;
  totalCount: number;
}

/** `POST SupplierSearch/Search`: one page of suppliers matching the filter. */
export async function searchSuppliers(request: SupplierSearchRequest): Promise<SupplierSearchResult> {
  const response = await api.post(endpoints.supplier.search, request);
  return responseSchema.parse(response.data);
}

export function supplierSearchQueryOptions(request: SupplierSearchRequest) {
  return queryOptions({ queryKey: supplierKeys.list(request), queryFn: () => searchSuppliers(request) });
}

/** The list keeps showing the previous page while the next one loads. */
export function useSupplierSearch(request: SupplierSearchRequest, options: { enabled: boolean }) {
  return useQuery({ ...supplierSearchQueryOptions(request), enabled: options.enabled, placeholderData: keepPreviousData });
}
