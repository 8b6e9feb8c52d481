import { entityKeys } from '@/lib/query-keys';

const keys = entityKeys('report');

export const reportKeys = {
  all: keys.all,
  logonAudit: () => keys.key('logon-audit'),
};
