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

/** A kind's record query (`pricebookCalls[type].useRecord`). */
export interface EditorRecordCalls<Record> {
  useRecord: (context: string | null, options: { refetchOnWindowFocus?: boolean }) => { data: Record | undefined; isFetching: boolean };
}

/**
 * The record an editor dialog edits: loaded afresh and kept (`useRecordSnapshot`, not refetched on
 * focus); `null` when adding; `undefined` while it loads.
 */
export function useEditorRecord<Record>(calls: EditorRecordCalls<Record>, context: string | null): Record | null | undefined {
  const record = useRecordSnapshot(calls.useRecord(context, { refetchOnWindowFocus: false }));
  return context !== null && record === null ? undefined : record;
}
