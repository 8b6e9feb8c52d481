import { describe, expect, it } from 'vitest';
import { budgetRows, formatTable, median, overBudget, percentile, type BenchBudgets, type BenchResults } from '../../scripts/bench/report.mjs';

const budgets: BenchBudgets = {
  routeKb: { login: 230, dashboard: 280 },
  largestChunkKb: 500,
  dashboardLcpMs: 1500,
  listFilterMs: 300,
  keystrokeP95Ms: 50,
  reorderMs: 100,
  heapGrowthMb: 5,
  catalogOpenMs: 500,
  scheduleWeekMs: 500,
  scheduleSwitchMs: 300,
  catalogSearchMs: 300,
  paletteOpenMs: 100,
  paletteResultsMs: 200,
};

function results(overrides: Partial<BenchResults> = {}): BenchResults {
  return {
    runs: 3,
    screens: {
      login: { label: 'Login', jsGzipKb: 220, lcpMs: 900, timeToDataMs: 850, domNodes: 107 },
      dashboard: {
        label: 'Dashboard',
        jsGzipKb: 270,
        lcpMs: 1400,
        timeToDataMs: 1600,
        domNodes: 1134,
        heap: { dialog: 'Configure Dashboard dialog', cycles: 20, growthMb: 1.2 },
      },
      'intake-editor': {
        label: 'Intake editor',
        jsGzipKb: 390,
        lcpMs: 2500,
        timeToDataMs: 2600,
        domNodes: 369,
        keystroke: { field: 'Title', keystrokes: 50, p50Ms: 20, p95Ms: 45 },
      },
    },
    listFilters: [
      {
        list: 'Customers',
        typing: { samplesMs: [250, 280, 260], medianMs: 260 },
        unfiltered: { rendered: 25, pageSize: 25, matches: 5000 },
        filtered: { rendered: 25, pageSize: 25, matches: 118 },
      },
    ],
    largestChunk: { file: 'index.js', kb: 221.4 },
    ...overrides,
  };
}

describe('median and percentile', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('takes the nearest-rank percentile and ignores values that are not numbers', () => {
    const values = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(percentile(values, 95)).toBe(19);
    expect(percentile(values, 50)).toBe(10);
    expect(percentile([...values, Number.NaN], 100)).toBe(20);
  });
});

describe('budgetRows', () => {
  it('checks the route sizes named in the size budget, the dashboard LCP, heap, keystrokes, the filter and the largest chunk', () => {
    const rows = budgetRows(results(), budgets);
    const budgeted = rows.filter((row) => row.budget !== null).map((row) => [row.measure, row.budget]);
    expect(budgeted).toEqual([
      ['Login: JS loaded, gzip', 230],
      ['Dashboard: JS loaded, gzip', 280],
      ['Dashboard: LCP (median of 3)', 1500],
      ['Dashboard: heap growth, 20 × Configure Dashboard dialog', 5],
      ['Intake editor: keystroke to paint p95, Title (50 keys)', 50],
      ['Customers filter, keystroke making the term searchable → results (median of 3)', 300],
      ['Customers unfiltered: rows rendered of 5000 matching (page size 25)', 25],
      ['Customers filtered: rows rendered of 118 matching (page size 25)', 25],
      ['Largest chunk, minified (index.js)', 500],
    ]);
    expect(overBudget(rows)).toEqual([]);
  });

  it('marks a figure over its budget, and a list rendering more than one page', () => {
    const over = results({
      listFilters: [
        { list: 'Customers', unfiltered: { rendered: 5000, pageSize: 25, matches: 5000 } },
        { list: 'Jobs', enter: { samplesMs: [290, 320, 310], medianMs: 310 } },
      ],
    });
    over.screens.dashboard!.lcpMs = 1501;
    over.screens.dashboard!.palette = { openMs: 120, openingsMs: [130, 120, 90, 125, 110], searchMedianMs: 230, searches: [{ term: 'gar', ms: 230, shown: 20 }] };
    over.screens['job-editor'] = {
      label: 'Job editor (200 lines)',
      jsGzipKb: 420,
      lcpMs: 2400,
      timeToDataMs: 2500,
      domNodes: 3000,
      reorder: { lines: 200, moves: 10, p50Ms: 80, p95Ms: 120, maxMs: 130 },
      catalog: { openMs: 450, searchMedianMs: 320, maxRendered: 14, searches: [] },
    };
    expect(overBudget(budgetRows(over, budgets)).map((row) => row.measure)).toEqual([
      'Dashboard: LCP (median of 3)',
      'Dashboard: command palette, Ctrl+K → open with the box focused (median of 5 openings)',
      'Dashboard: command palette, last keystroke → first results over the large seed (median of 1)',
      'Job editor (200 lines): reorder a line of 200 with the keyboard, p95 (10 moves)',
      'Job editor (200 lines): catalog search over 5,000 items, Enter → first page (median of 0)',
      'Customers unfiltered: rows rendered of 5000 matching (page size 25)',
      'Jobs filter, paste and Enter → results (median of 3)',
    ]);
  });

  it('shows a skipped heap figure without a budget, and a missing figure as over', () => {
    const skipped = results();
    skipped.screens.dashboard!.heap = { dialog: 'email view dialog', skipped: 'no records' };
    skipped.screens.login!.jsGzipKb = Number.NaN;
    const rows = budgetRows(skipped, budgets);
    expect(rows.find((row) => row.measure.includes('skipped'))).toMatchObject({ budget: null, within: null });
    expect(overBudget(rows).map((row) => row.measure)).toEqual(['Login: JS loaded, gzip']);
  });

  it('marks a screen that could not be measured as over budget', () => {
    const failed = results();
    failed.screens.login = { label: 'Login', error: 'not ready within 180000 ms', jsGzipKb: Number.NaN, lcpMs: Number.NaN, timeToDataMs: Number.NaN, domNodes: Number.NaN };
    expect(overBudget(budgetRows(failed, budgets))).toEqual([expect.objectContaining({ measure: 'Login: not measured', failed: 'not ready within 180000 ms', budget: null })]);
  });
});

describe('formatTable', () => {
  it('prints measure, value, budget and within/OVER, and a dash for an unbudgeted measure', () => {
    const lines = formatTable(budgetRows(results(), budgets)).split('\n');
    expect(lines[0]).toMatch(/^measure\s+value\s+budget\s+result$/);
    expect(lines.find((line) => line.startsWith('Login: JS loaded'))).toMatch(/220 kB\s+≤ 230 kB\s+within$/);
    expect(lines.find((line) => line.startsWith('Login: DOM nodes'))).toMatch(/107\s+–$/);
    expect(lines.find((line) => line.startsWith('Customers unfiltered'))).toMatch(/25 rows\s+= 25 rows\s+within$/);
  });

  it('prints a screen that could not be measured as FAILED with its reason, without a budget', () => {
    const failed = results();
    failed.screens.login = { label: 'Login', error: 'the Customers list did not show the results for "yam" within 60000 ms', jsGzipKb: Number.NaN, lcpMs: Number.NaN, timeToDataMs: Number.NaN, domNodes: Number.NaN };
    const lines = formatTable(budgetRows(failed, budgets)).split('\n');
    expect(lines.find((line) => line.startsWith('Login: not measured'))).toMatch(/^Login: not measured\s+–\s+–\s+FAILED$/);
    expect(lines.at(-1)).toBe('Login FAILED: the Customers list did not show the results for "yam" within 60000 ms');
    expect(lines.some((line) => line.includes('≤ 0'))).toBe(false);
  });
});
