import { z } from 'zod';
import { isoDateTimeSchema, isStrictIsoDateTime } from './date-schemas';
import { appointmentTypes } from './dashboard-schemas';
import { INTAKE_NOTES_MAX, INTAKE_TITLE_MAX, intakeMessages, intakeNotesSchema, intakeTitleSchema } from './intake-schemas';

/** Spec 2 §5 and §9: the title and description follow the intake's rules (title 200 characters, description 2000). */
export const APPOINTMENT_TITLE_MAX = INTAKE_TITLE_MAX;
export const APPOINTMENT_DESCRIPTION_MAX = INTAKE_NOTES_MAX;

/** Messages shared by the appointment editor and the server's validation. */
export const appointmentMessages = {
  titleRequired: intakeMessages.titleRequired,
  titleTooLong: intakeMessages.titleTooLong,
  descriptionTooLong: intakeMessages.notesTooLong,
  typeRequired: intakeMessages.typeRequired,
  intakeType: 'An appointment for an intake record is an Estimate or a Visit.',
  startDateRequired: 'Start date is required.',
  startTimeRequired: 'Start time is required.',
  endDateRequired: 'End date is required.',
  endTimeRequired: 'End time is required.',
  startInvalid: 'Enter a valid start date and time.',
  endInvalid: 'Enter a valid end date and time.',
  endBeforeStart: 'The end must be after the start.',
  endDateBeforeStart: 'The end date cannot be before the start date.',
  ownerRequired: 'An appointment must belong to an intake record or a job.',
  ownerConflict: 'An appointment belongs to an intake record or a job, not both.',
  workOrderNotOnJob: 'A work order can be attached only to a visit of its own job.',
  workOrderClosed: 'A complete or cancelled work order cannot be attached to a visit.',
  changedMeanwhile: 'This appointment was changed by someone else since it was loaded, so this change was not saved. The schedule shows the latest version now.',
  contextRequired: 'An appointment context is required.',
  ownerContextRequired: 'A context is required.',
  participantNotFound: 'A participant was not found.',
  duplicateParticipant: 'A participant is listed more than once.',
  participantInactive: 'An inactive person cannot be added to an appointment.',
  intakeNotFound: 'The intake record was not found.',
  jobNotFound: 'The job was not found.',
  customerNotFound: 'The customer was not found.',
  addressNotFound: 'The address does not belong to the customer.',
} as const;

export const APPOINTMENT_NOT_FOUND_TEXT = 'Appointment not found';

/** A strict ISO date-time with its zone (no rolling over, a four-digit year). */
const isoDateTime = (message: string) => isoDateTimeSchema({ invalid: message });

export const appointmentTitleSchema = intakeTitleSchema;

export const appointmentDescriptionSchema = intakeNotesSchema;

export const appointmentTypeSchema = z.enum(appointmentTypes, { error: appointmentMessages.typeRequired });

/** What the editor sets on every save (create and update). */
const editableFields = {
  title: appointmentTitleSchema,
  description: appointmentDescriptionSchema,
  appointmentType: appointmentTypeSchema,
  allDay: z.boolean(),
  /** ISO date-time. An all-day appointment runs from local midnight of its first day to local midnight after its last. */
  startDate: isoDateTime(appointmentMessages.startInvalid),
  endDate: isoDateTime(appointmentMessages.endInvalid),
  /** Personnel contexts; may be empty. */
  participantContexts: z.array(z.string().min(1)),
  /**
   * The job's work orders done on this visit (issue 16); attaching sets a work order Scheduled,
   * detaching sets it back to Pending. Omitted: unchanged (empty on create).
   */
  workOrderContexts: z.array(z.string().min(1)).optional(),
};

function checkRange(value: { startDate: string; endDate: string }, context: z.RefinementCtx): void {
  // Only real dates are compared (Date.parse would roll February 30 over to March 2).
  if (!isStrictIsoDateTime(value.startDate) || !isStrictIsoDateTime(value.endDate)) return;
  const start = Date.parse(value.startDate);
  const end = Date.parse(value.endDate);
  if (end <= start) context.addIssue({ code: 'custom', path: ['endDate'], message: appointmentMessages.endBeforeStart });
}

function checkParticipants(value: { participantContexts: string[] }, context: z.RefinementCtx): void {
  if (new Set(value.participantContexts).size !== value.participantContexts.length) {
    context.addIssue({ code: 'custom', path: ['participantContexts'], message: appointmentMessages.duplicateParticipant });
  }
}

/**
 * `POST Appointment/Create`: exactly one owner (an intake or a job). Customer and address default to
 * the owner's (the intake's customer and service address, the job's service customer and address).
 */
export const appointmentCreateRequestSchema = z
  .object({
    ...editableFields,
    intakeContext: z.string().nullable(),
    jobContext: z.string().nullable(),
    customerContext: z.string().nullable(),
    addressContext: z.string().nullable(),
  })
  .superRefine((value, context) => {
    checkRange(value, context);
    checkParticipants(value, context);
    const owners = [value.intakeContext, value.jobContext].filter((owner) => owner !== null && owner.trim() !== '');
    if (owners.length === 0) context.addIssue({ code: 'custom', path: ['intakeContext'], message: appointmentMessages.ownerRequired });
    if (owners.length > 1) context.addIssue({ code: 'custom', path: ['jobContext'], message: appointmentMessages.ownerConflict });
    if (value.intakeContext && value.appointmentType === 'Job') {
      context.addIssue({ code: 'custom', path: ['appointmentType'], message: appointmentMessages.intakeType });
    }
  });
export type AppointmentCreateRequest = z.infer<typeof appointmentCreateRequestSchema>;

/** `POST Appointment/Update`: the editable fields of an existing appointment; owner, customer and address stay. */
export const appointmentUpdateRequestSchema = z
  .object({
    context: z.string().min(1, appointmentMessages.contextRequired),
    ...editableFields,
    /** The version the user saw; omitted: last write wins. */
    version: z.number().int().optional(),
  })
  .superRefine((value, context) => {
    checkRange(value, context);
    checkParticipants(value, context);
  });
export type AppointmentUpdateRequest = z.infer<typeof appointmentUpdateRequestSchema>;
