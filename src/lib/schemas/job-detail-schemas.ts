import { z } from 'zod';
import { trimmedTextSchema } from './editor-schemas';
import { isNumberInRange, type NumberRange } from './number-schemas';

/**
 * Job details (spec 3 §3 JobDetail and PriceDetail; spec 2 §3; spec 3 §4 "Job detail change
 * marker"). Money, quantities and percentages are JSON numbers in plain decimals, which the job
 * calculation module (`src/lib/job-calculations`) takes as they are (`DecimalInput`).
 *
 * Costs stay in the office: `cost` and `markup` are left out of every answer for a user without
 * `JOB_COST_R`, and a request from such a user leaves them out (the stored ones are kept).
 */

/** Spec 3 §3; `Bundle` rows come with the pricebook's flat rate bundles. */
export const jobDetailTypes = ['Service', 'Labor', 'Item', 'Subtotal', 'Bundle'] as const;
export type JobDetailType = (typeof jobDetailTypes)[number];

/** Spec 3 §4 change marker; the same names as the calculation module's `JobDetailChangeMarker`. */
export const jobDetailChangeMarkers = ['None', 'Create', 'Update', 'Delete'] as const;
export type JobDetailChangeMarker = (typeof jobDetailChangeMarkers)[number];

export const JOB_DETAIL_NAME_MAX = 200;
export const JOB_DETAIL_DESCRIPTION_MAX = 4000;
export const JOB_SERVICE_GROUP_MAX = 100;
/** A job may hold this many details at most. */
export const JOB_DETAIL_COUNT_MAX = 1000;

/** A unit price or cost: ±$9,999,999.9999 (fractions of a cent allowed in a unit price). */
export const UNIT_MONEY_RANGE: NumberRange = { min: -9_999_999.9999, max: 9_999_999.9999, decimals: 4 };
/** A quantity: 0 to 999,999 with at most 4 decimals (2.5 hours, 0.75 lb). */
export const QUANTITY_RANGE: NumberRange = { min: 0, max: 999_999, decimals: 4 };
/** A markup percent over cost: 0 to 10,000 with at most 4 decimals. */
export const MARKUP_RANGE: NumberRange = { min: 0, max: 10_000, decimals: 4 };
/** Hours of a Service detail. */
export const HOURS_RANGE: NumberRange = { min: 0, max: 9_999, decimals: 2 };

export const jobDetailMessages = {
  typeRequired: 'Invalid JobDetailType',
  nameRequired: 'Name is required.',
  nameTooLong: `Name cannot be more than ${JOB_DETAIL_NAME_MAX} characters.`,
  descriptionTooLong: `Description cannot be more than ${JOB_DETAIL_DESCRIPTION_MAX} characters.`,
  serviceGroupTooLong: `Service Group cannot be more than ${JOB_SERVICE_GROUP_MAX} characters.`,
  priceRequired: 'Price is required.',
  priceInvalid: 'Price must be a number from -9,999,999.9999 to 9,999,999.9999.',
  costInvalid: 'Cost must be a number from -9,999,999.9999 to 9,999,999.9999.',
  quantityInvalid: 'Quantity must be a number from 0 to 999,999.',
  markupInvalid: 'Markup must be a number from 0 to 10,000.',
  hoursInvalid: 'Hours must be a number from 0 to 9,999.',
  orderInvalid: 'Order must be a whole number from 1.',
  tooMany: `A job cannot have more than ${JOB_DETAIL_COUNT_MAX} job details.`,
  duplicateGuid: 'Two job details have the same guid.',
  unknownParent: 'A job detail belongs to a bundle that is not on the job.',
  unknownDetail: 'A job detail was not found on this job.',
  contextOnCreate: 'A new job detail cannot have a context.',
  /** Spec 3 §5, §8: an Item detail's quantity cannot go below what was already reconciled to inventory. */
  minQuantityReconciled: (quantityReconciled: number) => `Min Qty ${quantityReconciled} due to Inventory Reconciliation`,
  /** Spec 3 §8 "Deleting a used job detail". */
  usedOnDocument: 'Unable to delete: This job detail cannot be deleted because it is used on a proposal, work order or invoice.',
} as const;

const inRange = (range: NumberRange, message: string) => z.number({ error: message }).refine((value) => isNumberInRange(value, range), message);

/** What the editor sends for a line's prices (spec 3 §2 "Price detail"). `total` is not sent: it is price × quantity. */
export const priceDetailInputSchema = z.object({
  /** Left out by users without `JOB_COST_R` (the stored cost is kept); `null` for none. */
  cost: inRange(UNIT_MONEY_RANGE, jobDetailMessages.costInvalid).nullable().optional(),
  /** Percent over cost; left out like `cost`. */
  markup: inRange(MARKUP_RANGE, jobDetailMessages.markupInvalid).nullable().optional(),
  price: inRange(UNIT_MONEY_RANGE, jobDetailMessages.priceInvalid),
  quantity: inRange(QUANTITY_RANGE, jobDetailMessages.quantityInvalid),
  nonTaxable: z.boolean(),
});
export type PriceDetailInput = z.infer<typeof priceDetailInputSchema>;

/**
 * A job detail in a job's create or update request. New rows have `context: null`, marker `Create`
 * and a guid made by the client (bundle children point to it with `parentGuid`); saved rows keep
 * their context and carry `None`, `Update` or `Delete`. `order` is 1-based; the server renumbers
 * the rows it keeps in the order given.
 */
export const jobDetailInputSchema = z.object({
  context: z.string().nullable(),
  guid: z.string().min(1),
  parentGuid: z.string().nullable(),
  jobDetailType: z.enum(jobDetailTypes, { error: jobDetailMessages.typeRequired }),
  cud: z.enum(jobDetailChangeMarkers),
  order: z.number().int(jobDetailMessages.orderInvalid).min(1, jobDetailMessages.orderInvalid),
  name: trimmedTextSchema(JOB_DETAIL_NAME_MAX, { required: jobDetailMessages.nameRequired, tooLong: jobDetailMessages.nameTooLong }),
  description: z.string().max(JOB_DETAIL_DESCRIPTION_MAX, jobDetailMessages.descriptionTooLong),
  pricebookItemContext: z.string().nullable(),
  pricebookBundleContext: z.string().nullable(),
  jobServiceGroup: z.string().max(JOB_SERVICE_GROUP_MAX, jobDetailMessages.serviceGroupTooLong),
  /** Service details: the hours of the service; `null` elsewhere. */
  hours: inRange(HOURS_RANGE, jobDetailMessages.hoursInvalid).nullable(),
  priceDetail: priceDetailInputSchema,
});
export type JobDetailInput = z.infer<typeof jobDetailInputSchema>;

/** Prices of a saved line. `total` is price × quantity (exact, as the calculation module works it out). */
export const priceDetailSchema = z.object({
  /** Absent for a user without `JOB_COST_R`; `null` when the line has none. */
  cost: z.number().nullable().optional(),
  /** Percent over cost; absent like `cost`. */
  markup: z.number().nullable().optional(),
  price: z.number(),
  quantity: z.number(),
  total: z.number(),
  nonTaxable: z.boolean(),
});
export type PriceDetail = z.infer<typeof priceDetailSchema>;

const identifierSchema = z.object({ context: z.string() });

/** A saved job detail as the job answers it (spec 3 §3 JobDetail). */
export const jobDetailSchema = z.object({
  context: z.string(),
  guid: z.string(),
  parentGuid: z.string().nullable(),
  jobDetailType: z.enum(jobDetailTypes),
  /** Always `None` in an answer; the editor sets the others. */
  cud: z.enum(jobDetailChangeMarkers),
  order: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The invoice the detail is billed on (its context) and that invoice's number, for the Invoice column. */
  invoiceId: z.string().nullable(),
  invoiceNumber: z.number().int().nullable(),
  pricebookItemIdentifier: identifierSchema.nullable(),
  pricebookBundleIdentifier: identifierSchema.nullable(),
  jobServiceGroup: z.string(),
  hours: z.number().nullable(),
  priceDetail: priceDetailSchema,
  /**
   * The quantity of an Item detail already reconciled to inventory (spec 3 §5: the detail's
   * quantity cannot go below it); 0 when none, and when an answer leaves it out.
   */
  quantityReconciled: z.number().min(0).default(0).optional(),
  /** The documents the detail is used on: modifying it warns, deleting it is refused (spec 3 §5). */
  proposalIdentifierList: z.array(identifierSchema),
  workOrderIdentifierList: z.array(identifierSchema),
  invoiceIdentifierList: z.array(identifierSchema),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;
