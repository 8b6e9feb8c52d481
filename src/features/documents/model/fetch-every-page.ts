import type { SearchResult } from '@/lib/record-endpoints';

/** Export to Excel fetches the list 200 rows at a time (the search's largest page). */
export const EXPORT_PAGE_SIZE = 200;

/**
 * Every row matching `request` (its filter and sort, whatever page it was on), asked for page by
 * page until a short page or all `searchResultCount` rows have come.
 */
export async function fetchEveryPage<Item, Request extends { pageNumber: number; pageSize: number }>(
  request: Request,
  search: (page: Request) => Promise<SearchResult<Item>>,
): Promise<Item[]> {
  const rows: Item[] = [];
  for (let pageNumber = 0; ; pageNumber += 1) {
    const page = await search({ ...request, pageNumber, pageSize: EXPORT_PAGE_SIZE });
    rows.push(...page.results);
    if (page.results.length < EXPORT_PAGE_SIZE || rows.length >= page.searchResultCount) return rows;
  }
}
