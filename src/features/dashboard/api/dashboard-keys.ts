import { entityKeys } from '@/lib/query-keys';
import type { DailyScheduleRequest, SnapshotRequest } from '@/lib/schemas/dashboard-schemas';

const keys = entityKeys('dashboard');

export const dashboardKeys = {
  all: keys.all,
  companyNews: () => keys.key('company-news'),
  financialSummary: () => keys.key('financial-summary'),
  intakeSnapshot: (request: SnapshotRequest) => keys.key('intake-snapshot', request),
  taskSnapshot: (request: SnapshotRequest) => keys.key('task-snapshot', request),
  recentCustomers: (request: SnapshotRequest) => keys.key('recent-customers', request),
  recentJobs: (request: SnapshotRequest) => keys.key('recent-jobs', request),
  dailySchedule: (request: DailyScheduleRequest) => keys.key('daily-schedule', request),
  timesheetSnapshot: () => keys.key('timesheet-snapshot'),
  authenticationCheck: () => keys.key('authentication-check'),
};
