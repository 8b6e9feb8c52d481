import { entityKeys } from '@/lib/query-keys';

/** Query keys of the jobs feature, rooted at the `job` tag that mutations invalidate. */
export const jobKeys = entityKeys('job');
