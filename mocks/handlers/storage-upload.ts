import { JOB_FILE_MAX_BYTES, JOB_IMAGE_MAX_BYTES, JOB_IMAGE_TYPES, jobStorageMessages } from '../../src/lib/schemas/job-storage-schemas';
import { randomUuid } from '../db/ids';
import type { MockDb } from '../db/mock-store';
import type { StorageMappedEntity, StorageMappedType, StoredObject, StoredObjectKind } from '../db/storage-types';
import type { JobStorageItem } from '../../src/lib/schemas/job-schemas';
import { compareKeys } from '../lib/text-order';

function storageView(item: StoredObject): JobStorageItem {
  return { context: item.context, name: item.name, contentType: item.contentType, bytes: item.bytes, dateCreated: item.dateCreated };
}

/** A record's (a job's, a resource's) images and files, newest first. */
export function recordStorage(db: MockDb, ownerContext: string, mappedType: StorageMappedType): { images: JobStorageItem[]; files: JobStorageItem[] } {
  const items = db.storageItems
    .where('entity', ownerContext)
    .filter((item) => item.mappedType === mappedType)
    .sort((a, b) => compareKeys(b.dateCreated, a.dateCreated) || compareKeys(a.context, b.context));
  return {
    images: items.filter((item) => item.kind === 'image').map(storageView),
    files: items.filter((item) => item.kind === 'file').map(storageView),
  };
}

/** An upload to a record's images and files (a job's, a resource's), as the upload calls carry it. */
export interface RecordUpload {
  kind: StoredObjectKind;
  name: string;
  contentType: string;
  /** Base64 bytes. */
  data: string;
}

/** The byte length of base64 text (without decoding it). */
export function base64Bytes(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.floor((data.length * 3) / 4) - padding;
}

/** Why the upload is refused (spec 3 §5: jpg, jpeg, png images up to 5 MB; files up to 10 MB), or null. */
export function recordUploadProblem(upload: RecordUpload): string | null {
  const bytes = base64Bytes(upload.data);
  if (upload.kind === 'image') {
    const extension = upload.name.toLowerCase().split('.').pop() ?? '';
    if (!(JOB_IMAGE_TYPES as readonly string[]).includes(upload.contentType.toLowerCase()) || !['jpg', 'jpeg', 'png'].includes(extension)) return jobStorageMessages.imageType;
    if (bytes > JOB_IMAGE_MAX_BYTES) return jobStorageMessages.imageTooLarge;
    return null;
  }
  return bytes > JOB_FILE_MAX_BYTES ? jobStorageMessages.fileTooLarge : null;
}

/** Stores the upload linked to the record; answers it as the storage lists show it. */
export function storeRecordUpload(db: MockDb, upload: RecordUpload, mappedType: StorageMappedType, owner: StorageMappedEntity) {
  const item: StoredObject = db.storageItems.insert({
    context: randomUuid(),
    kind: upload.kind,
    name: upload.name.trim(),
    contentType: upload.contentType.toLowerCase(),
    data: upload.data,
    bytes: base64Bytes(upload.data),
    thumbnail: null,
    dateCreated: new Date().toISOString(),
    mappedType,
    mappedEntities: [{ context: owner.context, name: owner.name }],
  });
  return storageView(item);
}

/**
 * Takes a stored item off the record: removed from storage unless another record still links it.
 * False when the item is not linked to the record.
 */
export function unlinkRecordUpload(db: MockDb, context: string, mappedType: StorageMappedType, ownerContext: string): boolean {
  const item = db.storageItems.get(context);
  if (!item || item.mappedType !== mappedType || !item.mappedEntities.some((entity) => entity.context === ownerContext)) return false;
  const others = item.mappedEntities.filter((entity) => entity.context !== ownerContext);
  if (others.length > 0) db.storageItems.put({ ...item, mappedEntities: others });
  else db.storageItems.remove(context);
  return true;
}
