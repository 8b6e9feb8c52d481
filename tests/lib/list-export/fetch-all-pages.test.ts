import { describe, expect, it, vi } from 'vitest';
import { fetchAllPages, isExportCancelled, searchPages, type SearchPage } from '@/lib/list-export/fetch-all-pages';

const all = Array.from({ length: 1050 }, (_, index) => index);

function pager(rows: readonly number[]) {
  const asked: { pageNumber: number; pageSize: number }[] = [];
  const fetchPage = vi.fn(async (pageNumber: number, pageSize: number): Promise<SearchPage<number>> => {
    asked.push({ pageNumber, pageSize });
    await Promise.resolve();
    return { results: rows.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize), searchResultCount: rows.length };
  });
  return { fetchPage, asked };
}

describe('fetchAllPages', () => {
  it('fetches every page, a few at a time, and gives the rows in the list’s order', async () => {
    const { fetchPage, asked } = pager(all);
    const rows = await fetchAllPages(fetchPage, { signal: new AbortController().signal, pageSize: 200, concurrency: 3 });
    expect(rows).toEqual(all);
    expect(asked.map((page) => page.pageNumber).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(asked.every((page) => page.pageSize === 200)).toBe(true);
  });

  it('reports the rows fetched of the total after each page, ending at the total', async () => {
    const { fetchPage } = pager(all);
    const progress: [number, number][] = [];
    await fetchAllPages(fetchPage, { signal: new AbortController().signal, pageSize: 200, onProgress: (fetched, total) => progress.push([fetched, total]) });
    expect(progress[0]).toEqual([200, 1050]);
    expect(progress).toHaveLength(6);
    expect(progress.at(-1)).toEqual([1050, 1050]);
    expect(progress.map(([fetched]) => fetched)).toEqual([...progress.map(([fetched]) => fetched)].sort((a, b) => a - b));
  });

  it('asks once for a list that fits on one page, and for nothing more on an empty list', async () => {
    const { fetchPage } = pager([1, 2, 3]);
    expect(await fetchAllPages(fetchPage, { signal: new AbortController().signal })).toEqual([1, 2, 3]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    const empty = pager([]);
    expect(await fetchAllPages(empty.fetchPage, { signal: new AbortController().signal })).toEqual([]);
    expect(empty.fetchPage).toHaveBeenCalledTimes(1);
  });

  it('asks once when the first page is full and holds every matching row', async () => {
    const { fetchPage } = pager(Array.from({ length: 200 }, (_, index) => index));
    expect(await fetchAllPages(fetchPage, { signal: new AbortController().signal, pageSize: 200 })).toHaveLength(200);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('stops asking when cancelled and rejects as cancelled', async () => {
    const controller = new AbortController();
    const { fetchPage } = pager(all);
    const run = fetchAllPages(fetchPage, {
      signal: controller.signal,
      pageSize: 100,
      concurrency: 1,
      onProgress: (fetched) => {
        if (fetched >= 300) controller.abort();
      },
    });
    const error = await run.catch((reason: unknown) => reason);
    expect(isExportCancelled(error)).toBe(true);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('asks for nothing when cancelled before it starts', async () => {
    const controller = new AbortController();
    controller.abort();
    const { fetchPage } = pager(all);
    await expect(fetchAllPages(fetchPage, { signal: controller.signal })).rejects.toThrow('cancelled');
    expect(fetchPage).not.toHaveBeenCalled();
  });
});

describe('searchPages', () => {
  it('sends the list’s own request with only the page and its size changed, and the signal', async () => {
    const search = vi.fn(async (_body: { searchTerm: string; pageNumber: number; pageSize: number }, _signal?: AbortSignal) => ({ results: [], searchResultCount: 0 }));
    const signal = new AbortController().signal;
    await searchPages({ searchTerm: 'boiler', pageNumber: 3, pageSize: 25 }, search)(2, 200, signal);
    expect(search).toHaveBeenCalledWith({ searchTerm: 'boiler', pageNumber: 2, pageSize: 200 }, signal);
  });
});
