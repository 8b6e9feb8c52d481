import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { smtpSettingsSchema, type SmtpSettings } from '@/lib/schemas/smtp-schemas';
import { smtpKeys } from './smtp-keys';

/** `GET SystemSetting/GetAllSmtp`: the SMTP settings, the password masked. */
export async function getSmtpSettings(): Promise<SmtpSettings> {
  const response = await api.get(endpoints.systemSettingGroups.getAllSmtp);
  return smtpSettingsSchema.parse(response.data);
}

export function smtpSettingsQueryOptions() {
  return queryOptions({ queryKey: smtpKeys.settings(), queryFn: getSmtpSettings, staleTime: 0 });
}

export function useSmtpSettings() {
  return useQuery(smtpSettingsQueryOptions());
}
