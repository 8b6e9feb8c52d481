import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SnapshotDefinition } from '../model/snapshots';
import { SnapshotCard, type SnapshotFilterControl } from './snapshot-card';
import { SnapshotList, SnapshotListRow, type SnapshotListRowProps } from './snapshot-list';
import { SnapshotQueryBody } from './snapshot-query-body';

export interface ListSnapshotProps<Data, Row extends { context: string }> {
  definition: SnapshotDefinition;
  filter?: SnapshotFilterControl;
  /** A summary line between the heading and the list. */
  summary?: ReactNode;
  /** The label of the link to the list page behind the snapshot. */
  viewAllLabel: string;
  query: UseQueryResult<Data>;
  /** The records of the answer. */
  rows: (data: Data) => readonly Row[];
  /** What loads or failed to load ("recent customers"). */
  label: string;
  /** The text when there are no records. */
  emptyText: string;
  /** One record's row: where it leads and its lines. */
  row: (record: Row) => SnapshotListRowProps;
}

/**
 * A snapshot that lists records (customers, intake, jobs, the schedule, tasks, time): the card with
 * its filter and View All link, the loading, failed and empty states, and a row per record.
 */
export function ListSnapshot<Data, Row extends { context: string }>({
  definition,
  filter,
  summary,
  viewAllLabel,
  query,
  rows,
  label,
  emptyText,
  row,
}: ListSnapshotProps<Data, Row>) {
  return (
    <SnapshotCard title={definition.title} filter={filter} summary={summary} viewAll={{ route: definition.viewAllRoute, label: viewAllLabel }}>
      <SnapshotQueryBody query={query} label={label} isEmpty={(data) => rows(data).length === 0} emptyText={emptyText}>
        {(data) => (
          <SnapshotList label={definition.title}>
            {rows(data).map((record) => (
              <SnapshotListRow key={record.context} {...row(record)} />
            ))}
          </SnapshotList>
        )}
      </SnapshotQueryBody>
    </SnapshotCard>
  );
}
