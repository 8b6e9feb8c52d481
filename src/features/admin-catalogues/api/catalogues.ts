import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import {
  discountListSchema,
  discountSchema,
  taxOverrideListSchema,
  taxOverrideSchema,
  type Discount,
  type DiscountInput,
  type TaxOverride,
  type TaxOverrideInput,
} from '@/lib/schemas/job-catalogue-schemas';
import { adminCatalogueKeys } from './admin-catalogue-keys';

/** `GET Discount/GetAll` and `GET TaxOverride/GetAll`: the catalogues the jobs' dialogs pick from. */
export function discountsQueryOptions() {
  return queryOptions({
    queryKey: adminCatalogueKeys.discounts(),
    queryFn: async (): Promise<Discount[]> => discountListSchema.parse((await api.get(endpoints.discount.getAll)).data),
  });
}

export function taxOverridesQueryOptions() {
  return queryOptions({
    queryKey: adminCatalogueKeys.taxOverrides(),
    queryFn: async (): Promise<TaxOverride[]> => taxOverrideListSchema.parse((await api.get(endpoints.taxOverride.getAll)).data),
  });
}

export function useDiscountCatalogue() {
  return useQuery(discountsQueryOptions());
}

export function useTaxOverrideCatalogue() {
  return useQuery(taxOverridesQueryOptions());
}

/** `POST Discount/Create` (a new entry) or `POST Discount/Update` (with the entry's context). */
export function useSaveDiscount() {
  return useMutation({
    mutationFn: async ({ context, ...input }: DiscountInput & { context: string | null }): Promise<Discount> => {
      const response = context ? await api.post(endpoints.discount.update, { ...input, context }) : await api.post(endpoints.discount.create, input);
      return discountSchema.parse(response.data);
    },
    meta: { invalidates: ['job'] },
  });
}

/** `POST TaxOverride/Create` or `POST TaxOverride/Update`. */
export function useSaveTaxOverride() {
  return useMutation({
    mutationFn: async ({ context, ...input }: TaxOverrideInput & { context: string | null }): Promise<TaxOverride> => {
      const response = context ? await api.post(endpoints.taxOverride.update, { ...input, context }) : await api.post(endpoints.taxOverride.create, input);
      return taxOverrideSchema.parse(response.data);
    },
    meta: { invalidates: ['job'] },
  });
}

/** `DELETE Discount/Delete` or `DELETE TaxOverride/Delete`: refused (422) while jobs or customers use the entry. */
export function useDeleteCatalogueEntry(kind: 'discount' | 'taxOverride') {
  return useMutation({
    mutationFn: async (context: string) => {
      await api.delete(kind === 'discount' ? endpoints.discount.delete : endpoints.taxOverride.delete, { params: { context } });
    },
    meta: { invalidates: ['job'] },
  });
}
