import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import LinearProgress from '@mui/material/LinearProgress';
import { recordPaths, recordPermission, type RecordKind } from '@/lib/record-kinds';
import { RecordView, type RecordViewDelete, type RecordViewProps } from './record-view';

/** What the page reads of a record: its context, its name (the heading unless `view` gives one) and whether it is active. */
interface ViewedRecord {
  context: string;
  name?: string;
  active?: boolean;
}

/** RecordView's props a kind sets from the record: another heading, the summary line, badges, Delete's question. */
export type RecordViewOverrides = Partial<Omit<RecordViewProps, 'remove' | 'children'>> & { remove?: Partial<RecordViewDelete> };

export interface RecordViewPageProps<T extends ViewedRecord> {
  kind: RecordKind;
  /** The kind's record by context and its delete (`recordDetail(...).useRecord`, `recordDelete(...).useDelete`). */
  useRecord: (context: string) => { data: T | undefined };
  useDelete: () => { mutateAsync: (context: string) => Promise<unknown>; isPending: boolean };
  /** The toast after the delete ("Location deleted."). */
  deletedMessage: string;
  view?: (record: T) => RecordViewOverrides;
  /** The record's sections. */
  children: (record: T) => ReactNode;
}

/**
 * A kind's view page (`view/:context`): a loading bar until the record is there, then `RecordView`
 * with Back to the list, the record's name, Edit (`<prefix>_U`) and Delete (`<prefix>_D`, confirmed,
 * then back to the list).
 */
export function RecordViewPage<T extends ViewedRecord>({ kind, useRecord, useDelete, deletedMessage, view, children }: RecordViewPageProps<T>) {
  const { context = '' } = useParams();
  const query = useRecord(context);
  const deleteRecord = useDelete();
  if (!query.data) return <LinearProgress aria-label={`Loading ${kind.noun.toLowerCase()}`} />;
  const record = query.data;
  const paths = recordPaths(kind.path);
  const { remove, ...overrides } = view?.(record) ?? {};
  return (
    <RecordView
      back={{ to: paths.list, label: `Back to ${kind.plural}` }}
      title={record.name ?? ''}
      active={record.active}
      edit={{ to: paths.edit(record.context), permission: recordPermission(kind, 'U') }}
      remove={{
        permission: recordPermission(kind, 'D'),
        noun: kind.noun,
        run: () => deleteRecord.mutateAsync(record.context),
        busy: deleteRecord.isPending,
        doneMessage: deletedMessage,
        doneTo: paths.list,
        ...remove,
      }}
      {...overrides}
    >
      {children(record)}
    </RecordView>
  );
}
