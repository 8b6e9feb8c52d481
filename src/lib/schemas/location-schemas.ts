import { z } from 'zod';
import { listSearchRequestSchema } from './common-schemas';
import { recordVersionSchema, trimmedTextSchema } from './editor-schemas';
import { namedContactListItemSchema, namedContactRecordSchema } from './named-contact-schemas';
import { addressInputSchema, contactRecordInputSchema } from './contact-schemas';

/** Spec 1 §5: location name required, not blank-only, max 150. */
export const LOCATION_NAME_MAX = 150;

export const locationMessages = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name cannot be more than ${LOCATION_NAME_MAX} characters.`,
} as const;

/** A location as the server answers it (`Location/GetByContext`, `Create`, `Update`). */
export const locationSchema = namedContactRecordSchema;
export type LocationRecord = z.infer<typeof locationSchema>;

/** A row of the location list: the primary telephone number and email address only. */
export const locationListItemSchema = namedContactListItemSchema;
export type LocationListItem = z.infer<typeof locationListItemSchema>;

export const locationNameSchema = trimmedTextSchema(LOCATION_NAME_MAX, { required: locationMessages.nameRequired, tooLong: locationMessages.nameTooLong });

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

/** Sort columns of the location search; `Name` is the default. */
export const locationSortFields = ['Name'] as const;
export type LocationSortField = (typeof locationSortFields)[number];

/** `POST LocationSearch/Search`: filter (active, searchTerm), sort and paging. `active: null` means all. */
export const locationSearchRequestSchema = listSearchRequestSchema.extend({ active: z.boolean().nullable() });
export type LocationSearchRequest = z.infer<typeof locationSearchRequestSchema>;
