import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { userPreferenceSchema, type UserPreference } from '@/lib/auth/auth-schemas';
import { preferenceKeys } from './preference-keys';

const userPreferencesResponseSchema = z.array(userPreferenceSchema);

export async function getUserPreferences(): Promise<UserPreference[]> {
  const response = await api.get(endpoints.userPreference.getAll);
  return userPreferencesResponseSchema.parse(response.data);
}

export function userPreferencesQueryOptions() {
  return queryOptions({ queryKey: preferenceKeys.list(), queryFn: getUserPreferences });
}

export function useUserPreferences() {
  return useQuery(userPreferencesQueryOptions());
}
