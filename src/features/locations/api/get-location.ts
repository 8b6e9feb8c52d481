import { endpoints } from '@/config/endpoints';
import { recordDetail } from '@/lib/record-endpoints';
import { locationSchema } from '@/lib/schemas/location-schemas';
import { locationKeys } from './location-keys';

/** `GET Location/GetByContext?context=…`. */
export const useLocation = recordDetail({ endpoint: endpoints.location.get, schema: locationSchema, queryKey: locationKeys.detail }).useRecord;
