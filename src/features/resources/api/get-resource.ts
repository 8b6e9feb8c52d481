import { endpoints } from '@/config/endpoints';
import { recordDetail } from '@/lib/record-endpoints';
import { resourceSchema } from '@/lib/schemas/resource-schemas';
import { resourceKeys } from './resource-keys';

/** `GET Resource/GetByContext?context=…`. */
export const useResource = recordDetail({ endpoint: endpoints.resource.get, schema: resourceSchema, queryKey: resourceKeys.detail }).useRecord;
