import { memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import { visuallyHidden } from '@/components/visually-hidden';
import { nextSort } from '@/lib/list-query';
import { columnSx, type DataTableColumn, type DataTableSort } from './data-table-column';

export interface DataTableHeadingProps<T> {
  column: DataTableColumn<T>;
  sort: DataTableSort | undefined;
}

/**
 * A column heading. A sortable one is a button (kept on one line with its arrow); the column the
 * list is sorted by carries `aria-sort`, and its heading is named with its direction ("Sent, sorted
 * descending"), while the button's name stays the column's name. Memoized: new rows (a moved line,
 * a new page) leave the headings as they are.
 */
export const DataTableHeading = memo(function DataTableHeading<T>({ column, sort }: DataTableHeadingProps<T>) {
  const sx = columnSx(column);
  const align = column.align ?? 'left';
  if (column.headerCell !== undefined) {
    return (
      <TableCell align={align} sx={sx} padding="checkbox">
        {column.headerCell}
      </TableCell>
    );
  }
  if (column.hideHeader) {
    return (
      <TableCell align={align} sx={sx}>
        <Box component="span" sx={visuallyHidden}>
          {column.header}
        </Box>
      </TableCell>
    );
  }
  const field = column.sortField;
  if (!field || !sort) {
    return (
      <TableCell align={align} sx={sx}>
        {column.header}
      </TableCell>
    );
  }
  const active = sort.by === field;
  const first = column.firstDirection ?? 'ASC';
  // An inactive heading's arrow shows what a click would give.
  const shown = active ? sort.direction : first;
  const sortedText = sort.direction === 'ASC' ? ', sorted ascending' : ', sorted descending';
  return (
    <TableCell
      align={align}
      sx={{ ...sx, whiteSpace: 'nowrap' }}
      aria-sort={active ? (sort.direction === 'ASC' ? 'ascending' : 'descending') : undefined}
      aria-label={active ? `${column.header}${sortedText}` : undefined}
    >
      <TableSortLabel active={active} direction={shown === 'ASC' ? 'asc' : 'desc'} onClick={() => sort.onChange(nextSort(sort, field, first))}>
        {column.header}
      </TableSortLabel>
      {active ? (
        <Box component="span" sx={visuallyHidden}>
          {sortedText}
        </Box>
      ) : null}
    </TableCell>
  );
}) as <T>(props: DataTableHeadingProps<T>) => ReactNode;
