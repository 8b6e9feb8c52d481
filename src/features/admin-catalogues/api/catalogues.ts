import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { getQuery } from '@/lib/api-query';
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
const discountsQuery = getQuery({ endpoint: endpoints.discount.getAll, schema: discountListSchema, queryKey: adminCatalogueKeys.discounts });
const taxOverridesQuery = getQuery({ endpoint: endpoints.taxOverride.getAll, schema: taxOverrideListSchema, queryKey: adminCatalogueKeys.taxOverrides });

export const discountsQueryOptions = discountsQuery.queryOptions;
export const taxOverridesQueryOptions = taxOverridesQuery.queryOptions;

export function useDiscountCatalogue() {
  return discountsQuery.useQuery();
}

export function useTaxOverrideCatalogue() {
  return taxOverridesQuery.useQuery();
}

/** `POST <Catalogue>/Create` (a new entry) or `POST <Catalogue>/Update` (with the entry's context); answers the entry. */
function useSaveCatalogueEntry<Input, Entry>(calls: { create: string; update: string }, schema: z.ZodType<Entry>) {
  return useMutation({
    mutationFn: async ({ context, ...input }: Input & { context: string | null }): Promise<Entry> => {
      const response = context ? await api.post(calls.update, { ...input, context }) : await api.post(calls.create, input);
      return schema.parse(response.data);
    },
    meta: { invalidates: ['job'] },
  });
}

export function useSaveDiscount() {
  return useSaveCatalogueEntry<DiscountInput, Discount>(endpoints.discount, discountSchema);
}

export function useSaveTaxOverride() {
  return useSaveCatalogueEntry<TaxOverrideInput, TaxOverride>(endpoints.taxOverride, taxOverrideSchema);
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
