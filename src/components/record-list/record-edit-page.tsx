import { Fragment, type ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useRecordEditPage, type UseRecord, type UseUpdate } from './use-record-edit-page';
import type { VersionedRecord } from './use-versioned-edit';

/** The versioned edit an edit page hands its editor: `onSave={edit.save}`, `versioned={edit}`. */
export type RecordPageEdit<T extends VersionedRecord, Request> = ReturnType<typeof useRecordEditPage<T, Request>>['edit'];

export interface RecordEditPageProps<T extends VersionedRecord, Request> {
  /** The kind's module-level hooks (see `useRecordEditPage`). */
  useRecord: UseRecord<T>;
  useUpdate: UseUpdate<T, Request>;
  /** The record in lower case ("location"): the loading bar is "Loading location". */
  recordName: string;
  /** The editor of the loaded record (as last saved); it starts afresh after a reload. */
  children: (record: T, edit: RecordPageEdit<T, Request>) => ReactNode;
}

/**
 * An edit page: the address's record loaded for a versioned edit (`useRecordEditPage`), a loading
 * bar until it is there, then the editor, mounted again when the user reloads after a 409.
 */
export function RecordEditPage<T extends VersionedRecord, Request>({ useRecord, useUpdate, recordName, children }: RecordEditPageProps<T, Request>) {
  const { edit } = useRecordEditPage<T, Request>(useRecord, useUpdate);
  if (!edit.editing) return <LinearProgress aria-label={`Loading ${recordName}`} />;
  return <Fragment key={edit.generation}>{children(edit.editing, edit)}</Fragment>;
}
