import { endpoints } from '@/config/endpoints';
import { contextQuery, getQuery } from '@/lib/api-query';
import { locationPicklistSchema, resourceAttributeSchema } from '@/lib/schemas/resource-schemas';
import { locationPicklistKey, resourceKeys } from './resource-keys';

/** `GET ResourceAttribute/GetByResourceType?context=…`: the attributes a resource of the type may carry. */
export const useResourceAttributes = contextQuery({
  endpoint: endpoints.resourceAttribute.getByResourceType,
  schema: resourceAttributeSchema.array(),
  queryKey: resourceKeys.attributes,
}).useQuery;

/** `GET Location/GetPicklist`: the company's locations (the list's filter and the editor's Location). */
export const useLocationPicklist = getQuery({ endpoint: endpoints.location.getPicklist, schema: locationPicklistSchema, queryKey: locationPicklistKey }).useQuery;
