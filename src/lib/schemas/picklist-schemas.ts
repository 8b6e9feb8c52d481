import { z } from 'zod';

export const picklistKinds = [
  'AdSource',
  'IntakeSource',
  'IntakeType',
  'JobTag',
  'JobType',
  'JobStatus',
  'PaymentTerm',
  'Personnel',
  'TaskType',
  'SupplierType',
  /** Kinds of resource: service trucks, warehouses, equipment (spec 3 §3 Resource). */
  'ResourceType',
] as const;
export type PicklistKind = (typeof picklistKinds)[number];

export const picklistItemSchema = z.object({
  context: z.string(),
  text: z.string(),
  active: z.boolean(),
  /** Display order, ascending. */
  order: z.number().int(),
  /** The item chosen for new records (payment terms). */
  isDefault: z.boolean(),
});
export type PicklistItem = z.infer<typeof picklistItemSchema>;

export const picklistResponseSchema = z.array(picklistItemSchema);
