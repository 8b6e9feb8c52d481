import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { userPreferenceSchema, type UserPreference } from '@/lib/auth/auth-schemas';
import { sessionStore } from '@/lib/auth/session-store';
import { preferenceKeys } from './preference-keys';

/** Keeps the signed-in user's state in step with a saved preference. */
export function applyPreferenceToSession(preference: UserPreference): void {
  sessionStore.updateUserState((user) => {
    const others = user.preferences.filter((item) => item.key !== preference.key);
    return { ...user, preferences: [...others, preference] };
  });
}

export async function updateUserPreference(preference: UserPreference): Promise<UserPreference> {
  const response = await api.get(endpoints.userPreference.update, { params: preference });
  const saved = userPreferenceSchema.parse(response.data);
  applyPreferenceToSession(saved);
  return saved;
}

export function useUpdateUserPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserPreference,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: preferenceKeys.all }),
  });
}
