import { endpoints } from '@/config/endpoints';
import { smtpSettingsSchema } from '@/lib/schemas/smtp-schemas';
import { smtpKeys } from './smtp-keys';
import { getQuery } from '@/lib/api-query';

/** `GET SystemSetting/GetAllSmtp`: the SMTP settings, the password masked. */
const smtpSettingsQuery = getQuery({ endpoint: endpoints.systemSettingGroups.getAllSmtp, schema: smtpSettingsSchema, queryKey: smtpKeys.settings, staleTime: 0 });

export const getSmtpSettings = smtpSettingsQuery.request;
export const smtpSettingsQueryOptions = smtpSettingsQuery.queryOptions;
export const useSmtpSettings = smtpSettingsQuery.useQuery;
