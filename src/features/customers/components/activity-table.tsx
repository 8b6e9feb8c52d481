import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCompactWidth } from '@/lib/use-compact-width';

export interface ActivityColumn<T> {
  label: string;
  render: (row: T) => ReactNode;
  /** Right-aligned (money). */
  numeric?: boolean;
  /** Keep the cell on one line on desktop. */
  noWrap?: boolean;
}

export interface ActivityTableProps<T> {
  /** The table's accessible name, e.g. "Jobs". */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly ActivityColumn<T>[];
  /** Said when there are no rows, e.g. "No jobs yet." */
  emptyText: string;
}

/**
 * A read-only list of a customer's records: a table on desktop; on phones a card per record with the
 * first column as its title and the others as labelled lines.
 */
export function ActivityTable<T>({ label, rows, rowKey, columns, emptyText }: ActivityTableProps<T>) {
  const compact = useCompactWidth();
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {emptyText}
      </Typography>
    );
  }
  if (compact) {
    const [first, ...rest] = columns;
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {rows.map((row) => (
          <Box component="li" key={rowKey(row)}>
            <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 0.5 }}>
              {first ? <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{first.render(row)}</Box> : null}
              {rest.map((column) => (
                <Box key={column.label} sx={{ display: 'flex', gap: 1, fontSize: '0.875rem', minWidth: 0 }}>
                  <Box component="span" sx={{ color: 'text.secondary', flex: '0 0 96px' }}>
                    {column.label}
                  </Box>
                  <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {column.render(row)}
                  </Box>
                </Box>
              ))}
            </Paper>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={label} size="small">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell
                  key={column.label}
                  align={column.numeric ? 'right' : 'left'}
                  sx={column.noWrap || column.numeric ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}
                >
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
