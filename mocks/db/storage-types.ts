import type { StorageMappedEntity, StorageMappedType } from '../../src/lib/schemas/storage-schemas';

export type { StorageMappedEntity, StorageMappedType };

export type StoredObjectKind = 'image' | 'file';

/**
 * An image or file in the account's storage, with its bytes. `mappedEntities` keeps the linked
 * records' names as they were when linked; the searches show current customer and job names.
 */
export interface StoredObject {
  context: string;
  kind: StoredObjectKind;
  /** File name including the extension. */
  name: string;
  /** MIME type, e.g. image/png, application/pdf. */
  contentType: string;
  /** The stored bytes, base64. */
  data: string;
  /** Length of the stored bytes (the decoded `data`). */
  bytes: number;
  /** Images: a smaller rendition (base64, same type) served for `size=thumbnail`; `null` serves the original. */
  thumbnail: string | null;
  /** ISO date-time of the upload. */
  dateCreated: string;
  mappedType: StorageMappedType;
  mappedEntities: StorageMappedEntity[];
}
