import { z } from 'zod';
import { listSearchRequestSchema, sortDirections } from './common-schemas';

/** The kinds of record an image or file can be linked to (spec 1 §3). */
export const storageMappedTypes = ['Customers', 'Jobs', 'Resources'] as const;
export type StorageMappedType = (typeof storageMappedTypes)[number];

/** Sort columns of the storage searches: Newest/Oldest sort by DateCreated, Largest/Smallest by Size. */
export const storageSortColumns = ['DateCreated', 'Size'] as const;
export type StorageSortColumn = (typeof storageSortColumns)[number];

/** Renditions `DownloadImage` serves. */
export const imageSizes = ['thumbnail', 'full'] as const;
export type ImageSize = (typeof imageSizes)[number];

/** Longest search text the storage searches accept. */
export const STORAGE_SEARCH_TERM_MAX = 200;

export const STORAGE_CONTEXTS_REQUIRED_TEXT = 'A list of contexts is required.';
export const STORAGE_MAPPED_TYPES_REQUIRED_TEXT = 'Choose at least one linked-to type.';
export const STORAGE_SEARCH_TERM_TOO_LONG_TEXT = `The search text cannot be longer than ${STORAGE_SEARCH_TERM_MAX} characters.`;
export const IMAGE_SIZE_INVALID_TEXT = 'The image size must be thumbnail or full.';
export const STORAGE_CONTEXT_REQUIRED_TEXT = 'A context is required.';

/** A record an image or file is linked to. `name` is how that record is shown (customer or job name). */
export const storageMappedEntitySchema = z.object({ context: z.string(), name: z.string() });
export type StorageMappedEntity = z.infer<typeof storageMappedEntitySchema>;

/** An image or a file in the account's storage. */
export const storageItemSchema = z.object({
  context: z.string(),
  name: z.string(),
  /** Stored size in bytes. */
  bytes: z.number().int().min(0),
  /** ISO date-time of the upload. */
  dateCreated: z.string(),
  mappedType: z.enum(storageMappedTypes),
  mappedEntities: z.array(storageMappedEntitySchema),
});
export type StorageItem = z.infer<typeof storageItemSchema>;

export const storageSortSchema = z.object({
  by: z.enum(storageSortColumns),
  direction: z.enum(sortDirections),
});
export type StorageSort = z.infer<typeof storageSortSchema>;

/** `POST ImageSearch/Search` and `POST FileSearch/Search`. `pageNumber` is 0-based. */
export const storageSearchRequestSchema = listSearchRequestSchema.extend({
  searchTerm: z.string().max(STORAGE_SEARCH_TERM_MAX, STORAGE_SEARCH_TERM_TOO_LONG_TEXT),
  sort: storageSortSchema,
  mappedTypes: z.array(z.enum(storageMappedTypes)).min(1, STORAGE_MAPPED_TYPES_REQUIRED_TEXT),
});
export type StorageSearchRequest = z.infer<typeof storageSearchRequestSchema>;

/** The storage searches' answer: one page of `results` and `totalCount`, the items matching the filter. */
export const storageSearchResponseSchema = z.object({
  results: z.array(storageItemSchema),
  totalCount: z.number().int().min(0),
});
export type StorageSearchResponse = z.infer<typeof storageSearchResponseSchema>;

/** `POST DeleteImages` and `POST DeleteFiles`: the contexts to delete. */
export const storageContextsSchema = z.array(z.string().min(1)).min(1, STORAGE_CONTEXTS_REQUIRED_TEXT);

/** `GET Storage/GetAccountStorage`: bytes used, bytes available and the share used (0–100). */
export const accountStorageSchema = z.object({
  usage: z.number().min(0),
  capacity: z.number().min(0),
  usagePercentage: z.number().min(0),
});
export type AccountStorage = z.infer<typeof accountStorageSchema>;

/** The answer of `POST DeleteImages` and `POST DeleteFiles`: how many were deleted (unknown contexts are skipped). */
export const storageDeleteResponseSchema = z.object({ deletedCount: z.number().int().min(0) });
export type StorageDeleteResponse = z.infer<typeof storageDeleteResponseSchema>;
