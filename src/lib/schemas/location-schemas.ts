import { z } from 'zod';
import { addressSchema, emailSchema, pagingSchema, sortSchema, telephoneSchema } from './common-schemas';
import { addressInputSchema, emailListInputSchema, telephoneListInputSchema } from './contact-schemas';

/** Spec 1 §5: location name required, not blank-only, max 150. */
export const LOCATION_NAME_MAX = 150;

export const locationMessages = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name cannot be more than ${LOCATION_NAME_MAX} characters.`,
} as const;

/** A location as the server answers it (`Location/GetByContext`, `Create`, `Update`). */
export const locationSchema = z.object({
  context: z.string(),
  active: z.boolean(),
  name: z.string(),
  address: addressSchema.nullable(),
  emailList: z.array(emailSchema),
  telephoneList: z.array(telephoneSchema),
  /** Sent back with an update; the server answers 409 when the record changed since. */
  version: z.number().int(),
});
export type LocationRecord = z.infer<typeof locationSchema>;

/** A row of the location list: the primary telephone number and email address only. */
export const locationListItemSchema = z.object({
  context: z.string(),
  active: z.boolean(),
  name: z.string(),
  address: addressSchema.nullable(),
  telephone: z.string().nullable(),
  email: z.string().nullable(),
});
export type LocationListItem = z.infer<typeof locationListItemSchema>;

export const locationNameSchema = z
  .string()
  .refine((name) => name.trim() !== '', locationMessages.nameRequired)
  .refine((name) => name.trim().length <= LOCATION_NAME_MAX, locationMessages.nameTooLong);

const locationFields = {
  active: z.boolean(),
  name: locationNameSchema,
  emailList: emailListInputSchema,
  telephoneList: telephoneListInputSchema,
};

/** The location editor's values: the address is always an object (all blank means none). */
export const locationFormSchema = z.object({ ...locationFields, address: addressInputSchema });
export type LocationFormValues = z.infer<typeof locationFormSchema>;

/** `POST Location/Create`. */
export const locationCreateRequestSchema = z.object({ ...locationFields, address: addressInputSchema.nullable() });
export type LocationCreateRequest = z.infer<typeof locationCreateRequestSchema>;

/** `POST Location/Update`: the record's context and the version it was loaded at. */
export const locationUpdateRequestSchema = locationCreateRequestSchema.extend({
  context: z.string().min(1),
  version: z.number().int(),
});
export type LocationUpdateRequest = z.infer<typeof locationUpdateRequestSchema>;

/** Sort columns of the location search; `Name` is the default. */
export const locationSortFields = ['Name'] as const;
export type LocationSortField = (typeof locationSortFields)[number];

/** `POST LocationSearch/Search`: filter (active, searchTerm), sort and paging. `active: null` means all. */
export const locationSearchRequestSchema = z
  .object({
    searchTerm: z.string(),
    active: z.boolean().nullable(),
    sort: sortSchema,
  })
  .extend(pagingSchema.shape);
export type LocationSearchRequest = z.infer<typeof locationSearchRequestSchema>;
