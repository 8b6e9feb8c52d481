import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/config/endpoints';
import { sessionStore } from '@/lib/auth/session-store';
import { server } from '../../../mocks/node';
import { useMockServer } from '../../mocks/mock-api';
import { openRoute } from '../../support/render-route';

useMockServer();
beforeEach(() => {
  sessionStore.reset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  sessionStore.reset();
  vi.restoreAllMocks();
});

/** Holds the customer search of `term` until `release()`; `answered` settles once the real handler answered it. */
function holdSearch(term: string) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let answered = false;
  server.use(
    http.post(`*/api/${endpoints.customerSearch.search}`, async ({ request }) => {
      const body = (await request.clone().json()) as { searchTerm: string };
      if (body.searchTerm !== term) return undefined;
      await released;
      answered = true;
      // Falls through to the mock's own handler.
      return undefined;
    }),
  );
  return { release, isAnswered: () => answered };
}

const names = () =>
  within(screen.getByRole('table', { name: 'Customers' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('customer list search', () => {
  it('keeps the rows shown while a new term loads, and an older term answered late never replaces a newer one', async () => {
    const { user, queryClient } = await openRoute('office', '/customers');
    await screen.findByRole('link', { name: 'Alicia Moreno' });
    const unfiltered = names();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    const bell = holdSearch('bell');
    const moreno = holdSearch('moreno');

    // Each term arrives at once (a paste), so no shorter term is searched on the way.
    await user.click(search);
    await user.paste('bell');
    await user.keyboard('{Enter}');
    await user.clear(search);
    await user.paste('moreno');
    await user.keyboard('{Enter}');
    // Both answers are outstanding: the list still shows its rows, marked as updating.
    expect(await screen.findByRole('progressbar', { name: 'Updating customers' })).toBeInTheDocument();
    expect(names()).toEqual(unfiltered);

    moreno.release();
    await waitFor(() => expect(names()).toEqual(['Alicia Moreno']));

    bell.release();
    await waitFor(() => expect(bell.isAnswered()).toBe(true));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(names()).toEqual(['Alicia Moreno']);
    expect(screen.queryByRole('progressbar', { name: 'Updating customers' })).not.toBeInTheDocument();
  });
});
