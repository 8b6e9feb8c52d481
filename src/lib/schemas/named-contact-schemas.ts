import { z } from 'zod';
import { addressSchema, contactListItemSchema, emailSchema, telephoneSchema } from './common-schemas';
import { trimmedTextSchema } from './editor-schemas';

/** Spec 1 §5: a location's or supplier's name is required (not blank-only), at most 150 characters. */
export const NAMED_CONTACT_NAME_MAX = 150;

export const namedContactNameMessages = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name cannot be more than ${NAMED_CONTACT_NAME_MAX} characters.`,
} as const;

export const namedContactNameSchema = trimmedTextSchema(NAMED_CONTACT_NAME_MAX, {
  required: namedContactNameMessages.nameRequired,
  tooLong: namedContactNameMessages.nameTooLong,
});

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
