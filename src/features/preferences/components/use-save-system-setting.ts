import { toast } from '@/components/toasts';
import { useUpdateSystemSetting } from '../api/update-system-setting';
import { preferenceMessages } from '../model/preference-messages';

/** Saves one system setting (value as text) and confirms with a toast. */
export function useSaveSystemSetting(code: string): (value: string) => Promise<void> {
  const { mutateAsync } = useUpdateSystemSetting();
  return async (value) => {
    await mutateAsync({ code, value });
    toast.success(preferenceMessages.globalPreferenceUpdated);
  };
}
