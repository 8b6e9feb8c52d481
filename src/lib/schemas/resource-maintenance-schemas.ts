import { z } from 'zod';
import { parseDecimal, toCentsNumber } from '../job-calculations/decimal';
import { personnelRefSchema } from './common-schemas';
import { isStrictIsoDate } from './date-schemas';
import { trimmedTextSchema } from './editor-schemas';

/**
 * A resource's maintenance log (spec 3 §3 Resource maintenance, §5). The
 * client's forms and the mock server check the same rules; the cost is money (cents).
 */

/** Spec 3 §9: maintenance description at most 500 characters. */
export const MAINTENANCE_DESCRIPTION_MAX = 500;
/** The largest cost a log entry takes. */
export const MAINTENANCE_COST_MAX = 9_999_999.99;

export const maintenanceMessages = {
  dateRequired: 'Date is required.',
  dateInvalid: 'Date must be a valid date.',
  descriptionRequired: 'Description is required.',
  descriptionTooLong: `Description cannot be more than ${MAINTENANCE_DESCRIPTION_MAX} characters.`,
  costInvalid: 'Cost must be an amount from 0 to 9,999,999.99 with at most 2 decimals.',
  resourceRequired: 'A resource context is required.',
  contextRequired: 'A maintenance log context is required.',
  notFound: 'Maintenance log not found',
  /** Spec 3 §8 and the toasts of §7. */
  deleteQuestion: 'Do you want to delete the maintenance log?',
  created: 'Maintenance Log created.',
  updated: 'Maintenance Log updated.',
  deleted: 'Maintenance Log deleted.',
} as const;

/** One entry of the log as the server answers it; `date` is `yyyy-MM-dd`, `cost` dollars with cents or null. */
export const resourceMaintenanceSchema = z.object({
  context: z.string(),
  resourceContext: z.string(),
  date: z.string(),
  description: z.string(),
  cost: z.number().nullable(),
  performedBy: personnelRefSchema.nullable(),
});
export type ResourceMaintenance = z.infer<typeof resourceMaintenanceSchema>;
export const resourceMaintenanceListSchema = z.array(resourceMaintenanceSchema);

/** A cost as typed ('' for none): a decimal from 0 with at most two decimals, up to the maximum. */
export function isMaintenanceCostText(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '') return true;
  if (!/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(trimmed)) return false;
  const value = parseDecimal(trimmed);
  return value !== null && value.gte(0) && value.lte(MAINTENANCE_COST_MAX);
}

/** The cost a form's text stands for, as cents-exact dollars (null when blank). */
export function maintenanceCostFromText(text: string): number | null {
  const value = parseDecimal(text.trim());
  return text.trim() === '' || value === null ? null : toCentsNumber(value);
}

const dateField = z
  .string()
  .refine((value) => value.trim() !== '', { error: maintenanceMessages.dateRequired, abort: true })
  .refine(isStrictIsoDate, maintenanceMessages.dateInvalid);
const descriptionField = trimmedTextSchema(MAINTENANCE_DESCRIPTION_MAX, {
  required: maintenanceMessages.descriptionRequired,
  tooLong: maintenanceMessages.descriptionTooLong,
});

/** The Add / Edit Maintenance Log dialog's values: the cost as typed, the person as a context ('' for none). */
export const maintenanceFormSchema = z.object({
  date: dateField,
  description: descriptionField,
  cost: z.string().refine(isMaintenanceCostText, maintenanceMessages.costInvalid),
  performedByContext: z.string(),
});
export type MaintenanceFormValues = z.infer<typeof maintenanceFormSchema>;

/** `POST ResourceMaintenance/Create`: answers the saved entry (its context). */
export const maintenanceCreateRequestSchema = z.object({
  resourceContext: z.string().trim().min(1, maintenanceMessages.resourceRequired),
  date: dateField,
  description: descriptionField,
  cost: z
    .number()
    .nullable()
    .refine((value) => value === null || isMaintenanceCostText(String(value)), maintenanceMessages.costInvalid),
  performedByContext: z.string().min(1).nullable(),
});
export type MaintenanceCreateRequest = z.infer<typeof maintenanceCreateRequestSchema>;

/** `POST ResourceMaintenance/Update`: the entry's context besides its fields. */
export const maintenanceUpdateRequestSchema = maintenanceCreateRequestSchema.extend({ context: z.string().trim().min(1, maintenanceMessages.contextRequired) });
export type MaintenanceUpdateRequest = z.infer<typeof maintenanceUpdateRequestSchema>;
