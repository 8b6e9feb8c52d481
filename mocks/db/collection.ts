/** The value (or values) a record is filed under in one index; `null`/`undefined` files it nowhere. */
export type IndexValue = string | null | undefined | readonly (string | null | undefined)[];

/** How a collection keys and indexes its records. */
export interface CollectionSpec<T, I extends string> {
  key: (record: T) => string;
  /** Secondary indexes: name → the value(s) a record is found under (`where(name, value)`). */
  indexes?: Record<I, (record: T) => IndexValue>;
}

/** A change to one record: the new record, or `undefined` when it was removed. */
export type ChangeListener = (key: string, record: unknown) => void;

interface Bucket {
  keys: Set<string>;
  /** The keys are in insertion order unless a record joined the bucket out of order. */
  ordered: boolean;
  lastSeq: number;
}

const NONE: readonly string[] = [];

function valuesOf(value: IndexValue): readonly string[] {
  if (value === null || value === undefined) return NONE;
  if (typeof value === 'string') return [value];
  const list: string[] = [];
  for (const item of value) if (item !== null && item !== undefined && !list.includes(item)) list.push(item);
  return list;
}

/**
 * Records of one kind, in memory, by key and by secondary indexes, in insertion order. Every write
 * goes through `insert`, `put` or `remove`, so the collection tells its listener exactly which records
 * changed. A record changed in place must be `put` back (that re-indexes and persists it).
 */
export class Collection<T, I extends string = never> {
  readonly name: string;
  private readonly spec: CollectionSpec<T, I>;
  private readonly records = new Map<string, T>();
  private readonly seqs = new Map<string, number>();
  /** Per record, the values it is filed under, one list per built index (in `indexNames` order). */
  private readonly filed = new Map<string, (readonly string[] | undefined)[]>();
  private readonly indexNames: I[];
  private readonly indexers: ((record: T) => IndexValue)[];
  /** Each index's buckets by value; `null` until the index is first used (loading stays fast). */
  private readonly buckets: (Map<string, Bucket> | null)[];
  private nextSeq = 1;
  private cachedAll: readonly T[] | null = null;
  private listener: ChangeListener | undefined;

  constructor(name: string, spec: CollectionSpec<T, I>) {
    this.name = name;
    this.spec = spec;
    const indexes = (spec.indexes ?? {}) as Record<I, (record: T) => IndexValue>;
    this.indexNames = Object.keys(indexes) as I[];
    this.indexers = this.indexNames.map((index) => indexes[index]);
    this.buckets = this.indexNames.map(() => null);
  }

  /** Called with every written or removed record (the store persists them). */
  onChange(listener: ChangeListener | undefined): void {
    this.listener = listener;
  }

  keyOf(record: T): string {
    return this.spec.key(record);
  }

  get size(): number {
    return this.records.size;
  }

  get(key: string | null | undefined): T | undefined {
    return key === null || key === undefined ? undefined : this.records.get(key);
  }

  has(key: string | null | undefined): boolean {
    return key !== null && key !== undefined && this.records.has(key);
  }

  /** Every record in insertion order. The array is shared until the next write: do not change it. */
  all(): readonly T[] {
    this.cachedAll ??= Array.from(this.records.values());
    return this.cachedAll;
  }

  /** Records whose `index` holds `value`, in insertion order. */
  where(index: I, value: string | null | undefined): T[] {
    if (value === null || value === undefined) return [];
    const bucket = this.bucketsOf(index)?.get(value);
    if (!bucket) return [];
    if (!bucket.ordered) {
      bucket.keys = new Set([...bucket.keys].sort((a, b) => this.seqs.get(a)! - this.seqs.get(b)!));
      bucket.ordered = true;
      bucket.lastSeq = this.seqs.get([...bucket.keys].at(-1)!) ?? 0;
    }
    return Array.from(bucket.keys, (key) => this.records.get(key)!);
  }

  /** The first record whose `index` holds `value`. */
  first(index: I, value: string | null | undefined): T | undefined {
    return this.where(index, value)[0];
  }

  /** How many records `index` files under `value`. */
  count(index: I, value: string | null | undefined): number {
    if (value === null || value === undefined) return 0;
    return this.bucketsOf(index)?.get(value)?.keys.size ?? 0;
  }

  /** Adds a new record at the end; a record with the same key is an error. */
  insert(record: T): T {
    const key = this.spec.key(record);
    if (this.records.has(key)) throw new Error(`${this.name}: a record with key ${key} exists`);
    return this.put(record);
  }

  /** Adds the record, or replaces the stored one with the same key (keeping its place). */
  put(record: T): T {
    const key = this.spec.key(record);
    this.write(key, record);
    this.listener?.(key, record);
    return record;
  }

  /** Applies `change` to the stored record and puts it back. `undefined` when there is none. */
  update(key: string | null | undefined, change: Partial<T> | ((record: T) => void)): T | undefined {
    const record = this.get(key);
    if (record === undefined) return undefined;
    if (typeof change === 'function') change(record);
    else Object.assign(record as object, change);
    return this.put(record);
  }

  /** Removes the record with `key`; false when there was none. */
  remove(key: string | null | undefined): boolean {
    if (key === null || key === undefined || !this.records.has(key)) return false;
    this.drop(key);
    this.listener?.(key, undefined);
    return true;
  }

  /** Removes every record `predicate` accepts; answers how many went. */
  removeWhere(predicate: (record: T) => boolean): number {
    const doomed = this.all().filter(predicate);
    for (const record of doomed) this.remove(this.spec.key(record));
    return doomed.length;
  }

  /** Replaces every record without telling the listener (loading, resetting, another tab's change). */
  load(records: readonly T[], seqs?: readonly number[]): void {
    this.records.clear();
    this.seqs.clear();
    this.filed.clear();
    this.buckets.fill(null);
    this.nextSeq = 1;
    records.forEach((record, index) => {
      const key = this.spec.key(record);
      const seq = seqs?.[index];
      if (seq !== undefined) {
        this.seqs.set(key, seq);
        this.nextSeq = Math.max(this.nextSeq, seq + 1);
      }
      this.write(key, record);
    });
  }

  /** Writes or removes one record without telling the listener (a change made in another tab). */
  apply(key: string, record: T | undefined): void {
    if (record === undefined) {
      if (this.records.has(key)) this.drop(key);
    } else {
      this.write(key, record);
    }
  }

  /** The record's place in insertion order, for storage that keeps the order. */
  seqOf(key: string): number | undefined {
    return this.seqs.get(key);
  }

  private write(key: string, record: T): void {
    this.cachedAll = null;
    let seq = this.seqs.get(key);
    if (seq === undefined) {
      seq = this.nextSeq++;
      this.seqs.set(key, seq);
    }
    this.records.set(key, record);
    this.reindex(key, record, seq);
  }

  private drop(key: string): void {
    this.cachedAll = null;
    this.unfile(key);
    this.records.delete(key);
    this.seqs.delete(key);
  }

  /** The buckets of `index`, building the index on its first use. */
  private bucketsOf(index: I): Map<string, Bucket> | undefined {
    const position = this.indexNames.indexOf(index);
    if (position === -1) return undefined;
    let buckets = this.buckets[position];
    if (!buckets) {
      buckets = new Map();
      this.buckets[position] = buckets;
      for (const [key, record] of this.records) this.file(position, key, this.seqs.get(key)!, NONE, valuesOf(this.indexers[position]!(record)));
    }
    return buckets;
  }

  /** Moves `key` from the buckets of `before` to those of `values` in the built index at `position`. */
  private file(position: number, key: string, seq: number, before: readonly string[], values: readonly string[]): void {
    const buckets = this.buckets[position]!;
    for (const value of before) if (!values.includes(value)) this.leave(buckets, value, key);
    for (const value of values) {
      if (before.includes(value)) continue;
      let bucket = buckets.get(value);
      if (!bucket) {
        bucket = { keys: new Set(), ordered: true, lastSeq: 0 };
        buckets.set(value, bucket);
      }
      bucket.keys.add(key);
      if (seq < bucket.lastSeq) bucket.ordered = false;
      else bucket.lastSeq = seq;
    }
    let filed = this.filed.get(key);
    if (!filed) this.filed.set(key, (filed = []));
    filed[position] = values;
  }

  private unfile(key: string): void {
    const filed = this.filed.get(key);
    if (!filed) return;
    filed.forEach((values, position) => {
      const buckets = this.buckets[position];
      if (values && buckets) for (const value of values) this.leave(buckets, value, key);
    });
    this.filed.delete(key);
  }

  private leave(buckets: Map<string, Bucket>, value: string, key: string): void {
    const bucket = buckets.get(value);
    if (!bucket) return;
    bucket.keys.delete(key);
    if (bucket.keys.size === 0) buckets.delete(value);
  }

  private reindex(key: string, record: T, seq: number): void {
    for (let position = 0; position < this.indexers.length; position += 1) {
      if (!this.buckets[position]) continue;
      const before = this.filed.get(key)?.[position] ?? NONE;
      this.file(position, key, seq, before, valuesOf(this.indexers[position]!(record)));
    }
  }
}

/** One record of its own kind (company information, subscription, …), persisted as a whole. */
export class Singleton<T> {
  readonly name: string;
  private value: T;
  private listener: ChangeListener | undefined;

  constructor(name: string, value: T) {
    this.name = name;
    this.value = value;
  }

  onChange(listener: ChangeListener | undefined): void {
    this.listener = listener;
  }

  get(): T {
    return this.value;
  }

  /** Replaces the value. */
  set(value: T): T {
    this.value = value;
    this.listener?.(this.name, value);
    return value;
  }

  /** Changes some fields (or changes the value in `change`) and stores it. */
  update(change: Partial<T> | ((value: T) => void)): T {
    if (typeof change === 'function') change(this.value);
    else Object.assign(this.value as object, change);
    return this.set(this.value);
  }

  /** Replaces the value without telling the listener (loading, another tab's change). */
  load(value: T): void {
    this.value = value;
  }
}
