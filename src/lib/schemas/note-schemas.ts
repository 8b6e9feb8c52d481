import { z } from 'zod';
import { columnSortSchema, listSearchRequestSchema } from './common-schemas';

/** The records whose internal notes the notes list gathers, with the read permission each needs. */
export const noteSources = ['Customer', 'Job', 'Intake'] as const;
export type NoteSource = (typeof noteSources)[number];

export const noteSourcePermissions: Record<NoteSource, string> = {
  Customer: 'CUST_R',
  Job: 'JOB_R',
  Intake: 'INTAKE_R',
};

/** The source filter: every source the user may read, or one. */
export const noteSourceFilters = ['All', ...noteSources] as const;
export type NoteSourceFilter = (typeof noteSourceFilters)[number];

export const noteSortColumns = ['Updated', 'Source', 'Record'] as const;
export type NoteSortColumn = (typeof noteSortColumns)[number];

export const NOTE_MESSAGES = {
  searchTermTooLong: 'The search term must be at most 200 characters.',
  unknownSource: 'Choose a note source: All, Customer, Job or Intake.',
} as const;

/** `POST Note/Search`. `pageNumber` is 0-based. */
export const noteSearchRequestSchema = listSearchRequestSchema.extend({
  searchTerm: z.string().max(200, NOTE_MESSAGES.searchTermTooLong),
  sort: columnSortSchema(noteSortColumns),
  source: z.enum(noteSourceFilters, { error: NOTE_MESSAGES.unknownSource }),
});
export type NoteSearchRequest = z.infer<typeof noteSearchRequestSchema>;

/** One record's internal notes. Job notes are HTML from the notes editor (shown sanitized); the others plain text. */
export const noteItemSchema = z.object({
  /** `{source}:{recordContext}`: unique in the list. */
  context: z.string(),
  source: z.enum(noteSources),
  recordContext: z.string(),
  /** The customer's name, `#number name` of a job, an intake's title. */
  recordName: z.string(),
  /** The customer the record belongs to (`null` for a customer's own notes). */
  customerName: z.string().nullable(),
  format: z.enum(['html', 'text']),
  text: z.string(),
  /** ISO date-time the record was last changed. */
  updated: z.string(),
});
export type NoteItem = z.infer<typeof noteItemSchema>;
