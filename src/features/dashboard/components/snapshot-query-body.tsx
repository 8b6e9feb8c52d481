import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { SnapshotLoading, SnapshotMessage } from './snapshot-card';

export interface SnapshotQueryBodyProps<T> {
  query: UseQueryResult<T>;
  label: string;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
}

/** Loading, failure, empty and loaded states of a snapshot's list. */
export function SnapshotQueryBody<T>({ query, label, isEmpty, emptyText, children }: SnapshotQueryBodyProps<T>) {
  if (query.isPending) return <SnapshotLoading label={label} />;
  if (query.isError) {
    return <SnapshotMessage onRetry={() => void query.refetch()}>Unable to load {label}.</SnapshotMessage>;
  }
  if (isEmpty(query.data)) return <SnapshotMessage>{emptyText}</SnapshotMessage>;
  return <>{children(query.data)}</>;
}
