import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { discountListSchema, taxOverrideListSchema, type Discount, type TaxOverride } from '@/lib/schemas/job-catalogue-schemas';
import { jobKeys } from './job-keys';

/** `GET Discount/GetAll`: the discounts the Discount dialog picks from. */
export async function getDiscounts(): Promise<Discount[]> {
  const response = await api.get(endpoints.discount.getAll);
  return discountListSchema.parse(response.data);
}

/** `GET TaxOverride/GetAll`: the overrides the Tax override dialog picks from. */
export async function getTaxOverrides(): Promise<TaxOverride[]> {
  const response = await api.get(endpoints.taxOverride.getAll);
  return taxOverrideListSchema.parse(response.data);
}

export function discountsQueryOptions() {
  return queryOptions({ queryKey: jobKeys.catalogue('discount'), queryFn: getDiscounts, staleTime: 5 * 60 * 1000 });
}

export function taxOverridesQueryOptions() {
  return queryOptions({ queryKey: jobKeys.catalogue('tax-override'), queryFn: getTaxOverrides, staleTime: 5 * 60 * 1000 });
}

export function useDiscounts(options: { enabled: boolean }) {
  return useQuery({ ...discountsQueryOptions(), enabled: options.enabled });
}

export function useTaxOverrides(options: { enabled: boolean }) {
  return useQuery({ ...taxOverridesQueryOptions(), enabled: options.enabled });
}
