import { z } from 'zod';
import { trimmedTextSchema } from './editor-schemas';
import { resourceAttributeSchema } from './resource-schemas';

/**
 * The attributes a resource type offers (spec 3 §3; issue 19's administration of resource types):
 * `ResourceAttribute/GetAllByResourceType`, `Create`, `Update`, `Delete`, ADMINISTRATOR only.
 */
export const RESOURCE_ATTRIBUTE_NAME_MAX = 100;

export const resourceAttributeMessages = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name cannot be more than ${RESOURCE_ATTRIBUTE_NAME_MAX} characters.`,
  duplicate: (name: string) => `${name} is already an attribute of this type.`,
  typeRequired: 'A resource type is required.',
  typeUnknown: 'This resource type does not exist.',
  notFound: 'Resource attribute not found',
  inUse: 'This attribute is used by resources and cannot be deleted. Make it inactive instead.',
} as const;

const nameSchema = trimmedTextSchema(RESOURCE_ATTRIBUTE_NAME_MAX, { required: resourceAttributeMessages.nameRequired, tooLong: resourceAttributeMessages.nameTooLong });

export const resourceAttributeCreateRequestSchema = z.object({
  resourceTypeContext: z.string().min(1, resourceAttributeMessages.typeRequired),
  name: nameSchema,
  active: z.boolean().optional(),
});
export type ResourceAttributeCreateRequest = z.infer<typeof resourceAttributeCreateRequestSchema>;

export const resourceAttributeUpdateRequestSchema = z.object({ context: z.string().min(1), name: nameSchema, active: z.boolean() });
export type ResourceAttributeUpdateRequest = z.infer<typeof resourceAttributeUpdateRequestSchema>;

/** An attribute as the administration shows it: with how many resources carry a value of it. */
export const resourceAttributeAdminSchema = resourceAttributeSchema.extend({ usedBy: z.number().int() });
export type ResourceAttributeAdmin = z.infer<typeof resourceAttributeAdminSchema>;
export const resourceAttributeAdminListSchema = z.array(resourceAttributeAdminSchema);
