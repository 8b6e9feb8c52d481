import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListSnapshotDefinition } from '../model/snapshots';
import { SnapshotCard, type SnapshotFilterControl } from './snapshot-card';
import { SnapshotList, SnapshotListRow, type SnapshotListRowProps } from './snapshot-list';
import { SnapshotQueryBody } from './snapshot-query-body';

export interface ListSnapshotProps<Data, Row extends { context: string }> {
  /** The snapshot's title, View All link and words (`listSnapshotDefinition`). */
  definition: ListSnapshotDefinition;
  filter?: SnapshotFilterControl;
  /** A summary line between the heading and the list. */
  summary?: ReactNode;
  query: UseQueryResult<Data>;
  /** The records of the answer. */
  rows: (data: Data) => readonly Row[];
  /** One record's row: where it leads and its lines. */
  row: (record: Row) => SnapshotListRowProps;
}

/**
 * A snapshot that lists records (customers, intake, jobs, the schedule, tasks, time): the card with
 * its filter and View All link, the loading, failed and empty states, and a row per record.
 */
export function ListSnapshot<Data, Row extends { context: string }>({ definition, filter, summary, query, rows, row }: ListSnapshotProps<Data, Row>) {
  const { title, viewAllRoute, list } = definition;
  return (
    <SnapshotCard title={title} filter={filter} summary={summary} viewAll={{ route: viewAllRoute, label: list.viewAllLabel }}>
      <SnapshotQueryBody query={query} label={list.loading} isEmpty={(data) => rows(data).length === 0} emptyText={list.emptyText}>
        {(data) => (
          <SnapshotList label={title}>
            {rows(data).map((record) => (
              <SnapshotListRow key={record.context} {...row(record)} />
            ))}
          </SnapshotList>
        )}
      </SnapshotQueryBody>
    </SnapshotCard>
  );
}
