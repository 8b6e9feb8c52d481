import { entityKeys } from '@/lib/query-keys';

const keys = entityKeys('timesheet');

/**
 * Query keys of the timesheet, rooted at the `timesheet` tag: the signed-in user's running timer and
 * the entries of a period (`range`: whose, from, to).
 */
export const timesheetKeys = {
  ...keys,
  activeTimer: () => keys.key('active-timer'),
  range: (request: { start: string; end: string; personnelContext: string | null }) => keys.key('range', request),
};
