import type { z } from 'zod';
import { addressInputSchema, contactRecordInputSchema } from './contact-schemas';
import { recordVersionSchema } from './editor-schemas';
import { locationNameSchema } from './location-schemas';

/**
 * Locations: the editor's values and what it sends. Apart from location-schemas.ts because the
 * contact rules check telephone numbers with libphonenumber-js: only editors and the mock load it.
 */

const locationFields = contactRecordInputSchema.extend({ name: locationNameSchema });

/** The location editor's values: the address is always an object (all blank means none). */
export const locationFormSchema = locationFields.extend({ address: addressInputSchema });
export type LocationFormValues = z.infer<typeof locationFormSchema>;

/** `POST Location/Create`. */
export const locationCreateRequestSchema = locationFields.extend({ address: addressInputSchema.nullable() });
export type LocationCreateRequest = z.infer<typeof locationCreateRequestSchema>;

/** `POST Location/Update`: the record's context and the version it was loaded at. */
export const locationUpdateRequestSchema = locationCreateRequestSchema.extend(recordVersionSchema.shape);
export type LocationUpdateRequest = z.infer<typeof locationUpdateRequestSchema>;

