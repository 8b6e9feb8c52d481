import { z } from 'zod';
import { auditStampSchema, listSearchRequestSchema, personnelRefSchema, picklistRefSchema } from './common-schemas';
import { recordVersionSchema, trimmedTextSchema } from './editor-schemas';
import { intakeSnapshotItemSchema, intakeStatuses, type IntakeStatus } from './dashboard-schemas';

export { intakeStatuses, type IntakeStatus };

/** Spec 2 §5, §9: the intake title (`description`) and description (`notes`) limits. */
export const INTAKE_TITLE_MAX = 200;
export const INTAKE_NOTES_MAX = 2000;

/**
 * Spec 2 §5: the intake rules. The client's forms and the mock backend validate with the same
 * schemas, so both say the same thing.
 */
export const intakeMessages = {
  dateTimeRequired: 'Date and time is required.',
  dateTimeInvalid: 'Enter a valid date and time.',
  titleRequired: 'Title is required.',
  titleTooLong: `Title cannot be more than ${INTAKE_TITLE_MAX} characters.`,
  notesTooLong: `Description cannot be more than ${INTAKE_NOTES_MAX} characters.`,
  typeRequired: 'Type is required.',
  statusRequired: 'Status is required.',
  statusUnknown: 'Unknown intake status.',
  customerRequired: 'Customer is required.',
  // Server-side checks of references the client picks from lists.
  typeUnknown: 'The intake type was not found.',
  sourceUnknown: 'The intake source was not found.',
  adSourceUnknown: 'The ad source was not found.',
  assigneeUnknown: 'The person the intake is assigned to was not found.',
  customerUnknown: 'The customer was not found.',
  addressNotOfCustomer: 'The service address does not belong to the customer.',
} as const;

/** Title: required, not blank, at most 200 characters (spaces at the ends aside). */
export const intakeTitleSchema = trimmedTextSchema(INTAKE_TITLE_MAX, { required: intakeMessages.titleRequired, tooLong: intakeMessages.titleTooLong });

/** Description: optional, at most 2000 characters. */
export const intakeNotesSchema = z.string().max(INTAKE_NOTES_MAX, intakeMessages.notesTooLong);

export const intakeTypeContextSchema = z.string().refine((value) => value.trim() !== '', intakeMessages.typeRequired);

export const intakeStatusSchema = z.enum(intakeStatuses, intakeMessages.statusRequired);

/** An ISO date-time: required and a real date. */
export const intakeDateTimeSchema = z
  .string()
  .refine((value) => value.trim() !== '', intakeMessages.dateTimeRequired)
  .refine((value) => value.trim() === '' || !Number.isNaN(Date.parse(value)), intakeMessages.dateTimeInvalid);

/** A job started from the intake. */
export const intakeJobRefSchema = z.object({ context: z.string(), name: z.string() });
export type IntakeJobRef = z.infer<typeof intakeJobRefSchema>;

/**
 * What the intake list's rows and the intake record both show: the snapshot item (`description`
 * is shown as Title) with the description (`notes`), the assignee and the callback flag.
 */
const intakeSummarySchema = intakeSnapshotItemSchema.extend({
  /** Shown as Description. */
  notes: z.string(),
  assignedTo: personnelRefSchema.nullable(),
  needsCallback: z.boolean(),
});

/** Spec 2 §3: an intake as `Intake/GetByContext`, `Create` and `Update` answer it. */
export const intakeRecordSchema = intakeSummarySchema.extend({
  intakeSource: picklistRefSchema.nullable(),
  adSource: picklistRefSchema.nullable(),
  jobs: z.array(intakeJobRefSchema),
  /** Sent back with an update; the server answers 409 when the record changed since. */
  version: z.number().int(),
});
export type IntakeRecord = z.infer<typeof intakeRecordSchema>;

const intakeFields = {
  dateTime: intakeDateTimeSchema,
  status: intakeStatusSchema,
  description: intakeTitleSchema,
  notes: intakeNotesSchema,
  intakeTypeContext: intakeTypeContextSchema,
  intakeSourceContext: z.string().nullable(),
  adSourceContext: z.string().nullable(),
  assignedToContext: z.string().nullable(),
  needsCallback: z.boolean(),
  customerContext: z.string().refine((value) => value.trim() !== '', intakeMessages.customerRequired),
  serviceAddressContext: z.string().nullable(),
};

/** `POST Intake/Create`: the intake form's value. */
export const intakeCreateRequestSchema = z.object(intakeFields);
export type IntakeCreateRequest = z.infer<typeof intakeCreateRequestSchema>;

/** `POST Intake/Update`: the record's context and the version it was loaded at. */
export const intakeUpdateRequestSchema = intakeCreateRequestSchema.extend(recordVersionSchema.shape);
export type IntakeUpdateRequest = z.infer<typeof intakeUpdateRequestSchema>;

/** A row of the intake list. */
export const intakeListItemSchema = intakeSummarySchema.extend({
  /** Jobs started from the intake. */
  jobCount: z.number().int(),
});
export type IntakeListItem = z.infer<typeof intakeListItemSchema>;

/** Spec 2 §9: sort keys of the intake search; DateTime is the default. */
export const intakeSortFields = ['DateTime', 'Status', 'IntakeType', 'Description', 'Customer'] as const;
export type IntakeSortField = (typeof intakeSortFields)[number];

/**
 * `POST IntakeSearch/Search`: statuses (none means every status), assignedTo (a personnel context or
 * `null` for everyone), customerContext (one customer's intake or `null`), a free-text term, sort
 * and paging.
 */
export const intakeSearchRequestSchema = listSearchRequestSchema.extend({
  statuses: z.array(z.enum(intakeStatuses, intakeMessages.statusUnknown)),
  assignedTo: z.string().nullable(),
  customerContext: z.string().nullable(),
});
export type IntakeSearchRequest = z.infer<typeof intakeSearchRequestSchema>;

/** One change of an intake field (`Intake/GetHistory`). */
export const intakeHistoryEntrySchema = auditStampSchema.extend({
  context: z.string(),
  field: z.string(),
  oldValue: z.string(),
  newValue: z.string(),
});
export type IntakeHistoryEntryView = z.infer<typeof intakeHistoryEntrySchema>;

/** `GET Intake/GetHistory?context=…`: newest first. */
export const intakeHistoryResponseSchema = z.array(intakeHistoryEntrySchema);
