import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { ListPage, PREFETCH_WAIT_MS } from '@/components/list-page/list-page';
import type { ListPageState } from '@/components/list-page/use-list-page';

interface Row {
  context: string;
  name: string;
}

function listState(update: ListPageState['update']): ListPageState {
  return {
    query: { searchTerm: '', sortBy: 'Name', sortDirection: 'ASC', pageNumber: 2, filters: { active: 'Active' } },
    update,
    sort: { by: 'Name', direction: 'ASC' },
    pageSize: 25,
    searchable: true,
    enabled: true,
  };
}

/** The list with a prefetch the test settles by hand; `update` records the terms that reach the address. */
function renderList(prefetch: (query: { searchTerm: string }) => Promise<unknown>) {
  const update = vi.fn<ListPageState['update']>();
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <ListPage<Row>
          label="Records"
          list={listState(update)}
          result={{ data: { results: [{ context: 'a', name: 'Alder' }], searchResultCount: 1, totalCount: 1 }, isFetching: false, isPlaceholderData: false, isError: false }}
          prefetch={prefetch}
          table={{ columns: [{ id: 'name', header: 'Name', cell: (row) => row.name }], rowKey: (row) => row.context, empty: { nothingYet: 'Nothing yet.' } }}
        />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { update, field: screen.getByRole('searchbox', { name: 'Search' }) };
}

/** A promise and its resolve function. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('ListPage', () => {
  it('loads the first page of a new term, then puts the term in the address with its answer there', async () => {
    const answer = deferred();
    const prefetch = vi.fn((_query: { searchTerm: string }) => answer.promise);
    const { update, field } = renderList(prefetch);
    const user = userEvent.setup();
    await user.click(field);
    await user.paste('garcia');
    await user.keyboard('{Enter}');
    expect(prefetch.mock.calls[0]![0]).toEqual({ searchTerm: 'garcia', sortBy: 'Name', sortDirection: 'ASC', pageNumber: 0, filters: { active: 'Active' } });
    expect(update).not.toHaveBeenCalled();
    answer.resolve();
    await waitFor(() => expect(update).toHaveBeenCalledWith({ searchTerm: 'garcia' }));
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('puts the term in the address after PREFETCH_WAIT_MS when the answer is slower (the list shows it loading)', async () => {
    vi.useFakeTimers();
    try {
      const { update, field } = renderList(() => new Promise(() => {}));
      fireEvent.change(field, { target: { value: 'garcia' } });
      fireEvent.submit(field.closest('form')!);
      await vi.advanceTimersByTimeAsync(PREFETCH_WAIT_MS - 1);
      expect(update).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(update.mock.calls).toEqual([[{ searchTerm: 'garcia' }]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not let an older term whose answer comes last take the address back', async () => {
    const answers = new Map<string, ReturnType<typeof deferred>>();
    const { update, field } = renderList((query) => {
      const answer = deferred();
      answers.set(query.searchTerm, answer);
      return answer.promise;
    });
    fireEvent.change(field, { target: { value: 'gar' } });
    fireEvent.submit(field.closest('form')!);
    fireEvent.change(field, { target: { value: 'garcia' } });
    fireEvent.submit(field.closest('form')!);
    answers.get('garcia')!.resolve();
    await waitFor(() => expect(update).toHaveBeenCalledWith({ searchTerm: 'garcia' }));
    vi.useFakeTimers();
    try {
      answers.get('gar')!.resolve();
      await vi.advanceTimersByTimeAsync(PREFETCH_WAIT_MS * 2);
      expect(update.mock.calls).toEqual([[{ searchTerm: 'garcia' }]]);
    } finally {
      vi.useRealTimers();
    }
  });
});
