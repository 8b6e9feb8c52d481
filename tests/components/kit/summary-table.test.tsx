import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { DragHandle, SortableRows, type ReorderWords } from '@/components/data-table/sortable-rows';
import { SummaryTable, type SummaryTableColumn, type SummaryTableProps } from '@/components/data-table/summary-table';

interface Row {
  context: string;
  name: string;
  amount: string;
}

const columns: SummaryTableColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name },
  { id: 'amount', header: 'Amount', align: 'right', cell: (row) => row.amount },
];

const threeRows: Row[] = [
  { context: 'a', name: 'Anchor bolt', amount: '$1.00' },
  { context: 'b', name: 'Brass elbow', amount: '$2.00' },
  { context: 'c', name: 'Copper pipe', amount: '$3.00' },
];

const words: ReorderWords = { one: 'a part', unit: 'part', unnamed: 'Part', handle: (name) => `Move ${name}` };
const rowKey = (row: Row) => row.context;
const rowName = (row: Row) => row.name;

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}

interface HarnessProps extends Partial<Omit<SummaryTableProps<Row>, 'sortable'>> {
  onTicked?: (keys: string[]) => void;
  selectAll?: boolean;
  sortable?: boolean;
}

/** A table that keeps its ticks and order as a screen would; `onTicked` hears the ticked rows it reports. */
function Harness({ onTicked, selectAll, sortable, ...props }: HarnessProps) {
  const [rows, setRows] = useState(threeRows);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const move = (from: number, to: number) => setRows(moved(rows, from, to));
  return (
    <ThemeProvider theme={theme}>
      <SummaryTable<Row>
        label="Parts"
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        selection={
          onTicked
            ? {
                selected,
                onChange: (next) => {
                  setSelected(next);
                  onTicked([...next]);
                },
                rowLabel: (row) => `Select ${row.name}`,
                selectAll,
              }
            : undefined
        }
        sortable={sortable ? { rowName, words, onMove: move } : undefined}
        {...props}
      />
    </ThemeProvider>
  );
}

const table = () => screen.getByRole('table', { name: 'Parts' });
const rowTexts = () => within(table()).getAllByRole('row').map((row) => row.textContent);

/** Rows 48 px apart (jsdom lays nothing out), so dnd-kit's keyboard sensor can move a row. */
function stubRowLayout(): void {
  const rect = (top: number, height: number) => ({ x: 0, y: top, top, left: 0, right: 800, bottom: top + height, width: 800, height, toJSON: () => ({}) });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index = this.matches('tbody tr, ul li') && this.parentElement ? [...this.parentElement.children].indexOf(this) : -1;
    return (index < 0 ? rect(0, 0) : rect(200 + index * 48, 48)) as DOMRect;
  });
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
}

describe('SummaryTable', () => {
  it('shows every row under its headings and a bold total row spanning the columns before its figure', () => {
    render(<Harness total={{ label: 'Total', value: '$6.00', column: 'amount' }} />);
    expect(within(table()).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Amount']);
    expect(rowTexts()).toEqual(['NameAmount', 'Anchor bolt$1.00', 'Brass elbow$2.00', 'Copper pipe$3.00', 'Total$6.00']);
    expect(within(table()).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(table()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('ticks rows one by one and all at once, and reports the ticked rows', async () => {
    const user = userEvent.setup();
    const onTicked = vi.fn<(keys: string[]) => void>();
    render(<Harness onTicked={onTicked} />);
    const selectAll = within(table()).getByRole('checkbox', { name: 'Select all' });
    expect(within(table()).getAllByRole('columnheader')[0]).toContainElement(selectAll);

    await user.click(screen.getByRole('checkbox', { name: 'Select Brass elbow' }));
    expect(onTicked).toHaveBeenLastCalledWith(['b']);
    expect(screen.getByRole('checkbox', { name: 'Select Brass elbow' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Anchor bolt' })).not.toBeChecked();
    expect(selectAll).not.toBeChecked();

    await user.click(selectAll);
    expect(onTicked).toHaveBeenLastCalledWith(['b', 'a', 'c']);
    expect(selectAll).toBeChecked();
    for (const name of ['Anchor bolt', 'Brass elbow', 'Copper pipe']) expect(screen.getByRole('checkbox', { name: `Select ${name}` })).toBeChecked();

    await user.click(selectAll);
    expect(onTicked).toHaveBeenLastCalledWith([]);
    expect(screen.getAllByRole('checkbox', { name: /^Select / }).filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
  });

  it('has no Select all with selectAll: false, its heading read only', async () => {
    const user = userEvent.setup();
    const onTicked = vi.fn<(keys: string[]) => void>();
    render(<Harness onTicked={onTicked} selectAll={false} />);
    expect(screen.queryByRole('checkbox', { name: 'Select all' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: /^Select / })).toHaveLength(3);
    expect(within(table()).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Select', 'Name', 'Amount']);
    await user.click(screen.getByRole('checkbox', { name: 'Select Copper pipe' }));
    expect(onTicked).toHaveBeenLastCalledWith(['c']);
  });

  it('moves a row with the keyboard (Space, arrow, Space), saying where it goes', async () => {
    stubRowLayout();
    const user = userEvent.setup();
    render(<Harness sortable total={{ label: 'Total', value: '$6.00', column: 'amount' }} />);
    expect(within(table()).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Reorder', 'Name', 'Amount']);
    const handle = screen.getByRole('button', { name: 'Move Anchor bolt' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    expect(document.body).toHaveTextContent('To reorder a part, press Space or Enter to pick it up');
    handle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(document.body).toHaveTextContent('Picked up Anchor bolt, part 1 of 3.'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.body).toHaveTextContent('Anchor bolt is at position 2 of 3.'));
    await user.keyboard(' ');
    await waitFor(() => expect(rowTexts()).toEqual(['ReorderNameAmount', 'Brass elbow$2.00', 'Anchor bolt$1.00', 'Copper pipe$3.00', 'Total$6.00']));
    expect(document.body).toHaveTextContent('Anchor bolt dropped at position 2 of 3.');
    expect(screen.getByRole('button', { name: 'Move Anchor bolt' })).toHaveFocus();
  });

  it('puts the row back when Escape cancels', async () => {
    stubRowLayout();
    const user = userEvent.setup();
    render(<Harness sortable onTicked={() => undefined} />);
    screen.getByRole('button', { name: 'Move Brass elbow' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.body).toHaveTextContent('Brass elbow is at position 1 of 3.'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.body).toHaveTextContent('Reordering cancelled. Brass elbow is back at position 2 of 3.'));
    expect(rowTexts().slice(1)).toEqual(['Anchor bolt$1.00', 'Brass elbow$2.00', 'Copper pipe$3.00']);
  });
});

describe('SortableRows outside a table', () => {
  it('moves the list item around its handle (a phone card)', async () => {
    stubRowLayout();
    const user = userEvent.setup();
    function Cards() {
      const [names, setNames] = useState(['First', 'Second']);
      return (
        <ThemeProvider theme={theme}>
          <SortableRows rows={names.map((name) => ({ id: name, name }))} words={words} onMove={(from, to) => setNames(moved(names, from, to))}>
            <ul aria-label="Cards">
              {names.map((name) => (
                <li key={name}>
                  {name}
                  <DragHandle id={name} label={words.handle(name)} />
                </li>
              ))}
            </ul>
          </SortableRows>
        </ThemeProvider>
      );
    }
    render(<Cards />);
    screen.getByRole('button', { name: 'Move First' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(document.body).toHaveTextContent('Picked up First, part 1 of 2.'));
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Cards' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Second', 'First']));
  });
});
