import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { userPreferenceSchema, type UserPreference } from '@/lib/auth/auth-schemas';
import { sessionStore } from '@/lib/auth/session-store';
import type { UserPreferenceDetail } from '@/lib/schemas/settings-schemas';
import { userPreferenceChanges, userPreferenceKeys } from './user-preference-keys';

/** Keeps the signed-in user's state in step with a saved preference. */
export function applyPreferenceToSession(preference: UserPreference): void {
  sessionStore.updateUserState((user) => {
    const others = user.preferences.filter((item) => item.key !== preference.key);
    return { ...user, preferences: [...others, preference] };
  });
}

/** Sends the value as text (`GET UserPreference/Update?key&value`) and updates the session's user state. */
export async function updateUserPreference(preference: UserPreference): Promise<UserPreference> {
  const response = await api.get(endpoints.userPreference.update, { params: preference });
  const saved = userPreferenceSchema.parse(response.data);
  applyPreferenceToSession(saved);
  return saved;
}

export function useUpdateUserPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preference: UserPreference) => {
      const saved = await updateUserPreference(preference);
      // Patch the cached list first so editors show the saved value at once; the list on screen still refetches.
      queryClient.setQueryData<UserPreferenceDetail[]>(userPreferenceKeys.list(), (list) =>
        list?.map((item) => (item.key === saved.key ? { ...item, value: saved.value } : item)),
      );
      return saved;
    },
    meta: { invalidates: userPreferenceChanges },
  });
}
