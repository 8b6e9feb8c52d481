import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { displayValue, isFigure, type ReportColumn } from '../model/report-columns';

export interface ReportTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  totalRow?: Row | undefined;
  /** A cell shown as more than its text (a link to drill down); the text stays the column's. */
  renderCell?: Partial<Record<string, (row: Row, text: string) => ReactNode>>;
  /** Said when there are no rows. */
  empty: string;
}

/** Table columns from report columns: figures right-aligned on one line, the same text the export holds. */
function tableColumns<Row>(columns: readonly ReportColumn<Row>[], renderCell: ReportTableProps<Row>['renderCell'], totalRow: Row | undefined): DataTableColumn<Row>[] {
  return columns.map((column) => {
    const render = renderCell?.[column.id];
    return {
      id: column.id,
      header: column.header,
      align: isFigure(column.kind) ? 'right' : 'left',
      nowrap: column.kind !== 'text' || column.nowrap === true,
      breakWords: column.kind === 'text' && column.nowrap !== true,
      ...(column.kind === 'text' && column.nowrap !== true ? { minWidth: 140 } : {}),
      cell: (row: Row) => {
        const text = displayValue(column, row);
        return render && row !== totalRow ? render(row, text) : text;
      },
    };
  });
}

/**
 * A report's table through the kit's `DataTable` (virtual rows past 100, cards on phones) with its
 * totals row. On phones the cards wrap; the desktop table scrolls across inside its box, never the page.
 */
export function ReportTable<Row>({ label, columns, rows, rowKey, totalRow, renderCell, empty }: ReportTableProps<Row>) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <DataTable label={label} columns={tableColumns(columns, renderCell, totalRow)} rows={rows} rowKey={rowKey} totalRow={rows.length > 0 ? totalRow : undefined} empty={{ nothingYet: empty }} scrollable />
    </Box>
  );
}
