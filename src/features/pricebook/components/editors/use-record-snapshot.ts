import { useState } from 'react';

/**
 * The record an editor starts from: the first answer that is not being fetched again (so a record
 * cached a while ago is fetched afresh first), then kept: a later refresh does not change what the
 * form edits or the version it saves with (a 409 says the record changed meanwhile). `null` until then.
 */
export function useRecordSnapshot<Record>(query: { data: Record | undefined; isFetching: boolean }): Record | null {
  const [snapshot, setSnapshot] = useState<Record | null>(null);
  if (snapshot === null && query.data !== undefined && !query.isFetching) {
    setSnapshot(query.data);
    return query.data;
  }
  return snapshot;
}
