import { useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import type { DataTableColumn } from './data-table-column';
import { useStatePreservingMoves } from './state-preserving-moves';
import { useWindowRows } from './use-window-rows';

export interface DataTableCardsProps<T> {
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The card's content; without it the first column is the title and the others labelled lines. */
  card: ((row: T) => ReactNode) | undefined;
  /** The whole card is a link there. */
  cardHref: ((row: T) => string) | undefined;
  /** Buttons at the foot of the card. */
  cardActions: ((row: T) => ReactNode) | undefined;
  /** Cards in a grid of 2 columns on small screens and 4 on large ones (never virtual: a page holds at most 100). */
  grid?: boolean;
  /** A last card of totals (the `DataTable`'s `totalRow`). */
  totalRow?: T | undefined;
}

const GAP_PX = 12;

/** The default card: the first column as the title, the other columns as labelled lines. */
function ColumnLines<T>({ row, columns }: { row: T; columns: readonly DataTableColumn<T>[] }) {
  const [first, ...rest] = columns.filter((column) => !column.hideHeader);
  return (
    <>
      {first ? <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{first.cell(row)}</Box> : null}
      {rest.map((column) => (
        <Box key={column.id} sx={{ display: 'flex', gap: 1, fontSize: '0.875rem', minWidth: 0 }}>
          <Box component="span" sx={{ color: 'text.secondary', flex: '0 0 96px' }}>
            {column.header}
          </Box>
          <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {column.cell(row)}
          </Box>
        </Box>
      ))}
    </>
  );
}

/** The phone layout of a `DataTable`: a list of cards, one per row (past 100 rows, the ones near the view). */
export function DataTableCards<T>({ label, columns, rows, rowKey, card, cardHref, cardActions, grid = false, totalRow }: DataTableCardsProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const windowRows = useWindowRows(listRef, grid ? 0 : rows.length, 120, GAP_PX);
  useStatePreservingMoves(listRef);
  const indexes = grid ? rows.map((_, index) => index) : windowRows.indexes;
  return (
    <Box
      component="ul"
      ref={listRef}
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: `${GAP_PX}px`,
        pt: `${windowRows.before}px`,
        pb: `${windowRows.after}px`,
        ...(grid ? { gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } } : {}),
      }}
    >
      {indexes.map((index) => {
        const row = rows[index] as T;
        const content = <CardContent sx={{ display: 'grid', gap: 0.5, '&:last-child': { pb: 2 } }}>{card ? card(row) : <ColumnLines row={row} columns={columns} />}</CardContent>;
        return (
          <Box
            component="li"
            key={rowKey(row)}
            ref={windowRows.measure}
            data-index={index}
            aria-setsize={windowRows.virtual ? rows.length : undefined}
            aria-posinset={windowRows.virtual ? index + 1 : undefined}
          >
            <Card variant="outlined" sx={grid ? { height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'space-between' } : undefined}>
              {cardHref ? (
                <CardActionArea component={RouterLink} to={cardHref(row)}>
                  {content}
                </CardActionArea>
              ) : (
                content
              )}
              {cardActions ? <CardActions sx={{ pt: 0 }}>{cardActions(row)}</CardActions> : null}
            </Card>
          </Box>
        );
      })}
      {totalRow === undefined ? null : (
        <Box component="li" data-total-row="">
          <Card variant="outlined" sx={{ borderWidth: 2 }}>
            <CardContent sx={{ display: 'grid', gap: 0.5, fontWeight: 600, '&:last-child': { pb: 2 } }}>
              <ColumnLines row={totalRow} columns={columns} />
            </CardContent>
          </Card>
        </Box>
      )}
    </Box>
  );
}
