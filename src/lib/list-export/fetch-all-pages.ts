/** One page of a list's search, as every search answers. */
export interface SearchPage<Row> {
  results: Row[];
  searchResultCount: number;
}

/** Asks the list's own search for one page (0-based) of the given size. */
export type PageFetcher<Row> = (pageNumber: number, pageSize: number, signal: AbortSignal) => Promise<SearchPage<Row>>;

/** The searches' largest page (the request schemas' `pageSize` maximum). */
export const EXPORT_PAGE_SIZE = 200;
/** Pages asked for at once after the first (which says how many rows there are). */
export const EXPORT_CONCURRENCY = 4;

export interface FetchAllPagesOptions {
  signal: AbortSignal;
  /** Called after each page with the rows fetched so far and how many match. */
  onProgress?: (fetched: number, total: number) => void;
  pageSize?: number;
  concurrency?: number;
}

/** The list's search request at another page and size: the same filter and sort the list sends. */
export function searchPages<Request extends { pageNumber: number; pageSize: number }, Row>(
  request: Request,
  search: (body: Request, signal?: AbortSignal) => Promise<SearchPage<Row>>,
): PageFetcher<Row> {
  return (pageNumber, pageSize, signal) => search({ ...request, pageNumber, pageSize }, signal);
}

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new DOMException('The export was cancelled.', 'AbortError');
}

/** True for the error a cancelled export ends with (the walker's or the HTTP client's). */
export function isExportCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'CanceledError');
}

/**
 * Every row matching the list's filter, in its sort: the first page says how many match, then the
 * remaining pages are asked for a few at a time and put back in order. Progress after each page;
 * an aborted `signal` stops asking (and rejects with an `AbortError`).
 */
export async function fetchAllPages<Row>(fetchPage: PageFetcher<Row>, options: FetchAllPagesOptions): Promise<Row[]> {
  const { signal, onProgress } = options;
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  const concurrency = Math.max(1, options.concurrency ?? EXPORT_CONCURRENCY);
  throwIfAborted(signal);
  const first = await fetchPage(0, pageSize, signal);
  throwIfAborted(signal);
  const total = first.searchResultCount;
  const pages: Row[][] = [first.results];
  let fetched = first.results.length;
  onProgress?.(fetched, total);
  const pageCount = first.results.length < pageSize ? 1 : Math.ceil(total / pageSize);
  let next = 1;
  const worker = async () => {
    while (next < pageCount) {
      const pageNumber = next;
      next += 1;
      throwIfAborted(signal);
      const page = await fetchPage(pageNumber, pageSize, signal);
      throwIfAborted(signal);
      pages[pageNumber] = page.results;
      fetched += page.results.length;
      onProgress?.(fetched, Math.max(total, fetched));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(0, pageCount - 1)) }, worker));
  return pages.flat();
}
