import { entityKeys } from '@/lib/query-keys';
import type { ImageSize, StorageSearchRequest } from '@/lib/schemas/storage-schemas';

const keys = entityKeys('storage');
const imageKeys = entityKeys('storage-image');

/** Query keys of the storage calls, rooted at the `storage` tag that deletes invalidate. */
export const storageKeys = {
  all: keys.all,
  account: () => keys.key('account'),
  searches: (kind: 'image' | 'file') => keys.key('search', kind),
  search: (kind: 'image' | 'file', request: StorageSearchRequest) => keys.key('search', kind, request),
  /** Image bytes never change for a context, so they are an entity of their own (`storage-image`) that deletes leave alone. */
  image: (context: string, size: ImageSize) => imageKeys.key(context, size),
};
