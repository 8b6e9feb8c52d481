import { useParams } from 'react-router-dom';
import { useVersionedEdit, type RecordQuery, type VersionedRecord } from './use-versioned-edit';

/** A record kind's by-context query hook (`recordDetail(...).useRecord` in `lib/record-endpoints.ts`). */
export type UseRecord<T> = (context: string, options: { refetchOnWindowFocus?: boolean }) => RecordQuery<T>;

/** A record kind's update mutation hook: it sends the editor's request with the record's context and version. */
export type UseUpdate<T, Request> = () => { mutateAsync: (request: Request & VersionedRecord) => Promise<T> };

/**
 * An edit page's record: the address's `:context`, loaded without refetching when the window
 * regains focus (a refresh must not replace what is being typed), and the versioned edit that saves
 * it (see `useVersionedEdit`). Pass the kind's module-level hooks:
 *
 * ```tsx
 * const { edit } = useRecordEditPage<LocationRecord, LocationCreateRequest>(useLocation, useUpdateLocation);
 * if (!edit.editing) return <LinearProgress aria-label="Loading location" />;
 * ```
 */
export function useRecordEditPage<T extends VersionedRecord, Request>(useRecord: UseRecord<T>, useUpdate: UseUpdate<T, Request>) {
  const { context = '' } = useParams();
  const record = useRecord(context, { refetchOnWindowFocus: false });
  const update = useUpdate();
  const edit = useVersionedEdit<T, Request>(record, (request) => update.mutateAsync(request));
  return { context, record, edit };
}
