import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { ListPage } from '@/components/list-page/list-page';
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

describe('ListPage', () => {
  it('asks the screen to start loading the first page of a new term before it changes the address', async () => {
    const calls: string[] = [];
    const prefetch = vi.fn((query: { searchTerm: string }) => calls.push(`prefetch ${query.searchTerm}`));
    const update = vi.fn((change: { searchTerm?: string }) => calls.push(`address ${change.searchTerm}`));
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
    const user = userEvent.setup();
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.paste('garcia');
    await user.keyboard('{Enter}');
    expect(calls.slice(0, 2)).toEqual(['prefetch garcia', 'address garcia']);
    expect(prefetch.mock.calls[0]![0]).toEqual({ searchTerm: 'garcia', sortBy: 'Name', sortDirection: 'ASC', pageNumber: 0, filters: { active: 'Active' } });
  });
});
