import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { emailHistoryDetailSchema, type EmailHistoryDetail } from '@/lib/schemas/email-history-schemas';
import { emailHistoryKeys } from './email-history-keys';

/** `GET EmailHistory/GetByContext`: one sent email with its body. */
export async function getEmail(context: string): Promise<EmailHistoryDetail> {
  const response = await api.get(endpoints.emailHistory.getByContext, { params: { context } });
  return emailHistoryDetailSchema.parse(response.data);
}

export function emailQueryOptions(context: string) {
  return queryOptions({ queryKey: emailHistoryKeys.detail(context), queryFn: () => getEmail(context) });
}

export function useEmail(context: string | null) {
  return useQuery({ ...emailQueryOptions(context ?? ''), enabled: context !== null });
}
