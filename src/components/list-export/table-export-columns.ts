import type { DataTableColumn } from '@/components/data-table/data-table-column';
import type { ExportColumn, ExportColumnKind, ExportValue } from '@/lib/list-export/export-columns';

/** How a table column exports: its kind and value (the header is the table's). */
export interface ExportOf<Row> {
  kind: ExportColumnKind;
  value: (row: Row) => ExportValue;
  width?: number;
  /** A header other than the table's (the column shows more than one thing). */
  header?: string;
}

/**
 * A list's export columns made from its table's: the table's columns in their order (those given
 * a value; an actions column is not), headers as shown, then the export-only `extra` columns.
 */
export function tableExportColumns<Row>(
  columns: readonly DataTableColumn<Row>[],
  values: Readonly<Record<string, ExportOf<Row>>>,
  extra: readonly ExportColumn<Row>[] = [],
): ExportColumn<Row>[] {
  const shown = columns.flatMap((column) => {
    const value = values[column.id];
    return value ? [{ id: column.id, header: value.header ?? column.header, kind: value.kind, value: value.value, width: value.width }] : [];
  });
  return [...shown, ...extra];
}
