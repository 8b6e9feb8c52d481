import type { StoredObject } from './storage-types';

/**
 * Seeded images and files whose bytes are built only when first read. Painting and encoding the
 * seed's PNGs and PDFs costs more than the rest of the small seed together, and most visits (and
 * every end-to-end test that does not open Images and Files) never read them, so a seeded object is
 * stored in IndexedDB as a reference to its content (`seedContent`), not as its bytes: reading it
 * back makes it lazy again.
 */

/** What a seeded object's bytes are built from (see `seedContentBuilder` in seed-storage.ts). */
export type SeedContentRef = { kind: 'image'; name: string } | { kind: 'file'; name: string; names: string[] };

export interface StoredBytes {
  data: string;
  bytes: number;
  thumbnail: string | null;
}

type ObjectFields = Omit<StoredObject, 'data' | 'bytes' | 'thumbnail'>;

/** A lazy object's fields and content reference, for storing it without its bytes. */
const lazyObjects = new WeakMap<object, { fields: ObjectFields; ref: SeedContentRef }>();

/** Encoded content by reference; the same for every seed in a process. */
const contentCache = new Map<string, StoredBytes>();

function cacheKey(ref: SeedContentRef): string {
  return ref.kind === 'image' ? `image:${ref.name}` : `file:${ref.name}:${JSON.stringify(ref.names)}`;
}

/**
 * A stored object whose bytes are built by `build(ref)` on first read (by a handler, or when the
 * record is written on its own) and kept for the process.
 */
export function lazyStoredObject(fields: ObjectFields, ref: SeedContentRef, build: (ref: SeedContentRef) => StoredBytes): StoredObject {
  const content = (): StoredBytes => {
    const key = cacheKey(ref);
    let built = contentCache.get(key);
    if (!built) {
      built = build(ref);
      contentCache.set(key, built);
    }
    return built;
  };
  const object: StoredObject = {
    ...fields,
    get data() {
      return content().data;
    },
    get bytes() {
      return content().bytes;
    },
    get thumbnail() {
      return content().thumbnail;
    },
  };
  lazyObjects.set(object, { fields, ref });
  return object;
}

/** A record as the seed store keeps it: a lazy object's fields and content reference, else the record. */
export function storableSeedRecord(record: unknown): unknown {
  const lazy = typeof record === 'object' && record !== null ? lazyObjects.get(record) : undefined;
  return lazy ? { ...lazy.fields, seedContent: lazy.ref } : record;
}

/** A record read from the seed store: lazy again when it was stored as a reference. */
export function revivedSeedRecord(record: unknown, build: (ref: SeedContentRef) => StoredBytes): unknown {
  if (typeof record !== 'object' || record === null || !('seedContent' in record)) return record;
  const { seedContent, ...fields } = record as ObjectFields & { seedContent: SeedContentRef };
  return lazyStoredObject(fields, seedContent, build);
}
