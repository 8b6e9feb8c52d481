import { z } from 'zod';
import { listSearchRequestSchema } from './common-schemas';
import { NAMED_CONTACT_NAME_MAX, namedContactListItemSchema, namedContactNameMessages, namedContactNameSchema, namedContactRecordSchema } from './named-contact-schemas';

/** Spec 1 §5: location name required, not blank-only, max 150 (the named contact records' name rule). */
export const LOCATION_NAME_MAX = NAMED_CONTACT_NAME_MAX;

export const locationMessages = namedContactNameMessages;

/** A location as the server answers it (`Location/GetByContext`, `Create`, `Update`). */
export const locationSchema = namedContactRecordSchema;
export type LocationRecord = z.infer<typeof locationSchema>;

/** A row of the location list: the primary telephone number and email address only. */
export const locationListItemSchema = namedContactListItemSchema;
export type LocationListItem = z.infer<typeof locationListItemSchema>;

export const locationNameSchema = namedContactNameSchema;

/** Sort columns of the location search; `Name` is the default. */
export const locationSortFields = ['Name'] as const;
export type LocationSortField = (typeof locationSortFields)[number];

/** `POST LocationSearch/Search`: filter (active, searchTerm), sort and paging. `active: null` means all. */
export const locationSearchRequestSchema = listSearchRequestSchema.extend({ active: z.boolean().nullable() });
export type LocationSearchRequest = z.infer<typeof locationSearchRequestSchema>;
