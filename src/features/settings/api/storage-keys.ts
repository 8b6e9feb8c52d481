import type { ImageSize, StorageSearchRequest } from '@/lib/schemas/storage-schemas';

/** Query keys of the storage calls; a delete invalidates `all` but the image bytes. */
export const storageKeys = {
  all: ['storage'] as const,
  account: () => ['storage', 'account'] as const,
  searches: (kind: 'image' | 'file') => ['storage', 'search', kind] as const,
  search: (kind: 'image' | 'file', request: StorageSearchRequest) => ['storage', 'search', kind, request] as const,
  /** Image bytes never change for a context, so they live outside `all`'s invalidation. */
  image: (context: string, size: ImageSize) => ['storage-image', context, size] as const,
};
