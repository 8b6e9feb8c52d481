import { entityKeys } from '@/lib/query-keys';

const keys = entityKeys('demo');

/** Query keys of the simulated third-party pages. */
export const demoKeys = {
  all: keys.all,
  billingPortalSession: (session: string) => keys.key('billing-portal-session', session),
};
