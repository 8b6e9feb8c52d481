import { entityKeys } from '@/lib/query-keys';
import type { EmailHistorySearchRequest } from '@/lib/schemas/email-history-schemas';

const keys = entityKeys('email');

/** Query keys of the email history, rooted at the `email` tag. */
export const emailHistoryKeys = {
  ...keys,
  list: (request: EmailHistorySearchRequest | null) => keys.key('list', request),
};
