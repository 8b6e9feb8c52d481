import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { userPreferenceDetailSchema, type UserPreferenceDetail } from '@/lib/schemas/settings-schemas';
import { userPreferenceKeys } from './user-preference-keys';

const userPreferencesResponseSchema = z.array(userPreferenceDetailSchema);

/** Every preference of the signed-in user, with what the Preferences screen needs to edit it. */
export async function getUserPreferences(): Promise<UserPreferenceDetail[]> {
  const response = await api.get(endpoints.userPreference.getAll);
  return userPreferencesResponseSchema.parse(response.data);
}

export function userPreferencesQueryOptions() {
  return queryOptions({ queryKey: userPreferenceKeys.list(), queryFn: getUserPreferences });
}

export function useUserPreferences() {
  return useQuery(userPreferencesQueryOptions());
}
