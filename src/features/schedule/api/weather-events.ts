import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { weatherEventSchema, type WeatherEvent, type WeatherEventCreateRequest } from '@/lib/schemas/schedule-schemas';

/** `POST WeatherEvent/Create`. */
export async function createWeatherEvent(request: WeatherEventCreateRequest): Promise<WeatherEvent> {
  const response = await api.post(endpoints.weatherEvent.create, request);
  return weatherEventSchema.parse(response.data);
}

/** `DELETE WeatherEvent/Delete?context=…`. */
export async function deleteWeatherEvent(context: string): Promise<void> {
  await api.delete(endpoints.weatherEvent.delete, { params: { context } });
}

export function useCreateWeatherEvent() {
  return useMutation({ mutationFn: createWeatherEvent, meta: { invalidates: ['schedule'] } });
}

export function useDeleteWeatherEvent() {
  return useMutation({ mutationFn: deleteWeatherEvent, meta: { invalidates: ['schedule'] } });
}
