import { z } from 'zod';
import { pagingSchema, searchResponseSchema } from './common-schemas';
import { occurrenceIntervals } from '../reports/occurrence';
import { occurrenceGroupingLabels, occurrenceGroupings, occurrenceKinds, occurrenceReports, type OccurrenceKind } from '../reports/occurrence-kinds';

export { occurrenceGroupingLabels, occurrenceGroupings, occurrenceKinds, occurrenceReports, type OccurrenceGrouping, type OccurrenceKind } from '../reports/occurrence-kinds';

/**
 * Occurrence reports (issue 19; `reports/occurrence/{kind}`): intake, proposals, eSign requests and
 * work orders counted over time, by a grouping. `Report/Occurrence` counts; `Report/OccurrenceRecords`
 * lists the records behind one count (the drill-down).
 */
export const OCCURRENCE_MESSAGES = {
  dateRequired: 'Choose the first and last day of the period.',
  backwards: 'The last day must not be before the first day.',
  tooManyPeriods: 'That is more than 366 periods: choose a shorter period or a longer interval.',
  grouping: (kind: OccurrenceKind) => `${occurrenceReports[kind].title} can be grouped by ${occurrenceReports[kind].groupings.map((grouping) => occurrenceGroupingLabels[grouping]).join(', ')}.`,
} as const;

const dayText = z.string({ error: OCCURRENCE_MESSAGES.dateRequired }).regex(/^\d{4}-\d{2}-\d{2}$/, OCCURRENCE_MESSAGES.dateRequired);

/** Which report and how its records are grouped. */
const reportShape = { kind: z.enum(occurrenceKinds), groupBy: z.enum(occurrenceGroupings) };

/** The first and last day of the period. */
const daysShape = { from: dayText, to: dayText };

export const occurrenceRequestSchema = z
  .object({ ...reportShape, interval: z.enum(occurrenceIntervals), ...daysShape })
  .superRefine((request, context) => {
    if (request.to < request.from) context.addIssue({ code: 'custom', message: OCCURRENCE_MESSAGES.backwards, path: ['to'] });
    if (!occurrenceReports[request.kind].groupings.includes(request.groupBy)) {
      context.addIssue({ code: 'custom', message: OCCURRENCE_MESSAGES.grouping(request.kind), path: ['groupBy'] });
    }
  });
export type OccurrenceRequest = z.infer<typeof occurrenceRequestSchema>;

const periodSchema = z.object({ start: z.string(), end: z.string() });

export const occurrenceResponseSchema = z.object({
  periods: z.array(periodSchema),
  groups: z.array(z.object({ key: z.string(), label: z.string(), counts: z.array(z.number().int()), total: z.number().int() })),
  periodTotals: z.array(z.number().int()),
  total: z.number().int(),
});
export type OccurrenceResponse = z.infer<typeof occurrenceResponseSchema>;

/** The drill-down: the records of one group (or all) in one period (or the whole range). */
export const occurrenceRecordsRequestSchema = z.object({
  ...reportShape,
  ...daysShape,
  /** A group's key, or `null` for every group. */
  group: z.string().nullable(),
  ...pagingSchema.shape,
});
export type OccurrenceRecordsRequest = z.infer<typeof occurrenceRecordsRequestSchema>;

export const occurrenceRecordSchema = z.object({
  context: z.string(),
  /** The job of a proposal or work order (its page shows the document); `null` for intake. */
  jobContext: z.string().nullable(),
  /** The document number; `null` for intake. */
  number: z.number().int().nullable(),
  title: z.string(),
  customerName: z.string(),
  /** The client's calendar day the record counts on. */
  date: z.string(),
  group: z.string(),
});
export type OccurrenceRecord = z.infer<typeof occurrenceRecordSchema>;

export const occurrenceRecordsResponseSchema = searchResponseSchema(occurrenceRecordSchema).omit({ totalCount: true });
export type OccurrenceRecordsResponse = z.infer<typeof occurrenceRecordsResponseSchema>;
