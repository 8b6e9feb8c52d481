import { entityKeys } from '@/lib/query-keys';
import type { ScheduleRangeRequest } from '@/lib/schemas/schedule-schemas';

const keys = entityKeys('schedule');

/** The schedule's keys, rooted at the `schedule` tag: one range answer per request. */
export const scheduleKeys = {
  ...keys,
  range: (request: ScheduleRangeRequest) => keys.key('range', request),
};
