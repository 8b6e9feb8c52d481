import { z } from 'zod';

/** A picklist value as records carry it (intake type, job status, ...). */
export const picklistRefSchema = z.object({ context: z.string(), text: z.string() });
export type PicklistRef = z.infer<typeof picklistRefSchema>;

/** A member of staff a record is assigned to. */
export const personnelRefSchema = z.object({ context: z.string(), name: z.string() });
export type PersonnelRef = z.infer<typeof personnelRefSchema>;

export const addressTypes = ['Service', 'Billing'] as const;
export type AddressType = (typeof addressTypes)[number];

/** The postal part of an address: what a record's addresses and the company's own address hold. */
export const streetAddressSchema = z.object({
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
});
export type StreetAddress = z.infer<typeof streetAddressSchema>;

/** An entry of a record's addresses, telephone numbers or email addresses: one of each kind is primary. */
const contactEntrySchema = z.object({ context: z.string(), primary: z.boolean() });

export const addressSchema = streetAddressSchema.extend({
  ...contactEntrySchema.shape,
  addressType: z.enum(addressTypes),
  /** What whoever goes there should know (a gate code, a dog in the yard): customers' service addresses. */
  notes: z.string().optional(),
});
export type Address = z.infer<typeof addressSchema>;

export const telephoneTypes = ['Mobile', 'Home', 'Work', 'Fax', 'Other'] as const;
export type TelephoneType = (typeof telephoneTypes)[number];

export const telephoneSchema = contactEntrySchema.extend({ telephoneType: z.enum(telephoneTypes), number: z.string() });
export type Telephone = z.infer<typeof telephoneSchema>;

export const emailTypes = ['Personal', 'Work', 'Billing', 'Other'] as const;
export type EmailType = (typeof emailTypes)[number];

export const emailSchema = contactEntrySchema.extend({ emailType: z.enum(emailTypes), address: z.string() });
export type Email = z.infer<typeof emailSchema>;

/** When and by whom: the stamp of an audit or history entry (a logon, a field's change). */
export const auditStampSchema = z.object({ dateTime: z.string(), userName: z.string() });

/**
 * When a record was created and last changed (ISO date-times), and its version: it is sent back with
 * an update, and the server answers 409 when the record changed since.
 */
export const recordStampShape = { dateCreated: z.string(), dateModified: z.string(), version: z.number().int() };

/** A customer as other records embed it: enough to name, badge and contact them. */
export const customerRefSchema = z.object({
  context: z.string(),
  customerName: z.string(),
  /** The parent customer's name when this customer is a sub-customer (a property or site). */
  parentCustomerName: z.string().nullable(),
  active: z.boolean(),
  telephoneList: z.array(telephoneSchema),
  emailList: z.array(emailSchema),
  address: addressSchema.nullable(),
});
export type CustomerRef = z.infer<typeof customerRefSchema>;

/** A customer as a document or a visit names them: the name and how to reach them. */
export const customerContactSchema = customerRefSchema.pick({ context: true, customerName: true, telephoneList: true, emailList: true });

/** Spec 1 §5: list searches need a term of at least 3 characters (or none). */
export const SEARCH_TERM_MIN_LENGTH = 3;
export const SEARCH_TERM_TOO_SHORT_MESSAGE = `The search term must be at least ${SEARCH_TERM_MIN_LENGTH} characters.`;

/** The paging part of every search request. `pageNumber` is 0-based. */
export const pagingSchema = z.object({
  pageNumber: z.number().int().min(0),
  pageSize: z.number().int().min(1).max(200),
});

export const sortDirections = ['ASC', 'DESC'] as const;
export const sortSchema = z.object({ by: z.string(), direction: z.enum(sortDirections) });
export type Sort = z.infer<typeof sortSchema>;

/** A sort by one of a list's own `columns`; any other column is refused as "Cannot sort by …". */
export function columnSortSchema<const T extends readonly [string, ...string[]]>(columns: T) {
  return z.object({
    by: z.enum(columns, { error: (issue) => `Cannot sort by ${String(issue.input)}.` }),
    direction: z.enum(sortDirections),
  });
}

/**
 * What every list search sends: the term, the sort and the page (`pagedSearchRequest` in
 * `lib/record-list.ts` builds it from the list's address). Each search extends it with its filters.
 */
export const listSearchRequestSchema = z.object({ searchTerm: z.string(), sort: sortSchema }).extend(pagingSchema.shape);

/**
 * A row of a list of records with contact lines that may be inactive (customers, locations,
 * suppliers): the primary address, telephone number and email address only.
 */
export const contactListItemSchema = z.object({
  context: z.string(),
  active: z.boolean(),
  address: addressSchema.nullable(),
  telephone: z.string().nullable(),
  email: z.string().nullable(),
});

/** The answer of every search call. */
export function searchResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    /** Records matching the filter. */
    searchResultCount: z.number().int(),
    /** Records of this kind, before filtering. */
    totalCount: z.number().int(),
  });
}
