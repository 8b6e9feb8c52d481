import { useEffect } from 'react';

export interface PagedAnswer {
  searchResultCount: number;
  results: readonly unknown[];
}

/**
 * A list page past the end (records deleted meanwhile, a stale address) steps back to the last page
 * there is, once the server's answer for the current request is in.
 */
export function useStepBackPastLastPage(
  data: PagedAnswer | undefined,
  isPlaceholderData: boolean,
  pageNumber: number,
  pageSize: number,
  update: (patch: { pageNumber: number }) => void,
): void {
  const lastPage = data ? Math.max(0, Math.ceil(data.searchResultCount / pageSize) - 1) : 0;
  const pageTooFar = data !== undefined && !isPlaceholderData && data.results.length === 0 && pageNumber > lastPage;
  useEffect(() => {
    if (!pageTooFar) return undefined;
    // After React's commit: the list's address changes render at once (flushSync), which React
    // cannot do from inside an effect it is running.
    let current = true;
    queueMicrotask(() => {
      if (current) update({ pageNumber: lastPage });
    });
    return () => {
      current = false;
    };
  }, [pageTooFar, lastPage, update]);
}
