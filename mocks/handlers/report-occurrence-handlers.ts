import { endpoints } from '../../src/config/endpoints';
import { documentPermissions } from '../../src/lib/permission-codes';
import { countOccurrences, occurrencePeriods } from '../../src/lib/reports/occurrence';
import {
  OCCURRENCE_MESSAGES,
  occurrenceRecordsRequestSchema,
  occurrenceRequestSchema,
  type OccurrenceGrouping,
  type OccurrenceKind,
  type OccurrenceRecord,
  type OccurrenceRecordsResponse,
  type OccurrenceResponse,
} from '../../src/lib/schemas/report-occurrence-schemas';
import { customerName } from '../db/record-views';
import type { MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import { clientDateText } from './client-time';
import { clientTimezoneOffset, requirePermission, validationError } from './handler-utils';
import { createLookup } from './record-refs';
import { issueMessages, route } from './route';
import { page } from './search-utils';

/** The read permission behind each report's records (the drill-down lists them). */
const recordPermissions: Record<OccurrenceKind, string> = {
  intake: 'INTAKE_R',
  proposal: documentPermissions.proposal.read,
  esign: documentPermissions.proposal.read,
  workorder: documentPermissions.workOrder.read,
};

/** A counted record: its day in the client's calendar, its group, and what the drill-down shows. */
type Counted = Omit<OccurrenceRecord, 'group'> & { key: string; label: string; at: number };

/**
 * The records of a report with their group, in one pass: intake by the call's date (status, type,
 * source or ad source), proposals by their date (status), eSign requests by the date sent
 * (customer response), work orders by their date (status).
 */
function countedRecords(db: MockDb, kind: OccurrenceKind, groupBy: OccurrenceGrouping, offset: number): Counted[] {
  const lookup = createLookup(db);
  const nameOf = (context: string) => {
    const customer = lookup.customer(context);
    return customer ? customerName(customer) : '';
  };
  const day = (iso: string) => clientDateText(Date.parse(iso), offset);
  if (kind === 'intake') {
    const picklistGroup = (context: string | null, none: string) => {
      const item = lookup.picklist(context);
      return item ? { key: item.context, label: item.text } : { key: 'none', label: none };
    };
    return db.intakes.all().map((intake) => {
      const group =
        groupBy === 'type'
          ? picklistGroup(intake.intakeTypeContext, 'No type')
          : groupBy === 'source'
            ? picklistGroup(intake.intakeSourceContext, 'No source')
            : groupBy === 'adSource'
              ? picklistGroup(intake.adSourceContext, 'No ad source')
              : { key: intake.status, label: intake.status };
      return { ...group, context: intake.context, jobContext: null, number: null, title: intake.description, customerName: nameOf(intake.customerContext), date: day(intake.dateTime), at: Date.parse(intake.dateTime) };
    });
  }
  const documents = kind === 'workorder' ? db.workOrders.all() : db.proposals.all();
  const counted: Counted[] = [];
  for (const document of documents) {
    const proposal = kind === 'workorder' ? null : db.proposals.get(document.context)!;
    if (kind === 'esign' && !proposal?.dateGenerated) continue;
    const when = kind === 'esign' ? proposal!.dateGenerated! : document.date;
    const group = kind === 'esign' ? (proposal!.customerResponse ?? 'Awaiting eSign') : document.status;
    counted.push({
      key: group,
      label: group,
      context: document.context,
      jobContext: document.jobContext,
      number: document.number,
      title: document.name,
      customerName: nameOf(document.serviceCustomerContext),
      date: day(when),
      at: Date.parse(when),
    });
  }
  return counted;
}

/** `POST Report/Occurrence` (RPT_R): counts per group and period, with totals. */
const counts = route(
  'post',
  endpoints.occurrenceReport.counts,
  { allow: 'RPT_R', body: occurrenceRequestSchema, messages: issueMessages },
  ({ request, body }) => {
    const periods = occurrencePeriods(body.from, body.to, body.interval);
    if (!periods) return validationError([OCCURRENCE_MESSAGES.tooManyPeriods]);
    const records = countedRecords(getDb(), body.kind, body.groupBy, clientTimezoneOffset(request));
    const answer: OccurrenceResponse = { periods, ...countOccurrences(records, periods) };
    return answer;
  },
);

/** `POST Report/OccurrenceRecords` (RPT_R and the records' read permission): one count's records, newest first. */
const records = route('post', endpoints.occurrenceReport.records, { allow: 'RPT_R', body: occurrenceRecordsRequestSchema }, ({ request, user, body }) => {
  const denied = requirePermission(user, recordPermissions[body.kind]);
  if (denied) return denied;
  const found = countedRecords(getDb(), body.kind, body.groupBy, clientTimezoneOffset(request))
    .filter((record) => record.date >= body.from && record.date <= body.to && (body.group === null || record.key === body.group))
    .sort((a, b) => b.at - a.at || a.context.localeCompare(b.context));
  const answer: OccurrenceRecordsResponse = {
    results: page(found, body.pageNumber, body.pageSize).map(({ key: _key, label, at: _at, ...record }) => ({ ...record, group: label })),
    searchResultCount: found.length,
  };
  return answer;
});

export const reportOccurrenceHandlers = [counts, records];
