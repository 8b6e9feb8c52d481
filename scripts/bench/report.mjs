// Pure parts of the bench: statistics, the budget rows and the printed table (unit-tested in
// tests/scripts/bench-report.test.ts).

/** The median of numbers (the mean of the middle two for an even count); NaN for none. */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The nearest-rank percentile `p` (0–100] of numbers; NaN for none. */
export function percentile(values, p) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1];
}

export function round(value, digits = 1) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** kB (1 kB = 1024 bytes), one decimal. */
export const kb = (bytes) => round(bytes / 1024);
/** MB (1 MB = 1024 × 1024 bytes), two decimals. */
export const mb = (bytes) => round(bytes / (1024 * 1024), 2);

/**
 * A table row. `budget` null: measured, not budgeted. `compare`: 'max' (within when value ≤ budget)
 * or 'equal' (within when value equals budget).
 */
function row(measure, value, unit, budget = null, compare = 'max') {
  const within = budget === null ? null : compare === 'equal' ? value === budget : Number.isFinite(value) && value <= budget;
  return { measure, value, unit, budget, compare, within };
}

/** The row of a screen that could not be measured: no value, no budget, counted as a failure. */
function failedRow(measure, error) {
  return { measure, value: Number.NaN, unit: '', budget: null, compare: 'max', within: false, failed: error };
}

/** The budget rows of a bench result (see scripts/bench.mjs for its shape). */
export function budgetRows(results, budgets) {
  const rows = [];
  const runs = `median of ${results.runs}`;
  for (const [id, screen] of Object.entries(results.screens)) {
    const name = screen.label;
    if (screen.error) {
      rows.push(failedRow(`${name}: not measured`, screen.error));
      continue;
    }
    rows.push(row(`${name}: JS loaded, gzip`, screen.jsGzipKb, 'kB', budgets.routeKb[id] ?? null));
    rows.push(row(`${name}: LCP (${runs})`, screen.lcpMs, 'ms', id === 'dashboard' ? budgets.dashboardLcpMs : null));
    rows.push(row(`${name}: time to data (${runs})`, screen.timeToDataMs, 'ms'));
    rows.push(row(`${name}: DOM nodes after load`, screen.domNodes, ''));
    if (screen.heap?.skipped) rows.push(row(`${name}: heap growth, ${screen.heap.dialog} (skipped: ${screen.heap.skipped})`, Number.NaN, 'MB'));
    else if (screen.heap) rows.push(row(`${name}: heap growth, ${screen.heap.cycles} × ${screen.heap.dialog}`, screen.heap.growthMb, 'MB', budgets.heapGrowthMb));
    if (screen.keystroke) {
      const { field, keystrokes } = screen.keystroke;
      rows.push(row(`${name}: keystroke to paint p50, ${field} (${keystrokes} keys)`, screen.keystroke.p50Ms, 'ms'));
      rows.push(row(`${name}: keystroke to paint p95, ${field} (${keystrokes} keys)`, screen.keystroke.p95Ms, 'ms', budgets.keystrokeP95Ms));
    }
    if (screen.reorder) {
      const { lines, moves } = screen.reorder;
      rows.push(row(`${name}: reorder a line of ${lines} with the keyboard, p95 (${moves} moves)`, screen.reorder.p95Ms, 'ms', budgets.reorderMs));
    }
    if (screen.catalog) {
      const { searches } = screen.catalog;
      rows.push(row(`${name}: open the pricebook catalog panel (first opening; its code loads while the editor is idle)`, screen.catalog.openMs, 'ms', budgets.catalogOpenMs));
      rows.push(row(`${name}: catalog search over 5,000 items, Enter → first page (median of ${searches.length})`, screen.catalog.searchMedianMs, 'ms', budgets.catalogSearchMs));
      rows.push(row(`${name}: catalog rows rendered for a search (one page of 14)`, screen.catalog.maxRendered, 'rows', 14));
    }
    if (screen.listExport) {
      const { matching, rows: written } = screen.listExport;
      rows.push(row(`${name}: Export to Excel of ${matching} rows, click → first progress (no CPU throttle)`, screen.listExport.firstProgressMs, 'ms', budgets.exportFirstProgressMs));
      rows.push(row(`${name}: Export to Excel of ${matching} rows, click → downloaded (no CPU throttle)`, screen.listExport.totalMs, 'ms', budgets.exportMs));
      rows.push(row(`${name}: rows in the exported workbook of ${matching} matching`, written, 'rows', matching, 'equal'));
    }
    if (screen.bulkPreview) {
      rows.push(row(`${name}: bulk change preview over ${screen.bulkPreview.selected} customers, click → listed`, screen.bulkPreview.ms, 'ms', budgets.bulkPreviewMs));
    }
    if (screen.palette) {
      rows.push(row(`${name}: command palette, Ctrl+K → open with the box focused${screen.palette.openingsMs ? ` (median of ${screen.palette.openingsMs.length} openings)` : ''}`, screen.palette.openMs, 'ms', budgets.paletteOpenMs));
      rows.push(row(`${name}: command palette, last keystroke → first results over the large seed (median of ${screen.palette.searches.length})`, screen.palette.searchMedianMs, 'ms', budgets.paletteResultsMs));
    }
    if (screen.schedule) {
      rows.push(row(`${name}: week view of a busy week (${screen.schedule.weekEvents} events), click → painted`, screen.schedule.weekMs, 'ms', budgets.scheduleWeekMs));
      rows.push(row(`${name}: switch weeks, click → painted (median of ${screen.schedule.switchesMs.length})`, screen.schedule.switchMedianMs, 'ms', budgets.scheduleSwitchMs));
    }
  }
  for (const filter of results.listFilters ?? []) {
    for (const [via, what] of [
      ['typing', 'keystroke making the term searchable → results'],
      ['enter', 'paste and Enter → results'],
    ]) {
      const measured = filter[via];
      if (measured) rows.push(row(`${filter.list} filter, ${what} (median of ${measured.samplesMs.length})`, measured.medianMs, 'ms', budgets.listFilterMs));
    }
    for (const [key, what] of [
      ['unfiltered', 'unfiltered'],
      ['filtered', 'filtered'],
    ]) {
      const stats = filter[key];
      if (!stats) continue;
      const onePage = Math.min(stats.pageSize, stats.matches);
      rows.push(row(`${filter.list} ${what}: rows rendered of ${stats.matches} matching (page size ${stats.pageSize})`, stats.rendered, 'rows', onePage, 'equal'));
    }
  }
  if (results.liveUpdate?.error) rows.push(failedRow('A job saved in one tab → shown in the job list of another: not measured', results.liveUpdate.error));
  else if (results.liveUpdate) rows.push(row(`A job saved in one tab → shown in the job list of another (median of ${results.liveUpdate.samplesMs.length})`, results.liveUpdate.medianMs, 'ms', budgets.liveUpdateMs));
  rows.push(row(`Largest chunk, minified (${results.largestChunk.file})`, results.largestChunk.kb, 'kB', budgets.largestChunkKb));
  return rows;
}

function formatValue(value, unit) {
  if (!Number.isFinite(value)) return 'n/a';
  const text = Number.isInteger(value) ? String(value) : String(round(value, unit === 'MB' ? 2 : 1));
  return unit ? `${text} ${unit}` : text;
}

/**
 * The printed table: measure, value, budget, within/OVER; a screen that could not be measured says
 * FAILED, and why under the table.
 */
export function formatTable(rows) {
  const cells = rows.map((entry) => [
    entry.measure,
    entry.failed ? '–' : formatValue(entry.value, entry.unit),
    entry.budget === null ? '–' : `${entry.compare === 'equal' ? '=' : '≤'} ${formatValue(entry.budget, entry.unit)}`,
    entry.failed ? 'FAILED' : entry.within === null ? '' : entry.within ? 'within' : 'OVER',
  ]);
  const header = ['measure', 'value', 'budget', 'result'];
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column].length)));
  const line = (values) => values.map((value, column) => (column === 0 ? value.padEnd(widths[column]) : value.padStart(widths[column]))).join('  ').trimEnd();
  const failures = rows.filter((entry) => entry.failed).map((entry) => `${entry.measure.replace(/: not measured$/, '')} FAILED: ${entry.failed}`);
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.map(line), ...(failures.length ? ['', ...failures] : [])].join('\n');
}

/** The rows over their budget, and the screens that could not be measured. */
export function overBudget(rows) {
  return rows.filter((entry) => entry.within === false);
}
