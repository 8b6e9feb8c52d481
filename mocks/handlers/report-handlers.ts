import type { z } from 'zod';
import { endpoints } from '../../src/config/endpoints';
import { reportPermissions } from '../../src/lib/permission-codes';
import { accountsAgingQuerySchema, financialReportQuerySchema, reportRangeSchema, timesheetReportQuerySchema } from '../../src/lib/schemas/report-schemas';
import { getDb } from '../db/store';
import { clientToday } from './client-time';
import { clientTimezoneOffset, validationError } from './handler-utils';
import { issueMessages, route } from './route';
import { accountsAgingReport } from './report-aging';
import { financialReport } from './report-financial';
import { timesheetReport } from './report-timesheet';
import { recurrenceReport } from './report-recurrence';

/** The query parameters read through `schema`: the parsed values, or the 400 answer with its messages. */
function readQuery<S extends z.ZodType>(schema: S, query: URLSearchParams): z.infer<S> | Response {
  const parsed = schema.safeParse(Object.fromEntries(query));
  return parsed.success ? parsed.data : validationError(issueMessages(parsed.error));
}

function readRange(from: string, to: string): Response | null {
  const parsed = reportRangeSchema.safeParse({ from, to });
  return parsed.success ? null : validationError(issueMessages(parsed.error));
}

/** `GET Report/AccountsAging?asOf=yyyy-MM-dd[&customer=…]` (asOf defaults to the client's today). */
const accountsAging = route('get', endpoints.report.accountsAging, { allow: reportPermissions.read }, ({ request, query }) => {
  const values = new URLSearchParams(query);
  if (!values.get('asOf')) values.set('asOf', clientToday(request));
  const parsed = readQuery(accountsAgingQuerySchema, values);
  if (parsed instanceof Response) return parsed;
  return accountsAgingReport(getDb(), parsed.asOf, clientTimezoneOffset(request), parsed.customer || undefined);
});

/** `GET Report/Timesheet?from=…&to=…[&personnel=…]`. */
const timesheet = route('get', endpoints.report.timesheet, { allow: reportPermissions.read }, ({ request, query }) => {
  const parsed = readQuery(timesheetReportQuerySchema, query);
  if (parsed instanceof Response) return parsed;
  const invalid = readRange(parsed.from, parsed.to);
  if (invalid) return invalid;
  return timesheetReport(getDb(), parsed.from, parsed.to, clientTimezoneOffset(request), Date.now(), parsed.personnel || undefined);
});

/** `GET Report/Financial?from=…&to=…&grouping=day|week|month`. */
const financial = route('get', endpoints.report.financial, { allow: reportPermissions.read }, ({ request, query }) => {
  const parsed = readQuery(financialReportQuerySchema, query);
  if (parsed instanceof Response) return parsed;
  const invalid = readRange(parsed.from, parsed.to);
  if (invalid) return invalid;
  return financialReport(getDb(), { from: parsed.from, to: parsed.to }, parsed.grouping, clientTimezoneOffset(request));
});

/** `GET Report/RecurrenceStatus`: the recurring job chains, the incomplete ones first. */
const recurrenceStatus = route('get', endpoints.report.recurrenceStatus, { allow: reportPermissions.read }, ({ request }) =>
  recurrenceReport(getDb(), Date.now(), clientTimezoneOffset(request)),
);

export const reportHandlers = [accountsAging, timesheet, financial, recurrenceStatus];
