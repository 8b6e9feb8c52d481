import { entityKeys } from '@/lib/query-keys';
import type { JobSearchRequest } from '@/lib/schemas/job-search-schemas';

const keys = entityKeys('job');

/**
 * Query keys of the jobs feature, rooted at the `job` tag that mutations invalidate: the list, the
 * record, and what hangs off a job (its payments, timesheet, images and files, recurrence chain,
 * the customer's job config).
 */
export const jobKeys = {
  ...keys,
  list: (request: JobSearchRequest) => keys.key('list', request),
  config: (customerContext: string) => keys.key('config', customerContext),
  payments: (context: string) => keys.key('payments', context),
  timesheet: (context: string) => keys.key('timesheet', context),
  storage: (context: string) => keys.key('storage', context),
  chain: (context: string) => keys.key('chain', context),
  catalogue: (kind: 'payment-term' | 'discount' | 'tax-override') => keys.key('catalogue', kind),
};
