import { entityKeys } from '@/lib/query-keys';

const keys = entityKeys('smtp');

/** Query keys of the email server page. */
export const smtpKeys = {
  all: keys.all,
  settings: () => keys.key('settings'),
};
