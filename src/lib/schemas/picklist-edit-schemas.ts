import { z } from 'zod';
import { trimmedTextSchema } from './editor-schemas';
import { PAYMENT_TERM_DAYS_MAX } from './job-catalogue-schemas';

/**
 * Picklist editing (spec 2 §2 "Edit Tags", managing job types; spec 3 §6): `Picklist/Create`,
 * `Update` and `Delete` need `PICKLIST_C`, `PICKLIST_U` and `PICKLIST_D`. Answers are
 * `picklistItemSchema` values.
 */

/** The kinds these calls edit (issue 19's administration adds intake, ad, task, supplier and resource kinds). */
export const editablePicklistKinds = ['JobTag', 'JobType', 'JobStatus', 'PaymentTerm', 'IntakeType', 'IntakeSource', 'AdSource', 'TaskType', 'SupplierType', 'ResourceType'] as const;
export type EditablePicklistKind = (typeof editablePicklistKinds)[number];

export const PICKLIST_TEXT_MAX = 100;

export const picklistEditMessages = {
  kindInvalid: 'This picklist cannot be edited.',
  textRequired: 'Text is required.',
  textTooLong: `Text cannot be more than ${PICKLIST_TEXT_MAX} characters.`,
  duplicate: (text: string) => `${text} is already on the list.`,
  daysRequired: 'Days is required for a payment term.',
  daysInvalid: `Days must be a whole number from 0 to ${PAYMENT_TERM_DAYS_MAX}.`,
  contextRequired: 'A picklist context is required.',
  notFound: 'Picklist value not found',
  inUse: 'This value is used by jobs or customers and cannot be deleted. Make it inactive instead.',
  /** A value other records use (intake, tasks, suppliers, resources): named by what uses it. */
  inUseBy: (records: string) => `This value is used by ${records} and cannot be deleted. Make it inactive instead.`,
  lastActiveStatus: 'The job status list needs at least one active status.',
  defaultInactive: 'The default payment term cannot be inactive.',
} as const;

const textSchema = trimmedTextSchema(PICKLIST_TEXT_MAX, { required: picklistEditMessages.textRequired, tooLong: picklistEditMessages.textTooLong });
const daysSchema = z.number().int(picklistEditMessages.daysInvalid).min(0, picklistEditMessages.daysInvalid).max(PAYMENT_TERM_DAYS_MAX, picklistEditMessages.daysInvalid);

/** `POST Picklist/Create`: appended at the end of the list; `dueDays` is required for a PaymentTerm. */
export const picklistCreateRequestSchema = z.object({
  kind: z.enum(editablePicklistKinds, { error: picklistEditMessages.kindInvalid }),
  text: textSchema,
  active: z.boolean().optional(),
  /** PaymentTerm: makes it the default (the previous default stops being it). */
  isDefault: z.boolean().optional(),
  dueDays: daysSchema.optional(),
});
export type PicklistCreateRequest = z.infer<typeof picklistCreateRequestSchema>;

/** `POST Picklist/Update`: `order` moves the value (1-based) and renumbers the rest. */
export const picklistUpdateRequestSchema = z.object({
  context: z.string().min(1, picklistEditMessages.contextRequired),
  text: textSchema,
  active: z.boolean(),
  order: z.number().int().min(1).optional(),
  isDefault: z.boolean().optional(),
  dueDays: daysSchema.optional(),
});
export type PicklistUpdateRequest = z.infer<typeof picklistUpdateRequestSchema>;
