import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { smtpSettingsSchema, type SmtpSettings, type SmtpSettingsForm } from '@/lib/schemas/smtp-schemas';
import { smtpKeys } from './smtp-keys';
import { useSaveIntoCache } from '@/lib/use-save-into-cache';

/** `POST SystemSetting/UpdateSmtp`: saves the settings (values as text); answers them, the password masked. */
export async function updateSmtpSettings(settings: SmtpSettingsForm): Promise<SmtpSettings> {
  const response = await api.post(endpoints.systemSettingGroups.updateSmtp, settings);
  return smtpSettingsSchema.parse(response.data);
}

export function useUpdateSmtpSettings() {
  return useSaveIntoCache(updateSmtpSettings, smtpKeys.settings());
}
