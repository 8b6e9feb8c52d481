import { z } from 'zod';
import { listSearchRequestSchema, picklistRefSchema } from './common-schemas';
import { NAMED_CONTACT_NAME_MAX, namedContactListItemSchema, namedContactNameMessages, namedContactNameSchema, namedContactRecordSchema } from './named-contact-schemas';

/** Spec 1 §5: supplier name required, max 150 (the named contact records' name rule); notes max 4000; webSiteAddress max 200. */
export const SUPPLIER_NAME_MAX = NAMED_CONTACT_NAME_MAX;
export const SUPPLIER_NOTES_MAX = 4000;
export const SUPPLIER_WEB_SITE_MAX = 200;

export const supplierMessages = {
  ...namedContactNameMessages,
  notesTooLong: `Notes cannot be more than ${SUPPLIER_NOTES_MAX} characters.`,
  webSiteTooLong: `Web Site Address cannot be more than ${SUPPLIER_WEB_SITE_MAX} characters.`,
  webSiteInvalid: 'Web Site Address must be a valid address starting with http:// or https://.',
  supplierTypeUnknown: 'Choose a supplier type from the list.',
} as const;

/** True for an absolute http or https address with a host name (`https://supply.example.com/parts`). */
export function isWebSiteAddress(value: string): boolean {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed) || /\s/.test(trimmed)) return false;
  try {
    const url = new URL(trimmed);
    return (url.protocol === 'http:' || url.protocol === 'https:') && (url.hostname.includes('.') || url.hostname === 'localhost');
  } catch {
    return false;
  }
}

/** What a supplier's record and its list row add to a named contact record's. */
const supplierDetailsSchema = z.object({
  /** The SupplierType picklist item; `null` when none was chosen. */
  supplierType: picklistRefSchema.nullable(),
  webSiteAddress: z.string(),
});

/** A supplier as the server answers it (`Supplier/GetByContext`, `Create`, `Update`). */
export const supplierSchema = namedContactRecordSchema.extend({ ...supplierDetailsSchema.shape, notes: z.string() });
export type Supplier = z.infer<typeof supplierSchema>;

/** A row of the supplier list: the primary telephone number and email address only. */
export const supplierListItemSchema = namedContactListItemSchema.extend(supplierDetailsSchema.shape);
export type SupplierListItem = z.infer<typeof supplierListItemSchema>;

export const supplierNameSchema = namedContactNameSchema;

export const webSiteAddressSchema = z
  .string()
  .refine((value) => value.trim().length <= SUPPLIER_WEB_SITE_MAX, supplierMessages.webSiteTooLong)
  .refine((value) => value.trim() === '' || value.trim().length > SUPPLIER_WEB_SITE_MAX || isWebSiteAddress(value), supplierMessages.webSiteInvalid);

export const supplierNotesSchema = z.string().max(SUPPLIER_NOTES_MAX, supplierMessages.notesTooLong);

/** Spec 1 §9: sort by Name or SupplierType, ascending or descending; default Name ascending. */
export const supplierSortFields = ['Name', 'SupplierType'] as const;
export type SupplierSortField = (typeof supplierSortFields)[number];

/**
 * `POST SupplierSearch/Search`: filter (active, supplierType, searchTerm), sort and paging.
 * `active: null` means all; `supplierType` is a SupplierType context or `null` for every type.
 */
export const supplierSearchRequestSchema = listSearchRequestSchema.extend({
  active: z.boolean().nullable(),
  supplierType: z.string().nullable(),
});
export type SupplierSearchRequest = z.infer<typeof supplierSearchRequestSchema>;
