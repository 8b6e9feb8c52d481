import { toast } from '@/components/toasts';
import { useUpdateUserPreference } from '@/lib/user-preferences/update-user-preference';
import { preferenceMessages } from '../model/preference-messages';

/** Saves one preference of the user (also into the session's user state) and confirms with a toast. */
export function useSaveUserPreference(key: string): (value: string) => Promise<void> {
  const { mutateAsync } = useUpdateUserPreference();
  return async (value) => {
    await mutateAsync({ key, value });
    toast.success(preferenceMessages.userPreferenceUpdated);
  };
}
