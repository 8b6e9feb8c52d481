import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { DataTable } from '@/components/data-table/data-table';
import { SortableRows } from '@/components/data-table/sortable-rows';
import { formatUsd, runningSubtotals } from '@/lib/job-calculations';
import { sameData } from '@/lib/same-data';
import { DetailSelectionContext, LineDragHandle, descriptionStyles, detailColumns, detailRowActions, type DetailRow, type DetailSelection } from './job-detail-columns';
import { JobDetailCard } from './job-detail-card';
import type { JobDetailLine } from './job-detail-line';
import { childLinesOf, detailColumnsShown, isShownLine } from './job-detail-list-model';
import { RowMenuButton, RowMenuProvider, type RowMenuActions } from './job-detail-row-menu';
import { jobDetailTexts } from './job-detail-texts';

export interface JobDetailsListProps {
  /** The job's lines in order, deleted ones included (they are hidden). */
  lines: readonly JobDetailLine[];
  /** The table's and card list's accessible name (default "Job Details"). */
  label?: string;
  /** Select checkboxes (spec 2 §2's rule decides; see `canSelectLines`). */
  selection?: DetailSelection;
  /** Reorder (drag handle) and the row menu; without them the list is read-only (the job view). */
  editing?: {
    onMove: (from: number, to: number) => void;
    menu: RowMenuActions;
  };
}

const NO_SELECTION: DetailSelection = { allowed: false, selected: new Set(), toggle: () => undefined };

/**
 * The shown lines with their running subtotals. A line whose row says the same as before keeps its
 * row object, so a reorder or an edit renders only the rows that changed (a 200-line job stays fast).
 * Lines are matched by guid and compared by their data: the form hands back every line as a new
 * object after any change (a move, an edit of another line).
 */
function useDetailRows(lines: readonly JobDetailLine[]): { rows: DetailRow[]; shown: JobDetailLine[] } {
  // The rows of the last render by guid (a cache: reading it never changes what renders).
  const [cache] = useState(() => new Map<string, DetailRow>());
  return useMemo(() => {
    const subtotals = runningSubtotals(lines);
    const rows: DetailRow[] = [];
    const shown: JobDetailLine[] = [];
    const next = new Map<string, DetailRow>();
    lines.forEach((line, index) => {
      if (!isShownLine(line)) return;
      const sum = subtotals[index];
      const subtotal = line.jobDetailType === 'Subtotal' && sum !== null && sum !== undefined ? formatUsd(sum) : null;
      const children = line.jobDetailType === 'Bundle' ? childLinesOf(lines, line.guid) : [];
      const previous = cache.get(line.guid);
      const same =
        previous !== undefined &&
        previous.subtotal === subtotal &&
        sameData(previous.line, line) &&
        previous.children.length === children.length &&
        previous.children.every((child, childIndex) => sameData(child, children[childIndex]));
      const row = same ? previous : { line, subtotal, children };
      next.set(line.guid, row);
      rows.push(row);
      shown.push(line);
    });
    cache.clear();
    next.forEach((row, guid) => cache.set(guid, row));
    return { rows, shown };
  }, [lines, cache]);
}

const rowKey = (row: DetailRow) => row.line.guid;
const NO_HIDDEN: readonly string[] = [];
const SELECT_HIDDEN: readonly string[] = ['select'];

/**
 * The job details list (spec 3 §2 "Job details list", spec 2 §2): a table on desktop and cards on
 * phones through the kit's `DataTable` (long lists render only the rows near the view), optional
 * columns only when some line needs them, running subtotals on Subtotal lines, and, when editing,
 * the drag handle (pointer and keyboard) and the row menu.
 */
export function JobDetailsList({ lines, label = jobDetailTexts.sectionLabel, selection = NO_SELECTION, editing }: JobDetailsListProps) {
  const theme = useTheme();
  const { rows, shown } = useDetailRows(lines);
  const sortableRows = useMemo(() => shown.map((line) => ({ id: line.guid, name: line.name })), [shown]);
  const columnsShown = detailColumnsShown(shown);
  const styles = useMemo(() => descriptionStyles(theme), [theme]);
  const editable = editing !== undefined;
  const { invoice, cost, markup, noTax } = columnsShown;
  // An editing list keeps its select column and hides it while selecting is not allowed (the first
  // change of a job's lines): dropping it would render every row again, on the move that made the change.
  const selectable = editable || selection.allowed;
  const columns = useMemo(
    () => detailColumns({ shown: { invoice, cost, markup, noTax }, selectable, editable, styles }),
    [invoice, cost, markup, noTax, selectable, editable, styles],
  );
  const hiddenColumns = selection.allowed ? NO_HIDDEN : SELECT_HIDDEN;
  const card = useMemo(
    () =>
      function renderCard(row: DetailRow) {
        return <JobDetailCard row={row} shown={{ invoice, cost, markup, noTax }} styles={styles} />;
      },
    [invoice, cost, markup, noTax, styles],
  );
  const cardActions = useMemo(
    () =>
      selectable
        ? function renderCardActions(row: DetailRow) {
            return (
              <Box sx={{ display: 'flex', alignItems: 'center', width: '100%', gap: 1 }}>
                {columns.find((column) => column.id === 'select')?.cell(row)}
                {editable ? <LineDragHandle line={row.line} /> : null}
                <Box sx={{ flexGrow: 1 }} />
                {editable ? <RowMenuButton line={row.line} /> : null}
              </Box>
            );
          }
        : undefined,
    [selectable, editable, columns],
  );

  const table = (
    <DataTable<DetailRow>
      label={label}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      empty={{ nothingYet: jobDetailTexts.empty }}
      rowActions={editable ? detailRowActions : undefined}
      actionsLabel="Actions"
      card={card}
      cardActions={cardActions}
      verticalAlign="top"
      hiddenColumns={hiddenColumns}
    />
  );

  return (
    <DetailSelectionContext.Provider value={selection}>
      {editing ? (
        <RowMenuProvider actions={editing.menu}>
          <SortableRows rows={sortableRows} words={jobDetailTexts.reorder} onMove={editing.onMove}>
            {table}
          </SortableRows>
        </RowMenuProvider>
      ) : (
        table
      )}
    </DetailSelectionContext.Provider>
  );
}
