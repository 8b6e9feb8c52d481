import { z } from 'zod';
import { richTextLength } from '../rich-text';
import { listSearchRequestSchema, personnelRefSchema, picklistRefSchema } from './common-schemas';
import { isStrictIsoDate } from './date-schemas';
import { recordVersionSchema, trimmedTextSchema } from './editor-schemas';

/**
 * Resources (spec 3 §3 Resource, §5, §9): equipment, vehicles and places (trucks, ladders, meters,
 * warehouses) assignable to personnel, with attributes of their type. The client's forms and the
 * mock server check the same rules.
 */

/** Spec 3 §9: name at most 150, description at most 1000 characters of text. */
export const RESOURCE_NAME_MAX = 150;
export const RESOURCE_DESCRIPTION_MAX = 1000;
export const RESOURCE_ATTRIBUTE_VALUE_MAX = 250;

export const resourceMessages = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name cannot be more than ${RESOURCE_NAME_MAX} characters.`,
  descriptionTooLong: `Description cannot be more than ${RESOURCE_DESCRIPTION_MAX} characters.`,
  dateIssuedInvalid: 'Date Issued must be a valid date.',
  attributeRequired: 'Attribute is required.',
  valueRequired: 'Value is required.',
  valueTooLong: `Value cannot be more than ${RESOURCE_ATTRIBUTE_VALUE_MAX} characters.`,
  /** Spec 3 §8. */
  duplicateAttributes: 'Duplicate attributes selected',
  /** Spec 3 §2. */
  selectTypeFirst: 'To add attributes, you must first select a Resource Type.',
  contextRequired: 'A resource context is required.',
  notFound: 'Resource not found',
  typeUnknown: 'Choose an active resource type from the list.',
  attributeUnknown: 'Choose the attributes from those of the resource type.',
  locationUnknown: 'Choose a location from the list.',
  personnelUnknown: 'Choose a person from the list.',
  conflict:
    'This resource was changed by someone else after you opened it. Your changes are still on the screen; reload the resource to see the latest version before saving again.',
} as const;

/** A resource's location (a company location) as a picklist shows it. */
export const locationRefSchema = z.object({ context: z.string(), name: z.string() });
export type LocationRef = z.infer<typeof locationRefSchema>;

/** An attribute on a resource: which attribute of its type, its label and the value. */
export const resourceAttributeValueSchema = z.object({ attributeContext: z.string(), label: z.string(), value: z.string() });
export type ResourceAttributeValue = z.infer<typeof resourceAttributeValueSchema>;

/** What a resource's list row and its record share. */
const resourceSummarySchema = z.object({
  context: z.string(),
  name: z.string(),
  active: z.boolean(),
  resourceType: picklistRefSchema.nullable(),
  location: locationRefSchema.nullable(),
  assignedTo: personnelRefSchema.nullable(),
  /** `yyyy-MM-dd`, or null when not issued. */
  dateIssued: z.string().nullable(),
});

/** A row of the resource list. */
export const resourceListItemSchema = resourceSummarySchema;
export type ResourceListItem = z.infer<typeof resourceListItemSchema>;

/** A resource as the server answers it (`Resource/GetByContext`, `Create`, `Update`); `description` is sanitized HTML. */
export const resourceSchema = resourceSummarySchema.extend({
  description: z.string(),
  attributes: z.array(resourceAttributeValueSchema),
  version: z.number().int(),
});
export type Resource = z.infer<typeof resourceSchema>;

/** `GET ResourceAttribute/GetByResourceType?context=…`: the attributes a resource of the type may carry. */
export const resourceAttributeSchema = z.object({ context: z.string(), name: z.string(), active: z.boolean() });
export type ResourceAttribute = z.infer<typeof resourceAttributeSchema>;

/** `GET Location/GetPicklist`: the company's locations by name. */
export const locationPicklistSchema = z.array(locationRefSchema.extend({ active: z.boolean() }));
export type LocationPicklistItem = z.infer<typeof locationPicklistSchema>[number];

/** Spec 3 §9: Name (default, ascending), AssignedTo, ResourceType, DateIssued, Location. */
export const resourceSortFields = ['Name', 'AssignedTo', 'ResourceType', 'DateIssued', 'Location'] as const;
export type ResourceSortField = (typeof resourceSortFields)[number];

/** `POST ResourceSearch/Search` (spec 3 §3): each filter a context, or null for all; `active` null for all. */
export const resourceSearchRequestSchema = listSearchRequestSchema.extend({
  active: z.boolean().nullable(),
  location: z.string().nullable(),
  assignedTo: z.string().nullable(),
  resourceType: z.string().nullable(),
});
export type ResourceSearchRequest = z.infer<typeof resourceSearchRequestSchema>;

/** One attribute row as typed: both parts required, and no attribute twice (marked on each repeat). */
const attributeEntrySchema = z.object({
  attributeContext: z.string().refine((value) => value.trim() !== '', resourceMessages.attributeRequired),
  value: trimmedTextSchema(RESOURCE_ATTRIBUTE_VALUE_MAX, { required: resourceMessages.valueRequired, tooLong: resourceMessages.valueTooLong }),
});

export const resourceAttributesSchema = z.array(attributeEntrySchema).superRefine((rows, context) => {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (row.attributeContext === '') return;
    if (seen.has(row.attributeContext)) context.addIssue({ code: 'custom', message: resourceMessages.duplicateAttributes, path: [index, 'attributeContext'] });
    seen.add(row.attributeContext);
  });
});
export type ResourceAttributeEntry = z.infer<typeof attributeEntrySchema>;

const resourceFields = z.object({
  name: trimmedTextSchema(RESOURCE_NAME_MAX, { required: resourceMessages.nameRequired, tooLong: resourceMessages.nameTooLong }),
  active: z.boolean(),
  /** Rich text (HTML); the limit counts its text. */
  description: z.string().refine((value) => richTextLength(value) <= RESOURCE_DESCRIPTION_MAX, resourceMessages.descriptionTooLong),
  attributes: resourceAttributesSchema,
});

const dateIssuedField = z.string().refine((value) => value === '' || isStrictIsoDate(value), resourceMessages.dateIssuedInvalid);

/** The resource editor's values: each picklist choice as its context (`''` for none), the date `yyyy-MM-dd` or `''`. */
export const resourceFormSchema = resourceFields.extend({
  resourceTypeContext: z.string(),
  locationContext: z.string(),
  assignedToContext: z.string(),
  dateIssued: dateIssuedField,
});
export type ResourceFormValues = z.infer<typeof resourceFormSchema>;

/** `POST Resource/Create`: the choices as contexts (null for none); the server reads their names. */
export const resourceCreateRequestSchema = resourceFields.extend({
  resourceTypeContext: z.string().min(1).nullable(),
  locationContext: z.string().min(1).nullable(),
  assignedToContext: z.string().min(1).nullable(),
  dateIssued: z.string().refine(isStrictIsoDate, resourceMessages.dateIssuedInvalid).nullable(),
});
export type ResourceCreateRequest = z.infer<typeof resourceCreateRequestSchema>;

/** `POST Resource/Update`: the record's context and the version it was loaded at (409 when it changed since). */
export const resourceUpdateRequestSchema = resourceCreateRequestSchema.extend(recordVersionSchema.shape);
export type ResourceUpdateRequest = z.infer<typeof resourceUpdateRequestSchema>;
