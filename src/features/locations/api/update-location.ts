import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { locationSchema, type LocationRecord } from '@/lib/schemas/location-schemas';
import { type LocationUpdateRequest } from '@/lib/schemas/location-request-schemas';
import { locationKeys } from './location-keys';

/**
 * `POST Location/Update` with the version the location was loaded at; a 409 (changed since) is
 * shown by the API client and the editor keeps what was typed.
 */
export async function updateLocation(request: LocationUpdateRequest): Promise<LocationRecord> {
  const response = await api.post(endpoints.location.update, request);
  return locationSchema.parse(response.data);
}

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocation,
    meta: { invalidates: ['location'] },
    onSuccess: (saved) => {
      queryClient.setQueryData(locationKeys.detail(saved.context), saved);
    },
  });
}
