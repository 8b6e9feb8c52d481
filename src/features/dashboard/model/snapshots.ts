import type { UserPreference } from '@/lib/auth/auth-schemas';
import { can, type PermissionRule } from '@/lib/permissions';
import { dashboardSnapshotRules } from '@/lib/landing-page';

/** The snapshot kinds of spec 1 §2, as the `dashboard/{snapshot}` route names them. */
export const snapshotKinds = ['companyNews', 'customer', 'financial', 'intake', 'job', 'schedule', 'task', 'timesheet'] as const;
export type SnapshotKind = (typeof snapshotKinds)[number];

/** Snapshots a user places on the dashboard through preferences (company news follows the news setting). */
export type ConfigurableSnapshotKind = Exclude<SnapshotKind, 'companyNews'>;

export const MOST_RECENT = 'Most Recent';
export const ASSIGNED_TO_ME = 'Assigned to Me';
export const ALL = 'All';

export interface SnapshotDefinition {
  kind: ConfigurableSnapshotKind;
  /** Preference prefix: `{prefix}_ON_DASH`, `{prefix}_DASH_POS`. */
  prefix: string;
  title: string;
  /** Label of the phone dashboard's icon button. */
  phoneLabel: string;
  /** Preference holding the default filter; `null` when the snapshot has none. */
  filterKey: string | null;
  filterOptions: readonly string[];
  /** The list page behind the snapshot. */
  viewAllRoute: string;
  /** On phones this snapshot's button leaves the dashboard for this page instead. */
  phoneRoute: string | null;
  /** The words of a snapshot that lists records; `null` for the financial table. */
  list: SnapshotListWords | null;
}

export interface SnapshotListWords {
  /** The link to the list page behind the snapshot ("View All Customers"). */
  viewAllLabel: string;
  /** What loads or failed to load: "Loading recent customers", "Unable to load recent customers." */
  loading: string;
  /** The text when there are no records. */
  emptyText: string;
}

/** In default order (positions 1–7). */
export const snapshotDefinitions: readonly SnapshotDefinition[] = [
  {
    kind: 'customer',
    prefix: 'CUST',
    title: 'Recent Customers',
    phoneLabel: 'Customers',
    filterKey: 'CUST_DASH_FLTR',
    filterOptions: [MOST_RECENT, ASSIGNED_TO_ME],
    viewAllRoute: '/customers',
    phoneRoute: null,
    list: { viewAllLabel: 'View All Customers', loading: 'recent customers', emptyText: 'No customers to show.' },
  },
  {
    kind: 'financial',
    prefix: 'FINANCE',
    title: 'Financial Summary',
    phoneLabel: 'Financial',
    filterKey: null,
    filterOptions: [],
    viewAllRoute: '/payments',
    phoneRoute: null,
    list: null,
  },
  {
    kind: 'intake',
    prefix: 'INTAKE',
    title: 'Intake',
    phoneLabel: 'Intake',
    filterKey: 'INTAKE_DASH_FLTR',
    filterOptions: [MOST_RECENT, ASSIGNED_TO_ME],
    viewAllRoute: '/intake',
    phoneRoute: null,
    list: { viewAllLabel: 'View All Intake', loading: 'intake', emptyText: 'No intake to show.' },
  },
  {
    kind: 'job',
    prefix: 'JOB',
    title: 'Recent Jobs',
    phoneLabel: 'Jobs',
    filterKey: 'JOB_DASH_FLTR',
    filterOptions: [MOST_RECENT, ASSIGNED_TO_ME],
    viewAllRoute: '/jobs',
    phoneRoute: null,
    list: { viewAllLabel: 'View All Jobs', loading: 'recent jobs', emptyText: 'No jobs to show.' },
  },
  {
    kind: 'schedule',
    prefix: 'SCHED',
    title: "Today's Schedule",
    phoneLabel: 'Schedule',
    filterKey: 'SCHED_DASH_FLTR',
    filterOptions: [ALL, ASSIGNED_TO_ME],
    viewAllRoute: '/schedule?view=day',
    phoneRoute: '/schedule',
    list: { viewAllLabel: 'Open Schedule', loading: "today's schedule", emptyText: 'Nothing is scheduled today.' },
  },
  {
    kind: 'task',
    prefix: 'TASK',
    title: 'Tasks',
    phoneLabel: 'Tasks',
    filterKey: 'TASK_DASH_FLTR',
    filterOptions: [MOST_RECENT, ASSIGNED_TO_ME],
    viewAllRoute: '/tasks',
    phoneRoute: null,
    list: { viewAllLabel: 'View All Tasks', loading: 'tasks', emptyText: 'No tasks to show.' },
  },
  {
    kind: 'timesheet',
    prefix: 'TIMESHEET',
    title: 'Timesheet',
    phoneLabel: 'Timesheet',
    filterKey: null,
    filterOptions: [],
    viewAllRoute: '/timesheet',
    phoneRoute: '/timesheet',
    list: { viewAllLabel: 'Open Timesheet', loading: 'your timesheet', emptyText: 'No time recorded yet.' },
  },
];

export const COMPANY_NEWS_TITLE = 'Company News';

/** A snapshot that lists records: every snapshot but the financial table. */
export type ListSnapshotDefinition = SnapshotDefinition & { list: SnapshotListWords };

export function listSnapshotDefinition(kind: Exclude<ConfigurableSnapshotKind, 'financial'>): ListSnapshotDefinition {
  const definition = snapshotDefinition(kind);
  if (!definition.list) throw new Error(`The ${kind} snapshot lists no records`);
  return { ...definition, list: definition.list };
}

export function isSnapshotKind(value: string | undefined): value is SnapshotKind {
  return snapshotKinds.some((kind) => kind === value);
}

export function snapshotDefinition(kind: ConfigurableSnapshotKind): SnapshotDefinition {
  const definition = snapshotDefinitions.find((candidate) => candidate.kind === kind);
  if (!definition) throw new Error(`Unknown snapshot ${kind}`);
  return definition;
}

export function preferenceValue(preferences: readonly UserPreference[], key: string): string | undefined {
  return preferences.find((preference) => preference.key === key)?.value;
}

function ruleOf(definition: SnapshotDefinition): PermissionRule | undefined {
  return dashboardSnapshotRules.find((rule) => rule.prefix === definition.prefix)?.rule;
}

/** Spec 1 §4: customer, intake, job, schedule and task need read; financial needs ADMINISTRATOR; timesheet nothing. */
export function maySeeSnapshot(definition: SnapshotDefinition, permissions: readonly string[]): boolean {
  const rule = ruleOf(definition);
  return rule === undefined || can({ permissions: [...permissions] }, rule);
}

function position(definition: SnapshotDefinition, preferences: readonly UserPreference[]): number {
  const value = Number(preferenceValue(preferences, `${definition.prefix}_DASH_POS`));
  return Number.isFinite(value) ? value : Number.MAX_SAFE_INTEGER;
}

export interface ConfigurableSnapshot {
  definition: SnapshotDefinition;
  enabled: boolean;
}

/** Every snapshot the user may see, ascending by position preference (ties keep the default order). */
export function configurableSnapshots(preferences: readonly UserPreference[], permissions: readonly string[]): ConfigurableSnapshot[] {
  return snapshotDefinitions
    .map((definition, index) => ({ definition, index, position: position(definition, preferences) }))
    .filter(({ definition }) => maySeeSnapshot(definition, permissions))
    .sort((a, b) => a.position - b.position || a.index - b.index)
    .map(({ definition }) => ({ definition, enabled: preferenceValue(preferences, `${definition.prefix}_ON_DASH`) === 'Yes' }));
}

/** The snapshots the dashboard shows, in order. */
export function enabledSnapshots(preferences: readonly UserPreference[], permissions: readonly string[]): SnapshotDefinition[] {
  return configurableSnapshots(preferences, permissions)
    .filter((snapshot) => snapshot.enabled)
    .map((snapshot) => snapshot.definition);
}

/** Moves a snapshot one place up or down; the same order when it cannot move. */
export function moveSnapshot<T extends string>(order: readonly T[], kind: T, direction: 'up' | 'down'): T[] {
  const from = order.indexOf(kind);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from === -1 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The position preferences for an order: 1-based. */
export function positionPreferences(order: readonly ConfigurableSnapshotKind[]): UserPreference[] {
  return order.map((kind, index) => ({ key: `${snapshotDefinition(kind).prefix}_DASH_POS`, value: String(index + 1) }));
}

/** The filter a snapshot opens with: the user's preference when it is one of the options, else the first option. */
export function defaultSnapshotFilter(definition: SnapshotDefinition, preferences: readonly UserPreference[]): string {
  const preferred = definition.filterKey ? preferenceValue(preferences, definition.filterKey) : undefined;
  return preferred && definition.filterOptions.includes(preferred) ? preferred : (definition.filterOptions[0] ?? '');
}

/** Multi-select preference values are joined by semicolons. */
export function splitMultiValue(value: string | undefined): string[] {
  return (value ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** The snapshot request for a filter choice (spec 1 §3). */
export function snapshotRequest(filter: string, personnelContext: string | null, statuses: string[]) {
  const assignedToMe = filter === ASSIGNED_TO_ME;
  return {
    // A user with no personnel record is assigned nothing: '' matches no one.
    assignedTo: assignedToMe ? (personnelContext ?? '') : null,
    statuses,
    recentlyUsed: filter === MOST_RECENT,
  };
}

/** Spec 1 §9: list lengths and truncation. */
export const SNAPSHOT_LIMIT = 50;
export const SNAPSHOT_SCROLL_MAX_HEIGHT = 300;
export const truncation = { intakeDescription: 85, taskDetails: 110, jobDescription: 115 } as const;
