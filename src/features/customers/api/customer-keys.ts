import type { CustomerSearchRequest } from '@/lib/schemas/customer-schemas';

/** Query keys of the customers feature; mutations invalidate through them. */
export const customerKeys = {
  all: ['customers'] as const,
  lists: () => ['customers', 'list'] as const,
  list: (request: CustomerSearchRequest) => ['customers', 'list', request] as const,
  details: () => ['customers', 'detail'] as const,
  detail: (context: string) => ['customers', 'detail', context] as const,
  jobConfigs: () => ['customers', 'job-config'] as const,
  jobConfig: (context: string) => ['customers', 'job-config', context] as const,
  activities: () => ['customers', 'activity'] as const,
  activity: (context: string) => ['customers', 'activity', context] as const,
};
