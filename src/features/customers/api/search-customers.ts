import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { searchResponseSchema } from '@/lib/schemas/common-schemas';
import { customerListItemSchema, type CustomerListItem, type CustomerSearchRequest } from '@/lib/schemas/customer-schemas';
import { customerKeys } from './customer-keys';

const responseSchema = searchResponseSchema(customerListItemSchema);

export interface CustomerSearchResult {
  results: CustomerListItem[];
  searchResultCount: number;
  totalCount: number;
}

/** `POST CustomerSearch/Search`: one page of customers matching the filter. */
export async function searchCustomers(request: CustomerSearchRequest): Promise<CustomerSearchResult> {
  const response = await api.post(endpoints.customerSearch.search, request);
  return responseSchema.parse(response.data);
}

export function customerSearchQueryOptions(request: CustomerSearchRequest) {
  return queryOptions({ queryKey: customerKeys.list(request), queryFn: () => searchCustomers(request) });
}

/** The list keeps showing the previous page while the next one loads. */
export function useCustomerSearch(request: CustomerSearchRequest, options: { enabled: boolean }) {
  return useQuery({ ...customerSearchQueryOptions(request), enabled: options.enabled, placeholderData: keepPreviousData });
}
