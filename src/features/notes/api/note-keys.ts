import { entityKeys } from '@/lib/query-keys';
import type { NoteSearchRequest } from '@/lib/schemas/note-schemas';

const keys = entityKeys('note');

/** Query keys of the notes list, rooted at the `note` tag. */
export const noteKeys = {
  ...keys,
  list: (request: NoteSearchRequest | null) => keys.key('list', request),
};
