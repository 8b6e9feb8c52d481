/** What the Cache page needs of a cached query (TanStack Query's `Query` fits). */
export interface CachedQueryLike {
  queryHash: string;
  queryKey: readonly unknown[];
  state: { status: 'pending' | 'error' | 'success'; fetchStatus: 'fetching' | 'paused' | 'idle'; dataUpdatedAt: number };
  getObserversCount: () => number;
  isStale: () => boolean;
}

export interface QueryCacheRow {
  hash: string;
  /** The key as readable text: `customer › list › {"searchTerm":""…}`. */
  key: string;
  /** The first part of the key: the entity it caches (`customer`, `picklist`). */
  tag: string;
  status: string;
  /** Milliseconds since the epoch of the last data, 0 for none. */
  updatedAt: number;
  observers: number;
}

const MAX_PART = 80;

function partText(part: unknown): string {
  const text = typeof part === 'string' ? part : (JSON.stringify(part) ?? String(part));
  return text.length > MAX_PART ? `${text.slice(0, MAX_PART - 1)}\u2026` : text;
}

/** A query's status in words: Loading, Error, Fresh or Stale, and Fetching or Paused while it fetches. */
function statusText(query: CachedQueryLike): string {
  const { status, fetchStatus } = query.state;
  const base = status === 'pending' ? 'Loading' : status === 'error' ? 'Error' : query.isStale() ? 'Stale' : 'Fresh';
  if (fetchStatus === 'fetching' && status !== 'pending') return `${base}, fetching`;
  if (fetchStatus === 'paused') return `${base}, paused`;
  return base;
}

/** The rows of the cached queries table: by key, A to Z. */
export function queryCacheRows(queries: readonly CachedQueryLike[]): QueryCacheRow[] {
  return queries
    .map((query) => ({
      hash: query.queryHash,
      key: query.queryKey.map(partText).join(' \u203a '),
      tag: typeof query.queryKey[0] === 'string' ? query.queryKey[0] : '',
      status: statusText(query),
      updatedAt: query.state.dataUpdatedAt,
      observers: query.getObserversCount(),
    }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

/** The counts above the table. */
export function queryCacheSummary(rows: readonly QueryCacheRow[]): { total: number; active: number; picklists: number; errors: number } {
  return {
    total: rows.length,
    active: rows.filter((row) => row.observers > 0).length,
    picklists: rows.filter((row) => row.tag === 'picklist').length,
    errors: rows.filter((row) => row.status.startsWith('Error')).length,
  };
}
