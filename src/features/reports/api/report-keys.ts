import { entityKeys } from '@/lib/query-keys';
import type { AccountsAgingQuery, FinancialReportQuery, TimesheetReportQuery } from '@/lib/schemas/report-schemas';
import type { OccurrenceRecordsRequest, OccurrenceRequest } from '@/lib/schemas/report-occurrence-schemas';

const keys = entityKeys('report');

export const reportKeys = {
  all: keys.all,
  logonAudit: () => keys.key('logon-audit'),
  accountsAging: (query: AccountsAgingQuery) => keys.key('accounts-aging', query),
  timesheet: (query: TimesheetReportQuery) => keys.key('timesheet', query),
  financial: (query: FinancialReportQuery) => keys.key('financial', query),
  recurrenceStatus: (_query: Record<string, never>) => keys.key('recurrence-status'),
  occurrence: (request: OccurrenceRequest) => keys.key('occurrence', request),
  occurrenceRecords: (request: OccurrenceRecordsRequest) => keys.key('occurrence-records', request),
};
