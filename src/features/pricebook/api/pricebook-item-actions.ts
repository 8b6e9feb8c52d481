import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { favoriteCreatedSchema, pricebookExportRowSchema, type PricebookEntityType, type PricebookExportRow } from '@/lib/schemas/pricebook-schemas';
import type { PricebookBatchDeleteRequest, PricebookBatchUpdateRequest, PricebookUpdateNameRequest } from '@/lib/schemas/pricebook-request-schemas';

/** `POST PricebookItem/UpdateName`: the item table's inline rename. */
export function useUpdatePricebookItemName() {
  return useMutation({
    mutationFn: async (request: PricebookUpdateNameRequest) => void (await api.post(endpoints.pricebookItem.updateName, request)),
    meta: { invalidates: ['pricebook'] },
  });
}

/** `POST PricebookItem/BatchUpdate`: Edit Category for Selected. */
export function useBatchUpdatePricebookItems() {
  return useMutation({
    mutationFn: async (request: PricebookBatchUpdateRequest) => void (await api.post(endpoints.pricebookItem.batchUpdate, request)),
    meta: { invalidates: ['pricebook'] },
  });
}

/** `POST PricebookItem/BatchDelete`: Delete Selected. */
export function useBatchDeletePricebookItems() {
  return useMutation({
    mutationFn: async (request: PricebookBatchDeleteRequest) => void (await api.post(endpoints.pricebookItem.batchDelete, request)),
    meta: { invalidates: ['pricebook'] },
  });
}

const favoriteField: Record<PricebookEntityType, string> = {
  Bundle: 'bundleIdentifier',
  Category: 'categoryIdentifier',
  Item: 'itemIdentifier',
  Vendor: 'vendorIdentifier',
};

/** What the favorite toggle needs of an entry: its kind, context and the user's favorite of it. */
export interface FavoriteTarget {
  type: PricebookEntityType;
  context: string;
  favoriteIdentifier: string | null;
}

/**
 * Spec 3 §4 "Favorites": the toggle adds a favorite (`POST PricebookFavorite/Create`) when the entry
 * has none, else deletes the one it has (`DELETE PricebookFavorite/Delete?context=`).
 */
export function useToggleFavorite() {
  return useMutation({
    mutationFn: async (target: FavoriteTarget): Promise<string | null> => {
      if (target.favoriteIdentifier) {
        await api.delete(endpoints.pricebookFavorite.delete, { params: { context: target.favoriteIdentifier } });
        return null;
      }
      const response = await api.post(endpoints.pricebookFavorite.create, { [favoriteField[target.type]]: target.context });
      return favoriteCreatedSchema.parse(response.data).context;
    },
    meta: { invalidates: ['pricebook'] },
  });
}

/** `GET PricebookItem/GetExportList`: every active item as Export to Excel writes it. */
export async function getPricebookExportList(): Promise<PricebookExportRow[]> {
  const response = await api.get(endpoints.pricebookItem.getExportList);
  return z.array(pricebookExportRowSchema).parse(response.data);
}
