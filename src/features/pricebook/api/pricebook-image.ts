import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { pricebookKeys, type PricebookImageOwner } from './pricebook-keys';

const imagePaths: Record<PricebookImageOwner, string> = {
  Item: endpoints.pricebookItem.getImage,
  Bundle: endpoints.pricebookBundle.getImage,
  Category: endpoints.pricebookCategory.getImage,
};

/**
 * `GET Pricebook{Item, Bundle, Category}/GetImage/{imageGuid}`. An image call: a failure shows the
 * picture's placeholder, never the error modal.
 */
export async function getPricebookImage(type: PricebookImageOwner, guid: string): Promise<Blob> {
  const response = await api.get<ArrayBuffer>(`${imagePaths[type]}/${encodeURIComponent(guid)}`, {
    responseType: 'arraybuffer',
    meta: { isImageCall: true, handledStatuses: [403, 404] },
  });
  return new Blob([response.data], { type: String(response.headers['content-type'] ?? 'image/png') });
}

/** An image's bytes; a guid's bytes never change, so they are kept for the session. */
export function usePricebookImage(type: PricebookImageOwner, guid: string) {
  return useQuery({ queryKey: pricebookKeys.image(type, guid), queryFn: () => getPricebookImage(type, guid), staleTime: Infinity, gcTime: 5 * 60_000 });
}
