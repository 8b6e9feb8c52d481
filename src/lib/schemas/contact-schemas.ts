import { z } from 'zod';
import {
  addressSchema,
  addressTypes,
  emailSchema,
  telephoneSchema,
  type Address,
  type AddressType,
  type Email,
  type StreetAddress,
  type Telephone,
} from './common-schemas';
import { isValidTelephoneNumber } from './telephone-number';

export { isValidTelephoneNumber };

/**
 * Rules for the contact parts of a record (an address, telephone numbers, email addresses). The
 * client validates forms with these schemas and the mock backend validates requests with the same
 * ones, so both give the same messages. The maxima follow the company information rules (spec 1 §5).
 */
export const contactLimits = {
  street: 100,
  city: 50,
  state: 50,
  postalCode: 20,
  telephone: 30,
  email: 200,
  addressNotes: 1000,
} as const;

export const contactMessages = {
  streetRequired: 'Street is required.',
  streetTooLong: `Street cannot be more than ${contactLimits.street} characters.`,
  street2TooLong: `Street 2 cannot be more than ${contactLimits.street} characters.`,
  cityRequired: 'City is required.',
  cityTooLong: `City cannot be more than ${contactLimits.city} characters.`,
  stateRequired: 'State is required.',
  stateTooLong: `State cannot be more than ${contactLimits.state} characters.`,
  stateInvalid: 'Enter a valid US state code, such as OR.',
  postalCodeRequired: 'Postal code is required.',
  postalCodeTooLong: `Postal code cannot be more than ${contactLimits.postalCode} characters.`,
  postalCodeInvalid: 'Enter a valid ZIP code, such as 97214 or 97214-1234.',
  addressNotesTooLong: `Access instructions cannot be more than ${contactLimits.addressNotes} characters.`,
  telephoneRequired: 'Telephone number is required.',
  telephoneTooLong: `Telephone number cannot be more than ${contactLimits.telephone} characters.`,
  telephoneInvalid: 'Enter a valid telephone number.',
  emailRequired: 'Email address is required.',
  emailTooLong: `Email address cannot be more than ${contactLimits.email} characters.`,
  emailInvalid: 'Enter a valid email address.',
  onePrimaryTelephone: 'Mark exactly one telephone number as primary.',
  onePrimaryEmail: 'Mark exactly one email address as primary.',
  onePrimaryAddress: (type: AddressType) => `Mark exactly one ${type.toLowerCase()} address as primary.`,
} as const;

const isBlank = (value: string): boolean => value.trim() === '';

/** The two-letter codes of the US states, the District of Columbia, the territories and the military post offices. */
export const usStateCodes: ReadonlySet<string> = new Set(
  (
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD ' +
    'TN TX UT VT VA WA WV WI WY DC PR GU VI AS MP AA AE AP'
  ).split(' '),
);

/** A US state code, in either case ("OR", "or"). */
export function isUsStateCode(value: string): boolean {
  return usStateCodes.has(value.trim().toUpperCase());
}

/** A ZIP code or ZIP+4: "97214", "97214-1234". */
export function isUsZipCode(value: string): boolean {
  return /^\d{5}(?:-\d{4})?$/.test(value.trim());
}

const emailFormat = z.email();

export function isValidEmailAddress(value: string): boolean {
  return emailFormat.safeParse(value.trim()).success;
}

/** A record's address as a form edits it: all parts blank means "no address". */
export const addressInputSchema = addressSchema
  .extend({
    street1: z.string().max(contactLimits.street, contactMessages.streetTooLong),
    street2: z.string().max(contactLimits.street, contactMessages.street2TooLong),
    city: z.string().max(contactLimits.city, contactMessages.cityTooLong),
    state: z.string().max(contactLimits.state, contactMessages.stateTooLong),
    postalCode: z.string().max(contactLimits.postalCode, contactMessages.postalCodeTooLong),
    notes: z.string().max(contactLimits.addressNotes, contactMessages.addressNotesTooLong).optional(),
  })
  .superRefine((address, context) => {
    if (isBlankAddress(address)) return;
    const required = [
      ['street1', contactMessages.streetRequired],
      ['city', contactMessages.cityRequired],
      ['state', contactMessages.stateRequired],
      ['postalCode', contactMessages.postalCodeRequired],
    ] as const;
    for (const [field, message] of required) {
      if (isBlank(address[field])) context.addIssue({ code: 'custom', path: [field], message });
    }
    if (!isBlank(address.state) && address.state.length <= contactLimits.state && !isUsStateCode(address.state)) {
      context.addIssue({ code: 'custom', path: ['state'], message: contactMessages.stateInvalid });
    }
    if (!isBlank(address.postalCode) && address.postalCode.length <= contactLimits.postalCode && !isUsZipCode(address.postalCode)) {
      context.addIssue({ code: 'custom', path: ['postalCode'], message: contactMessages.postalCodeInvalid });
    }
  });

export const telephoneInputSchema = telephoneSchema.superRefine((telephone, context) => {
  const problem = isBlank(telephone.number)
    ? contactMessages.telephoneRequired
    : telephone.number.length > contactLimits.telephone
      ? contactMessages.telephoneTooLong
      : isValidTelephoneNumber(telephone.number)
        ? null
        : contactMessages.telephoneInvalid;
  if (problem) context.addIssue({ code: 'custom', path: ['number'], message: problem });
});

export const emailInputSchema = emailSchema.superRefine((email, context) => {
  const problem = isBlank(email.address)
    ? contactMessages.emailRequired
    : email.address.trim().length > contactLimits.email
      ? contactMessages.emailTooLong
      : isValidEmailAddress(email.address)
        ? null
        : contactMessages.emailInvalid;
  if (problem) context.addIssue({ code: 'custom', path: ['address'], message: problem });
});

/** True when a non-empty list does not have exactly one primary item. */
function primaryProblem(items: readonly { primary: boolean }[]): boolean {
  return items.length > 0 && items.filter((item) => item.primary).length !== 1;
}

/** A list of telephone numbers or email addresses: each checked, and exactly one primary when there are any. */
function primaryListSchema<T extends z.ZodType<{ primary: boolean }>>(item: T, onePrimary: string) {
  return z.array(item).superRefine((list, context) => {
    if (primaryProblem(list)) context.addIssue({ code: 'custom', message: onePrimary });
  });
}

export const telephoneListInputSchema = primaryListSchema(telephoneInputSchema, contactMessages.onePrimaryTelephone);

export const emailListInputSchema = primaryListSchema(emailInputSchema, contactMessages.onePrimaryEmail);

/** What the editor of every record with contact lists sends (customers, locations, suppliers): Active and the lists. */
export const contactRecordInputSchema = z.object({
  active: z.boolean(),
  telephoneList: telephoneListInputSchema,
  emailList: emailListInputSchema,
});

/** Several addresses (customers): each address type that is present has exactly one primary. */
export const addressListInputSchema = z.array(addressInputSchema).superRefine((list, context) => {
  for (const type of addressTypes) {
    if (primaryProblem(list.filter((address) => address.addressType === type))) {
      context.addIssue({ code: 'custom', message: contactMessages.onePrimaryAddress(type) });
    }
  }
});

export function isBlankAddress(address: StreetAddress): boolean {
  return [address.street1, address.street2, address.city, address.state, address.postalCode].every(isBlank);
}

/** A blank address for a form (the form always holds an address object; blank means none). */
export function blankAddress(addressType: AddressType = 'Service'): Address {
  return { context: '', addressType, street1: '', street2: '', city: '', state: '', postalCode: '', primary: true };
}

/** The address a form edits: the record's, or a blank one. */
export function addressToForm(address: Address | null, addressType: AddressType = 'Service'): Address {
  return address ? { ...address } : blankAddress(addressType);
}

/** The address to save: trimmed, the state code in capitals, or `null` when every part is blank. */
export function normalizeAddress(address: Address | null): Address | null {
  if (!address || isBlankAddress(address)) return null;
  return {
    ...address,
    street1: address.street1.trim(),
    street2: address.street2.trim(),
    city: address.city.trim(),
    state: address.state.trim().toUpperCase(),
    postalCode: address.postalCode.trim(),
    ...(address.notes === undefined ? {} : { notes: address.notes.replace(/\s+$/, '') }),
  };
}

/**
 * Marks exactly one item of each group as primary: the first one already marked, else the first of
 * the group. Groups are the whole list unless `groupOf` says otherwise.
 */
export function withOnePrimary<T extends { primary: boolean }>(items: readonly T[], groupOf: (item: T) => string = () => ''): T[] {
  const chosen = new Map<string, number>();
  items.forEach((item, index) => {
    const group = groupOf(item);
    if (item.primary && !chosen.has(group)) chosen.set(group, index);
  });
  items.forEach((item, index) => {
    const group = groupOf(item);
    if (!chosen.has(group)) chosen.set(group, index);
  });
  return items.map((item, index) => {
    const primary = chosen.get(groupOf(item)) === index;
    return item.primary === primary ? item : { ...item, primary };
  });
}

/** Telephone numbers to save: trimmed, with exactly one primary. */
export function normalizeTelephones(list: readonly Telephone[]): Telephone[] {
  return withOnePrimary(list.map((telephone) => ({ ...telephone, number: telephone.number.trim() })));
}

/** Email addresses to save: trimmed, with exactly one primary. */
export function normalizeEmails(list: readonly Email[]): Email[] {
  return withOnePrimary(list.map((email) => ({ ...email, address: email.address.trim() })));
}

/** A record's telephone numbers and email addresses as its form edits them (copies). */
export function contactListsToForm(record: { telephoneList: readonly Telephone[]; emailList: readonly Email[] }) {
  return { telephoneList: record.telephoneList.map((telephone) => ({ ...telephone })), emailList: record.emailList.map((email) => ({ ...email })) };
}

/** The telephone numbers and email addresses a form saves: trimmed, with exactly one primary each. */
export function contactListsFromForm(values: { telephoneList: readonly Telephone[]; emailList: readonly Email[] }) {
  return { telephoneList: normalizeTelephones(values.telephoneList), emailList: normalizeEmails(values.emailList) };
}

/** A record with one address (a location, a supplier): its address and lists as its form edits them. */
export function contactPartsToForm(record: { address: Address | null; telephoneList: readonly Telephone[]; emailList: readonly Email[] }) {
  return { address: addressToForm(record.address), ...contactListsToForm(record) };
}

/** What a record with one address saves of its contact parts: a blank address as none, the lists normalized. */
export function contactPartsFromForm(values: { address: Address; telephoneList: readonly Telephone[]; emailList: readonly Email[] }) {
  return { address: normalizeAddress(values.address), ...contactListsFromForm(values) };
}

/** The messages of a failed validation, once each, in order (the mock answers them as a 400). */
export function validationMessages(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.message))];
}
