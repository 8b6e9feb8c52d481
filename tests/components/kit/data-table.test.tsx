import { stubMediaWidth, unstubMediaWidth } from '../../support/media-width';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { DataTable, type DataTableColumn, type DataTableProps } from '@/components/data-table/data-table';

interface Row {
  context: string;
  name: string;
  created: string;
}

const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', sortField: 'Name', cell: (row) => row.name },
  { id: 'created', header: 'Created', sortField: 'DateCreated', firstDirection: 'DESC', cell: (row) => row.created },
  { id: 'note', header: 'Note', cell: () => 'plain' },
];

function rowsOf(count: number): Row[] {
  return Array.from({ length: count }, (_, index) => ({ context: `r${index}`, name: `Record ${index + 1}`, created: `2025-01-${String((index % 28) + 1).padStart(2, '0')}` }));
}

function renderTable(props: Partial<DataTableProps<Row>>) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <DataTable<Row> label="Records" columns={columns} rows={rowsOf(3)} rowKey={(row) => row.context} empty={{ nothingYet: 'Nothing yet.', nothingMatches: 'Nothing matches.' }} {...props} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** jsdom has no layout: rows measure 40 px high; phones are below the compact breakpoint. */
function stubLayout(compact: boolean) {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(40);
  stubMediaWidth(compact);
}

afterEach(() => unstubMediaWidth());

describe('DataTable', () => {
  it('marks the sorted column and asks for the next sort: the same column flips, another starts in its first direction', async () => {
    const onChange = vi.fn();
    renderTable({ sort: { by: 'Name', direction: 'ASC', onChange } });
    const sorted = screen.getByRole('columnheader', { name: /^Name/ });
    expect(sorted).toHaveAttribute('aria-sort', 'ascending');
    expect(sorted).toHaveTextContent('Name, sorted ascending');
    expect(screen.getByRole('columnheader', { name: 'Created' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Note' })).queryByRole('button')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onChange).toHaveBeenLastCalledWith({ by: 'Name', direction: 'DESC' });
    await user.click(screen.getByRole('button', { name: 'Created' }));
    expect(onChange).toHaveBeenLastCalledWith({ by: 'DateCreated', direction: 'DESC' });
  });

  it('says "nothing yet" when there are no records at all and "nothing matches" when a filter hides them', () => {
    const { unmount } = renderTable({ rows: [], totalCount: 0 });
    expect(screen.getByText('Nothing yet.')).toBeInTheDocument();
    unmount();
    renderTable({ rows: [], totalCount: 12 });
    expect(screen.getByText('Nothing matches.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loading bar before the first answer and an updating bar over the rows of the last one', () => {
    const { unmount } = renderTable({ rows: undefined });
    expect(screen.getByRole('progressbar', { name: 'Loading records' })).toBeInTheDocument();
    unmount();
    renderTable({ updating: true });
    expect(screen.getByRole('progressbar', { name: 'Updating records' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Records' })).toBeInTheDocument();
  });

  it('renders every row of a page of 100 and only the rows near the view past 100, keeping the row count for screen readers', () => {
    stubLayout(false);
    const { unmount } = renderTable({ rows: rowsOf(100) });
    const full = screen.getByRole('table', { name: 'Records' });
    expect(within(full).getAllByRole('row')).toHaveLength(101);
    expect(full).not.toHaveAttribute('aria-rowcount');
    unmount();

    renderTable({ rows: rowsOf(500) });
    const long = screen.getByRole('table', { name: 'Records' });
    expect(long).toHaveAttribute('aria-rowcount', '501');
    const rendered = within(long).getAllByRole('row');
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.length).toBeLessThan(100);
    expect(rendered[1]).toHaveAttribute('aria-rowindex', '2');
    expect(within(rendered[1]!).getByText('Record 1')).toBeInTheDocument();
  });

  it('shows cards on phones, each a link when the rows have a page, with the first column as the title', () => {
    stubLayout(true);
    renderTable({ rowHref: (row) => `/records/${row.context}` });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Records' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const link = within(cards[0]!).getByRole('link');
    expect(link).toHaveAttribute('href', '/records/r0');
    expect(link).toHaveTextContent('Record 1');
    expect(link).toHaveTextContent('Created2025-01-01');
  });
  it('does not render unchanged rows again while a new answer loads, and renders the rows of the new answer', () => {
    let cells = 0;
    const counted: DataTableColumn<Row>[] = [{ id: 'name', header: 'Name', cell: (row) => (cells++, row.name) }];
    const rows = rowsOf(3);
    const table = (props: Partial<DataTableProps<Row>>) => (
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <DataTable<Row> label="Records" columns={counted} rows={rows} rowKey={(row) => row.context} rowHref={(row) => `/records/${row.context}`} empty={{ nothingYet: 'Nothing yet.' }} {...props} />
        </MemoryRouter>
      </ThemeProvider>
    );
    const view = render(table({}));
    expect(cells).toBe(3);
    // The page renders again (new handlers) while the next answer loads: the same rows stay as they are.
    view.rerender(table({ updating: true }));
    expect(screen.getByRole('progressbar', { name: 'Updating records' })).toBeInTheDocument();
    expect(cells).toBe(3);
    view.rerender(table({ rows: rowsOf(2).map((row) => ({ ...row, name: `New ${row.name}` })) }));
    expect(cells).toBe(5);
    expect(within(screen.getByRole('table', { name: 'Records' })).getAllByRole('row').map((row) => row.textContent)).toEqual(['Name', 'New Record 1', 'New Record 2']);
  });

  it('hides the heading and cells of hidden columns without rendering the rows again, and shows them when they come back', () => {
    let cells = 0;
    const counted: DataTableColumn<Row>[] = [...columns.slice(0, 2), { id: 'note', header: 'Note', cell: () => (cells++, 'plain') }];
    const rows = rowsOf(2);
    const table = (hiddenColumns: readonly string[]) => (
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <DataTable<Row> label="Records" columns={counted} rows={rows} rowKey={(row) => row.context} empty={{ nothingYet: 'Nothing yet.' }} hiddenColumns={hiddenColumns} />
        </MemoryRouter>
      </ThemeProvider>
    );
    const view = render(table(['created']));
    // Hidden cells are out of the accessibility tree (display: none): the role queries do not find them.
    const visibleCells = () => screen.getAllByRole('cell').map((cell) => cell.textContent);
    expect(screen.getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual(['Name', 'Note']);
    expect(visibleCells()).toEqual(['Record 1', 'plain', 'Record 2', 'plain']);
    expect(cells).toBe(2);
    view.rerender(table([]));
    expect(screen.getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual(['Name', 'Created', 'Note']);
    expect(visibleCells()).toEqual(['Record 1', '2025-01-01', 'plain', 'Record 2', '2025-01-02', 'plain']);
    expect(cells).toBe(2);
  });

  it('ticks rows with Select all in the heading, or with a heading that is only read when selectAll is false', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { unmount } = renderTable({ selection: { selected: new Set(['r1']), onChange, rowLabel: (row) => `Select ${row.name}` } });
    expect(screen.getByRole('checkbox', { name: 'Select Record 2' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set(['r1', 'r0', 'r2']));
    unmount();

    renderTable({ selection: { selected: new Set(), onChange, rowLabel: (row) => `Select ${row.name}`, selectAll: false } });
    expect(screen.queryByRole('checkbox', { name: 'Select all' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Select');
    await user.click(screen.getByRole('checkbox', { name: 'Select Record 3' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set(['r2']));
  });

  it('opens the page of the row clicked outside its links', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/records']}>
          <Routes>
            <Route
              path="/records"
              element={<DataTable<Row> label="Records" columns={columns} rows={rowsOf(3)} rowKey={(row) => row.context} rowHref={(row) => `/records/${row.context}`} empty={{ nothingYet: 'Nothing yet.' }} />}
            />
            <Route path="/records/:context" element={<p>Opened</p>} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('cell', { name: 'Record 2' }));
    expect(await screen.findByText('Opened')).toBeInTheDocument();
  });
});
