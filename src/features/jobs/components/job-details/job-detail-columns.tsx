import { createContext, useContext, type CSSProperties } from 'react';
import Checkbox from '@mui/material/Checkbox';
import type { Theme } from '@mui/material/styles';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { DragHandle } from '@/components/data-table/sortable-rows';
import { formatUsd, lineTotal, toDecimal, toPlainText } from '@/lib/job-calculations';
import type { JobDetailLine } from './job-detail-line';
import type { DetailColumnsShown } from './job-detail-list-model';
import { RowMenuButton } from './job-detail-row-menu';
import { jobDetailTexts } from './job-detail-texts';

/** A line's drag handle ("Reorder Water heater"). */
export function LineDragHandle({ line }: { line: JobDetailLine }) {
  return <DragHandle id={line.guid} label={jobDetailTexts.reorder.handle(line.name)} />;
}

/** A shown line with what the list says about it. */
export interface DetailRow {
  line: JobDetailLine;
  /** A Subtotal line's running sum since the previous one, formatted ("$250.50"); `null` on other lines. */
  subtotal: string | null;
  /** A flat rate bundle's lines (shown inside it). */
  children: readonly JobDetailLine[];
}

/** The selection of lines for job documents; the select cells read it, so a click renders them only. */
export interface DetailSelection {
  allowed: boolean;
  selected: ReadonlySet<string>;
  toggle: (context: string) => void;
}

export const DetailSelectionContext = createContext<DetailSelection>({ allowed: false, selected: new Set(), toggle: () => undefined });

function SelectCell({ line }: { line: JobDetailLine }) {
  const selection = useContext(DetailSelectionContext);
  if (!selection.allowed || !line.context) return null;
  const context = line.context;
  return (
    <Checkbox
      size="small"
      checked={selection.selected.has(context)}
      onChange={() => selection.toggle(context)}
      slotProps={{ input: { 'aria-label': jobDetailTexts.select(line.name) } }}
      sx={{ p: 0.5 }}
    />
  );
}

const changeMarkerText: Partial<Record<JobDetailLine['cud'], string>> = { Create: 'New', Update: 'Edited' };

/** Figures of a line as the list shows them (through the calculation module's formats). */
export const lineFigures = {
  /** The invoice's number ("1042"); "Invoiced" when only its context is known. */
  invoice: (line: JobDetailLine) => (line.invoiceNumber !== null && line.invoiceNumber !== undefined ? String(line.invoiceNumber) : line.invoiceId ? 'Invoiced' : ''),
  price: (line: JobDetailLine) => (line.priceDetail ? formatUsd(line.priceDetail.price) : ''),
  quantity: (line: JobDetailLine) => (line.priceDetail ? toPlainText(toDecimal(line.priceDetail.quantity)) : ''),
  total: (row: DetailRow) => row.subtotal ?? (row.line.priceDetail ? formatUsd(lineTotal(row.line.priceDetail)) : ''),
  cost: (line: JobDetailLine) => (line.priceDetail?.cost !== null && line.priceDetail?.cost !== undefined ? formatUsd(line.priceDetail.cost) : ''),
  markup: (line: JobDetailLine) =>
    line.priceDetail?.markup !== null && line.priceDetail?.markup !== undefined ? `${toPlainText(toDecimal(line.priceDetail.markup))}%` : '',
};

/** Styles of the description cell's parts, from the theme (plain elements: a long list renders no styled components per row). */
export function descriptionStyles(theme: Theme) {
  return {
    name: { fontWeight: 600, overflowWrap: 'anywhere' } satisfies CSSProperties,
    description: { color: theme.palette.text.secondary, whiteSpace: 'pre-line', overflowWrap: 'anywhere' } satisfies CSSProperties,
    marker: {
      marginLeft: 8,
      padding: '0 6px',
      borderRadius: 8,
      fontSize: '0.75rem',
      fontWeight: 500,
      border: `1px solid ${theme.palette.divider}`,
      color: theme.palette.text.secondary,
    } satisfies CSSProperties,
    children: { margin: '4px 0 0', paddingLeft: 20, color: theme.palette.text.secondary } satisfies CSSProperties,
  };
}

export type DescriptionStyles = ReturnType<typeof descriptionStyles>;

/** The line's name (with its change marker), description and bundle lines. */
export function DetailDescription({ row, styles }: { row: DetailRow; styles: DescriptionStyles }) {
  const { line } = row;
  const marker = changeMarkerText[line.cud];
  return (
    <>
      <div style={styles.name}>
        {line.name}
        {marker ? <span style={styles.marker}>{marker}</span> : null}
      </div>
      {line.description ? <div style={styles.description}>{line.description}</div> : null}
      {row.children.length > 0 ? (
        <ul style={styles.children}>
          {row.children.map((child) => (
            <li key={child.guid}>
              {child.name} × {lineFigures.quantity(child)}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export interface DetailColumnsOptions {
  shown: DetailColumnsShown;
  /** The select column (spec 2 §2's rule decides whether it shows: an editing list keeps it and hides it with `hiddenColumns`). */
  selectable: boolean;
  /** The drag handle and the row menu; off in a read-only list. */
  editable: boolean;
  styles: DescriptionStyles;
}

/**
 * The desktop table's columns (spec 3 §2, spec 2 §2): select, reorder, Description, Invoice, Cost,
 * Markup, Price, Qty, Total, No Tax; the optional ones only when some line needs them.
 */
export function detailColumns({ shown, selectable, editable, styles }: DetailColumnsOptions): DataTableColumn<DetailRow>[] {
  const columns: (DataTableColumn<DetailRow> | false)[] = [
    selectable && { id: 'select', header: 'Select', hideHeader: true, width: 40, cell: (row) => <SelectCell line={row.line} /> },
    editable && { id: 'reorder', header: 'Reorder', hideHeader: true, width: 40, cell: (row) => <LineDragHandle line={row.line} /> },
    { id: 'description', header: 'Description', minWidth: 200, cell: (row) => <DetailDescription row={row} styles={styles} /> },
    shown.invoice && { id: 'invoice', header: 'Invoice', nowrap: true, cell: (row) => lineFigures.invoice(row.line) },
    shown.cost && { id: 'cost', header: 'Cost', align: 'right', nowrap: true, cell: (row) => lineFigures.cost(row.line) },
    shown.markup && { id: 'markup', header: 'Markup', align: 'right', nowrap: true, cell: (row) => lineFigures.markup(row.line) },
    { id: 'price', header: 'Price', align: 'right', nowrap: true, cell: (row) => lineFigures.price(row.line) },
    { id: 'quantity', header: 'Qty', align: 'right', nowrap: true, cell: (row) => lineFigures.quantity(row.line) },
    {
      id: 'total',
      header: 'Total',
      align: 'right',
      nowrap: true,
      cell: (row) => (row.subtotal !== null ? <strong>{row.subtotal}</strong> : lineFigures.total(row)),
    },
    shown.noTax && { id: 'no-tax', header: 'No Tax', nowrap: true, cell: (row) => (row.line.priceDetail?.nonTaxable && row.line.jobDetailType !== 'Subtotal' ? 'Yes' : '') },
  ];
  return columns.filter((column): column is DataTableColumn<DetailRow> => column !== false);
}

/** The row menu cell (the DataTable's `rowActions`). */
export function detailRowActions(row: DetailRow) {
  return <RowMenuButton line={row.line} />;
}
