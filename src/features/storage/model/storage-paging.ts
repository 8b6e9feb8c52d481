/** Pages needed for `total` items (at least one). */
export function storagePageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Pagination shows only when the total exceeds the page size (spec 1 §9). */
export function showsStoragePagination(total: number, pageSize: number): boolean {
  return total > pageSize;
}

/**
 * The page to show instead when page `page` (0-based) came back empty: one page back when it is not
 * the first (spec 1 §4), and no further back than the last page that has items. `null` means stay.
 */
export function pageAfterEmptyResult(page: number, resultCount: number, total: number, pageSize: number): number | null {
  if (resultCount > 0 || page <= 0) return null;
  return Math.max(0, Math.min(page - 1, storagePageCount(total, pageSize) - 1));
}

/** "1–8 of 22": the range of items a page shows. */
export function pageRangeText(page: number, resultCount: number, total: number, pageSize: number): string {
  if (total === 0 || resultCount === 0) return `0 of ${total}`;
  const first = page * pageSize + 1;
  return `${first}\u2013${first + resultCount - 1} of ${total}`;
}
