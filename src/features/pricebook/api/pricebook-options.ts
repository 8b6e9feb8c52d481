import { z } from 'zod';
import { endpoints } from '@/config/endpoints';
import { contextQuery, getQuery } from '@/lib/api-query';
import { pricebookOptionListSchema } from '@/lib/schemas/pricebook-schemas';
import { pricebookKeys } from './pricebook-keys';

const OPTIONS_STALE_MS = 60_000;

/** `GET PricebookCategory/GetList`: every active category as `{ context, name: path, markup }`. */
const categoryOptions = getQuery({ endpoint: endpoints.pricebookCategory.getList, schema: pricebookOptionListSchema, queryKey: pricebookKeys.categoryOptions, staleTime: OPTIONS_STALE_MS });
/** `GET PricebookCategory/GetPossibleParents?context=`: the categories a category may be placed under. */
const possibleParents = contextQuery({ endpoint: endpoints.pricebookCategory.getPossibleParents, schema: pricebookOptionListSchema, queryKey: pricebookKeys.possibleParents, staleTime: 0 });
/** `GET PricebookVendor/GetList`. */
const vendorOptions = getQuery({ endpoint: endpoints.pricebookVendor.getList, schema: pricebookOptionListSchema, queryKey: pricebookKeys.vendorOptions, staleTime: OPTIONS_STALE_MS });
/** `GET Resource/GetPicklist`: where stock can be kept (trucks, warehouses). */
const resourceOptions = getQuery({
  endpoint: endpoints.resource.getPicklist,
  schema: z.array(z.object({ context: z.string(), name: z.string() })),
  queryKey: pricebookKeys.resources,
  staleTime: OPTIONS_STALE_MS,
});

export const usePricebookCategoryOptions = categoryOptions.useQuery;
/** The category and vendor lists' query options (the catalog prefetches them with its first page). */
export const pricebookCategoryOptionsQuery = categoryOptions.queryOptions;
export const pricebookVendorOptionsQuery = vendorOptions.queryOptions;
export const usePossibleParentCategories = possibleParents.useQuery;
export const usePricebookVendorOptions = vendorOptions.useQuery;
export const useResourceOptions = resourceOptions.useQuery;
