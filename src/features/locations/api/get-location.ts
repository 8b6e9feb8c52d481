import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { locationSchema, type LocationRecord } from '@/lib/schemas/location-schemas';
import { locationKeys } from './location-keys';

/** `GET Location/GetByContext?context=…`. */
export async function getLocation(context: string): Promise<LocationRecord> {
  const response = await api.get(endpoints.location.get, { params: { context } });
  return locationSchema.parse(response.data);
}

export function locationQueryOptions(context: string) {
  return queryOptions({ queryKey: locationKeys.detail(context), queryFn: () => getLocation(context) });
}

export function useLocation(context: string, options: { refetchOnWindowFocus?: boolean } = {}) {
  return useQuery({ ...locationQueryOptions(context), refetchOnWindowFocus: options.refetchOnWindowFocus ?? true });
}
