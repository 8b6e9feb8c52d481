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
    if (pageTooFar) update({ pageNumber: lastPage });
  }, [pageTooFar, lastPage, update]);
}
