import { memo } from 'react';
import TablePagination from '@mui/material/TablePagination';
import { useCompactWidth } from '@/lib/use-compact-width';
import { listPageSizes } from '@/lib/record-list';

export interface ListPaginationProps {
  /** Records matching the filter. */
  count: number;
  /** 0-based. */
  pageNumber: number;
  pageSize: number;
  onPageChange: (pageNumber: number) => void;
  /** Without it the page size is fixed (the catalog's 14) and no rows-per-page select shows. */
  onPageSizeChange?: (pageSize: number) => void;
}

/**
 * Server paging of a list: previous and next page, rows per page (10, 25, 50, 100). Memoized: give it
 * stable handlers and it renders only when the count or page changes.
 */
export const ListPagination = memo(function ListPagination({ count, pageNumber, pageSize, onPageChange, onPageSizeChange }: ListPaginationProps) {
  const compact = useCompactWidth();
  return (
    <TablePagination
      component="div"
      count={count}
      page={count === 0 ? 0 : Math.min(pageNumber, Math.max(0, Math.ceil(count / pageSize) - 1))}
      rowsPerPage={pageSize}
      rowsPerPageOptions={onPageSizeChange ? [...listPageSizes] : []}
      labelRowsPerPage={compact ? 'Rows:' : 'Rows per page:'}
      onPageChange={(_, page) => onPageChange(page)}
      onRowsPerPageChange={(event) => onPageSizeChange?.(Number(event.target.value))}
      sx={{ '.MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
    />
  );
});
