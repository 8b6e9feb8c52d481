import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { locationSchema, type LocationRecord } from '@/lib/schemas/location-schemas';
import { type LocationCreateRequest } from '@/lib/schemas/location-request-schemas';
import { locationKeys } from './location-keys';

/** `POST Location/Create`: answers the saved location. */
export async function createLocation(request: LocationCreateRequest): Promise<LocationRecord> {
  const response = await api.post(endpoints.location.create, request);
  return locationSchema.parse(response.data);
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    meta: { invalidates: ['location'] },
    onSuccess: (saved) => {
      queryClient.setQueryData(locationKeys.detail(saved.context), saved);
    },
  });
}
