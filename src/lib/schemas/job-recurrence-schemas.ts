import { z } from 'zod';
import { picklistRefSchema } from './common-schemas';
import { isoDateSchema, isoDateTimeSchema } from './date-schemas';

/**
 * Recurring jobs (spec 2 §2 "Schedule", §4 "Job editor"; `JobRecurrence/…`): a rule makes a chain
 * of occurrences, each a job of its own with its appointment. The server expands rules with
 * `rrule` 2.8.
 */

export const recurrenceFrequencies = ['Daily', 'Weekly', 'Monthly', 'Yearly'] as const;
export type RecurrenceFrequency = (typeof recurrenceFrequencies)[number];

/** Days of the week, as iCalendar (and rrule) name them, Sunday first. */
export const weekDays = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
export type WeekDay = (typeof weekDays)[number];

export const RECURRENCE_INTERVAL_MAX = 99;
/** A chain has at most this many occurrences. */
export const RECURRENCE_OCCURRENCES_MAX = 100;

export const recurrenceMessages = {
  frequencyRequired: 'Repeat is required.',
  intervalInvalid: `Every must be a whole number from 1 to ${RECURRENCE_INTERVAL_MAX}.`,
  weekDaysRequired: 'Choose at least one day of the week.',
  endRequired: 'Choose an end: after a number of occurrences or on a date.',
  endBoth: 'Choose one end: after a number of occurrences or on a date, not both.',
  countInvalid: `Occurrences must be a whole number from 1 to ${RECURRENCE_OCCURRENCES_MAX}.`,
  untilInvalid: 'Enter a valid end date.',
  untilBeforeStart: 'The end date cannot be before the first occurrence.',
  tooMany: `A recurrence can create at most ${RECURRENCE_OCCURRENCES_MAX} occurrences.`,
  none: 'The rule creates no occurrences.',
  startInvalid: 'Enter a valid start date and time.',
  endInvalid: 'Enter a valid end date and time.',
  endBeforeStart: 'The end must be after the start.',
  contextRequired: 'A job context is required.',
  alreadyRecurring: 'This job is already recurring.',
  notRecurring: 'This job is not recurring.',
  participantNotFound: 'A participant was not found.',
} as const;

/** The rule: every `interval` days, weeks (on `weekDays`), months or years; ending after `count` occurrences or on `until`. */
export const recurrenceRuleSchema = z
  .object({
    frequency: z.enum(recurrenceFrequencies, { error: recurrenceMessages.frequencyRequired }),
    interval: z.number().int(recurrenceMessages.intervalInvalid).min(1, recurrenceMessages.intervalInvalid).max(RECURRENCE_INTERVAL_MAX, recurrenceMessages.intervalInvalid),
    /** Weekly only (ignored otherwise). */
    weekDays: z.array(z.enum(weekDays)),
    count: z.number().int(recurrenceMessages.countInvalid).min(1, recurrenceMessages.countInvalid).max(RECURRENCE_OCCURRENCES_MAX, recurrenceMessages.countInvalid).nullable(),
    /** The last day an occurrence may start on, `yyyy-MM-dd` (the client's calendar). */
    until: isoDateSchema(recurrenceMessages.untilInvalid).nullable(),
  })
  .superRefine((rule, context) => {
    if (rule.frequency === 'Weekly' && rule.weekDays.length === 0) context.addIssue({ code: 'custom', path: ['weekDays'], message: recurrenceMessages.weekDaysRequired });
    if (rule.count === null && rule.until === null) context.addIssue({ code: 'custom', path: ['count'], message: recurrenceMessages.endRequired });
    if (rule.count !== null && rule.until !== null) context.addIssue({ code: 'custom', path: ['count'], message: recurrenceMessages.endBoth });
  });
export type RecurrenceRule = z.infer<typeof recurrenceRuleSchema>;

/**
 * `POST JobRecurrence/Create`: makes a saved, non-recurring job the first occurrence of a chain.
 * `startDate`/`endDate` are the first appointment's (ISO date-times); every occurrence's
 * appointment starts at the rule's next date at the same local time (the `ClientTimezoneOffset`
 * header's zone) and lasts as long. Further occurrences are copies of the job (details included).
 */
export const createRecurrenceRequestSchema = z.object({
  context: z.string().min(1, recurrenceMessages.contextRequired),
  rule: recurrenceRuleSchema,
  startDate: isoDateTimeSchema({ invalid: recurrenceMessages.startInvalid }),
  endDate: isoDateTimeSchema({ invalid: recurrenceMessages.endInvalid }),
  allDay: z.boolean(),
  participantContexts: z.array(z.string()),
});
export type CreateRecurrenceRequest = z.infer<typeof createRecurrenceRequestSchema>;

/** An occurrence of the chain, in date order. */
export const recurrenceOccurrenceSchema = z.object({
  /** 1-based position in the chain. */
  occurrence: z.number().int(),
  jobContext: z.string(),
  number: z.number().int(),
  name: z.string(),
  jobStatus: picklistRefSchema,
  /** `null` when the occurrence has no appointment (the list says the appointments have not been created). */
  appointment: z.object({ context: z.string(), startDate: z.string(), endDate: z.string(), allDay: z.boolean() }).nullable(),
  /** Edited on its own (`UpdateThisJobOnly`, `Job/Update`) since the chain was made or last updated for all future. */
  changedInChain: z.boolean(),
});
export type RecurrenceOccurrence = z.infer<typeof recurrenceOccurrenceSchema>;

/** `JobRecurrence/Create` and `GET JobRecurrence/GetChain?context=…` (any job of the chain). */
export const recurrenceChainSchema = z.object({
  chainId: z.string(),
  /** `null` for a chain made before rules were kept (the seed's older chains). */
  rule: recurrenceRuleSchema.nullable(),
  /** The rule in words ("every week on Monday, Thursday for 6 times"); `''` without a rule. */
  displayText: z.string(),
  occurrences: z.array(recurrenceOccurrenceSchema),
});
export type RecurrenceChain = z.infer<typeof recurrenceChainSchema>;

/** `GET JobRecurrence/HasFutureChangesInChain?context=…`: whether a later occurrence was edited on its own. */
export const hasFutureChangesResponseSchema = z.boolean();
