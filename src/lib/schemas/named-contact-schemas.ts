import { z } from 'zod';
import { addressSchema, contactListItemSchema, emailSchema, telephoneSchema } from './common-schemas';

/** A named record with one address and contact lists that may be inactive (locations, suppliers). */
export const namedContactRecordSchema = z.object({
  context: z.string(),
  active: z.boolean(),
  name: z.string(),
  address: addressSchema.nullable(),
  emailList: z.array(emailSchema),
  telephoneList: z.array(telephoneSchema),
  /** Sent back with an update; the server answers 409 when the record changed since. */
  version: z.number().int(),
});

/** The row of a `namedContactRecordSchema` record in its list. */
export const namedContactListItemSchema = contactListItemSchema.extend({ name: z.string() });
