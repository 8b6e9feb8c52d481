import { entityKeys } from '@/lib/query-keys';

const keys = entityKeys('account');

export const accountKeys = {
  all: keys.all,
  resetGuid: (guid: string) => keys.key('reset-guid', guid),
};
