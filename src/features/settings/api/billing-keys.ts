import { entityKeys } from '@/lib/query-keys';

const keys = entityKeys('billing');

/** Query keys of the billing calls. */
export const billingKeys = {
  all: keys.all,
  customerPortal: (returnUrl: string) => keys.key('customer-portal', returnUrl),
};
