import { entityKeys } from '@/lib/query-keys';

const keys = entityKeys('diagnostics');

/** Query keys of the diagnostics pages, rooted at the `diagnostics` tag. */
export const diagnosticsKeys = {
  ...keys,
  serverErrors: () => keys.key('server-errors'),
  platformStorage: () => keys.key('platform-storage'),
};
