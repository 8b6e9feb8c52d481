import { describe, expect, it } from 'vitest';
import {
  configurableSnapshots,
  defaultSnapshotFilter,
  enabledSnapshots,
  isSnapshotKind,
  moveSnapshot,
  positionPreferences,
  snapshotDefinition,
  snapshotRequest,
  splitMultiValue,
} from '@/features/dashboard/model/snapshots';
import type { UserPreference } from '@/lib/auth/auth-schemas';

const prefixes = ['CUST', 'FINANCE', 'INTAKE', 'JOB', 'SCHED', 'TASK', 'TIMESHEET'];
const everything = ['CUST_R', 'INTAKE_R', 'JOB_R', 'SCHED_R', 'TASK_R', 'ADMINISTRATOR'];

function preferences(overrides: Record<string, string> = {}): UserPreference[] {
  const base: Record<string, string> = {};
  prefixes.forEach((prefix, index) => {
    base[`${prefix}_ON_DASH`] = 'Yes';
    base[`${prefix}_DASH_POS`] = String(index + 1);
  });
  return Object.entries({ ...base, ...overrides }).map(([key, value]) => ({ key, value }));
}

describe('dashboard snapshots', () => {
  it('orders snapshots ascending by their position preference', () => {
    const kinds = enabledSnapshots(preferences({ TIMESHEET_DASH_POS: '0', CUST_DASH_POS: '9' }), everything).map((s) => s.kind);
    expect(kinds).toEqual(['timesheet', 'financial', 'intake', 'job', 'schedule', 'task', 'customer']);
  });

  it('keeps the default order when positions tie or are missing', () => {
    const tied = preferences(Object.fromEntries(prefixes.map((prefix) => [`${prefix}_DASH_POS`, '1'])));
    expect(enabledSnapshots(tied, everything).map((s) => s.kind)).toEqual(['customer', 'financial', 'intake', 'job', 'schedule', 'task', 'timesheet']);
  });

  it('hides snapshots turned off by their _ON_DASH preference', () => {
    const kinds = enabledSnapshots(preferences({ JOB_ON_DASH: 'No', TASK_ON_DASH: 'No' }), everything).map((s) => s.kind);
    expect(kinds).not.toContain('job');
    expect(kinds).not.toContain('task');
    expect(kinds).toContain('customer');
  });

  it('needs the read permission for customer, intake, job, schedule and task, ADMINISTRATOR for financial, nothing for timesheet', () => {
    expect(enabledSnapshots(preferences(), []).map((s) => s.kind)).toEqual(['timesheet']);
    expect(enabledSnapshots(preferences(), ['JOB_R', 'SCHED_R']).map((s) => s.kind)).toEqual(['job', 'schedule', 'timesheet']);
    expect(enabledSnapshots(preferences(), ['ADMINISTRATOR']).map((s) => s.kind)).toEqual(['financial', 'timesheet']);
  });

  it('lists permitted snapshots for configuration with their enabled flag', () => {
    const snapshots = configurableSnapshots(preferences({ CUST_ON_DASH: 'No' }), ['CUST_R']);
    expect(snapshots.map((s) => [s.definition.kind, s.enabled])).toEqual([
      ['customer', false],
      ['timesheet', true],
    ]);
  });

  it('moves a snapshot up or down, and not past either end', () => {
    expect(moveSnapshot(['a', 'b', 'c'], 'b', 'up')).toEqual(['b', 'a', 'c']);
    expect(moveSnapshot(['a', 'b', 'c'], 'b', 'down')).toEqual(['a', 'c', 'b']);
    expect(moveSnapshot(['a', 'b', 'c'], 'a', 'up')).toEqual(['a', 'b', 'c']);
    expect(moveSnapshot(['a', 'b', 'c'], 'c', 'down')).toEqual(['a', 'b', 'c']);
  });

  it('numbers positions from 1', () => {
    expect(positionPreferences(['task', 'customer'])).toEqual([
      { key: 'TASK_DASH_POS', value: '1' },
      { key: 'CUST_DASH_POS', value: '2' },
    ]);
  });

  it('takes the default filter from the preference, else the first option', () => {
    const customers = snapshotDefinition('customer');
    expect(defaultSnapshotFilter(customers, [{ key: 'CUST_DASH_FLTR', value: 'Assigned to Me' }])).toBe('Assigned to Me');
    expect(defaultSnapshotFilter(customers, [{ key: 'CUST_DASH_FLTR', value: 'Nonsense' }])).toBe('Most Recent');
    expect(defaultSnapshotFilter(snapshotDefinition('schedule'), [])).toBe('All');
  });

  it('builds the snapshot request for each filter', () => {
    expect(snapshotRequest('Most Recent', 'p-1', ['Pending'])).toEqual({ assignedTo: null, statuses: ['Pending'], recentlyUsed: true });
    expect(snapshotRequest('Assigned to Me', 'p-1', [])).toEqual({ assignedTo: 'p-1', statuses: [], recentlyUsed: false });
    expect(snapshotRequest('Assigned to Me', null, []).assignedTo).toBe('');
  });

  it('splits multi-select values on semicolons', () => {
    expect(splitMultiValue('Open; In-Progress;;')).toEqual(['Open', 'In-Progress']);
    expect(splitMultiValue(undefined)).toEqual([]);
  });

  it('recognises the snapshot kinds of the dashboard/{snapshot} route', () => {
    expect(isSnapshotKind('companyNews')).toBe(true);
    expect(isSnapshotKind('timesheet')).toBe(true);
    expect(isSnapshotKind('weather')).toBe(false);
    expect(isSnapshotKind(undefined)).toBe(false);
  });
});
