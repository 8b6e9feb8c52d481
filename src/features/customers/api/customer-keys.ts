import { entityKeys } from '@/lib/query-keys';
import type { CustomerSearchRequest } from '@/lib/schemas/customer-schemas';

const keys = entityKeys('customer');

/** Query keys of the customers feature, rooted at the `customer` tag that mutations invalidate. */
export const customerKeys = {
  ...keys,
  list: (request: CustomerSearchRequest) => keys.key('list', request),
  jobConfigs: () => keys.key('job-config'),
  jobConfig: (context: string) => keys.key('job-config', context),
  activities: () => keys.key('activity'),
  activity: (context: string) => keys.key('activity', context),
};
