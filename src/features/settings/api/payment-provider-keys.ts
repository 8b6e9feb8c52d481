import { entityKeys } from '@/lib/query-keys';

const keys = entityKeys('payment-provider');

/** Query keys of the card payment provider, rooted at the `payment-provider` tag that every change invalidates. */
export const paymentProviderKeys = {
  all: keys.all,
  status: () => keys.key('status'),
  account: () => keys.key('account'),
  settings: () => keys.key('settings'),
};
