import type { DailyScheduleRequest, SnapshotRequest } from '@/lib/schemas/dashboard-schemas';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  companyNews: () => ['dashboard', 'company-news'] as const,
  financialSummary: () => ['dashboard', 'financial-summary'] as const,
  intakeSnapshot: (request: SnapshotRequest) => ['dashboard', 'intake-snapshot', request] as const,
  taskSnapshot: (request: SnapshotRequest) => ['dashboard', 'task-snapshot', request] as const,
  recentCustomers: (request: SnapshotRequest) => ['dashboard', 'recent-customers', request] as const,
  recentJobs: (request: SnapshotRequest) => ['dashboard', 'recent-jobs', request] as const,
  dailySchedule: (request: DailyScheduleRequest) => ['dashboard', 'daily-schedule', request] as const,
  timesheetSnapshot: () => ['dashboard', 'timesheet-snapshot'] as const,
  authenticationCheck: () => ['dashboard', 'authentication-check'] as const,
};
