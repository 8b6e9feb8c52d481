import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { userPreferenceSchema, type UserPreference } from '@/lib/auth/auth-schemas';
import { sessionStore } from '@/lib/auth/session-store';
import { userPreferenceChanges } from './user-preference-keys';

const batchResponseSchema = z.array(userPreferenceSchema);

/** Saves several preferences at once; the answer is the user's full list, which replaces the session's. */
export async function updateUserPreferencesBatch(preferences: UserPreference[]): Promise<UserPreference[]> {
  const response = await api.post(endpoints.userPreference.updateBatch, preferences);
  const saved = batchResponseSchema.parse(response.data);
  sessionStore.updateUserState((user) => ({ ...user, preferences: saved }));
  return saved;
}

export function useUpdateUserPreferencesBatch() {
  return useMutation({ mutationFn: updateUserPreferencesBatch, meta: { invalidates: userPreferenceChanges } });
}
