import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { recordDelete, recordDetail } from '@/lib/record-endpoints';
import {
  pricebookBundleSchema,
  pricebookCategorySchema,
  pricebookItemSchema,
  pricebookVendorSchema,
  type PricebookEntityType,
} from '@/lib/schemas/pricebook-schemas';
import type {
  PricebookBundleSaveRequest,
  PricebookCategorySaveRequest,
  PricebookItemSaveRequest,
  PricebookVendorSaveRequest,
} from '@/lib/schemas/pricebook-request-schemas';
import { pricebookKeys } from './pricebook-keys';

/**
 * Each kind of pricebook entry's record calls (spec 3 §7 "Category, vendor, item, bundle:
 * getByContext, create, update"; delete): `GET <Kind>/GetByContext?context=`, `POST <Kind>/Create`,
 * `POST <Kind>/Update` (with the version it was loaded at: 409 when it changed meanwhile),
 * `DELETE <Kind>/Delete?context=`. A save answers the record as stored, which goes into the cache.
 */
function recordCalls<Record extends { context: string }, Request>(
  type: PricebookEntityType,
  paths: { get: string; create: string; update: string; delete: string },
  schema: z.ZodType<Record>,
) {
  const detail = recordDetail({ endpoint: paths.get, schema, queryKey: (context: string) => pricebookKeys.record(type, context) });
  const remove = recordDelete({ endpoint: paths.delete, tag: 'pricebook' });

  async function save(request: Request & { context: string | null }): Promise<Record> {
    const response = await api.post(request.context ? paths.update : paths.create, request);
    return schema.parse(response.data);
  }

  function useSave() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: save,
      meta: { invalidates: ['pricebook'] },
      onSuccess: (saved) => queryClient.setQueryData(pricebookKeys.record(type, saved.context), saved),
    });
  }

  return { type, get: detail.request, useRecord: detail.useRecord, save, useSave, remove: remove.request, useDelete: remove.useDelete };
}

export const pricebookItemCalls = recordCalls<z.infer<typeof pricebookItemSchema>, PricebookItemSaveRequest>('Item', endpoints.pricebookItem, pricebookItemSchema);
export const pricebookBundleCalls = recordCalls<z.infer<typeof pricebookBundleSchema>, PricebookBundleSaveRequest>('Bundle', endpoints.pricebookBundle, pricebookBundleSchema);
export const pricebookCategoryCalls = recordCalls<z.infer<typeof pricebookCategorySchema>, PricebookCategorySaveRequest>(
  'Category',
  endpoints.pricebookCategory,
  pricebookCategorySchema,
);
export const pricebookVendorCalls = recordCalls<z.infer<typeof pricebookVendorSchema>, PricebookVendorSaveRequest>('Vendor', endpoints.pricebookVendor, pricebookVendorSchema);

/** The record calls of a kind. */
export const pricebookCalls = {
  Item: pricebookItemCalls,
  Bundle: pricebookBundleCalls,
  Category: pricebookCategoryCalls,
  Vendor: pricebookVendorCalls,
} as const;
