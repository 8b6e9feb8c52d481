import { z } from 'zod';
import { picklistRefSchema } from './common-schemas';
import { addressInputSchema, contactRecordInputSchema } from './contact-schemas';
import { recordVersionSchema } from './editor-schemas';
import { supplierNameSchema, supplierNotesSchema, webSiteAddressSchema } from './supplier-schemas';

/**
 * Suppliers: the editor's values and what it sends. Apart from supplier-schemas.ts because the
 * contact rules check telephone numbers with libphonenumber-js: only editors and the mock load it.
 */

const supplierFields = contactRecordInputSchema.extend({
  name: supplierNameSchema,
  webSiteAddress: webSiteAddressSchema,
  notes: supplierNotesSchema,
});

/**
 * The supplier editor's values: the supplier type as its picklist context (`''` for none) and the
 * address always an object (all blank means none).
 */
export const supplierFormSchema = supplierFields.extend({ supplierTypeContext: z.string(), address: addressInputSchema });
export type SupplierFormValues = z.infer<typeof supplierFormSchema>;

/** `POST Supplier/Create`. The server takes the type's text from the picklist. */
export const supplierCreateRequestSchema = supplierFields.extend({
  supplierType: picklistRefSchema.nullable(),
  address: addressInputSchema.nullable(),
});
export type SupplierCreateRequest = z.infer<typeof supplierCreateRequestSchema>;

/** `POST Supplier/Update`: the record's context and the version it was loaded at. */
export const supplierUpdateRequestSchema = supplierCreateRequestSchema.extend(recordVersionSchema.shape);
export type SupplierUpdateRequest = z.infer<typeof supplierUpdateRequestSchema>;

