export function median(values: number[]): number;
export function percentile(values: number[], p: number): number;
export function round(value: number, digits?: number): number;
export function kb(bytes: number): number;
export function mb(bytes: number): number;

export interface BenchBudgets {
  routeKb: Record<string, number>;
  largestChunkKb: number;
  dashboardLcpMs: number;
  listFilterMs: number;
  keystrokeP95Ms: number;
  reorderMs: number;
  heapGrowthMb: number;
  catalogOpenMs: number;
  catalogSearchMs: number;
  scheduleWeekMs: number;
  scheduleSwitchMs: number;
  paletteOpenMs: number;
  paletteResultsMs: number;
}
export interface ListStats {
  rendered: number;
  pageSize: number;
  matches: number;
}
export interface ScreenResult {
  label: string;
  error?: string;
  jsGzipKb: number;
  lcpMs: number;
  timeToDataMs: number;
  domNodes: number;
  heap?: { dialog: string; cycles?: number; growthMb?: number; skipped?: string };
  keystroke?: { field: string; keystrokes: number; p50Ms: number; p95Ms: number };
  reorder?: { lines: number; moves: number; p50Ms: number; p95Ms: number; maxMs: number };
  catalog?: { openMs: number; searchMedianMs: number; maxRendered: number; searches: { term: string; ms: number; rendered: number }[] };
  schedule?: { weekMs: number; weekEvents: number; switchesMs: number[]; switchMedianMs: number };
  palette?: { openMs: number; openingsMs?: number[]; searches: { term: string; ms: number; shown: number }[]; searchMedianMs: number };
}
export interface ListFilterResult {
  list: string;
  typing?: { samplesMs: number[]; medianMs: number };
  enter?: { samplesMs: number[]; medianMs: number };
  unfiltered?: ListStats;
  filtered?: ListStats;
}
export interface BenchResults {
  runs: number;
  screens: Record<string, ScreenResult>;
  /** One per list screen with a filter figure (customers, jobs). */
  listFilters?: ListFilterResult[];
  largestChunk: { file: string; kb: number };
}
export interface BudgetRow {
  measure: string;
  value: number;
  unit: string;
  budget: number | null;
  compare: 'max' | 'equal';
  within: boolean | null;
  /** Why the screen could not be measured (its row has no value and counts as over budget). */
  failed?: string;
}
export function budgetRows(results: BenchResults, budgets: BenchBudgets): BudgetRow[];
export function formatTable(rows: BudgetRow[]): string;
export function overBudget(rows: BudgetRow[]): BudgetRow[];
