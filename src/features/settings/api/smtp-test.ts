import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import type { SmtpTestRequest } from '@/lib/schemas/smtp-schemas';

/**
 * `POST SystemSetting/TestSmtp`: sends a test email through the given server. A server that cannot
 * be reached answers 422 with the reason, shown in the error modal like any other refusal.
 */
export async function testSmtp(request: SmtpTestRequest): Promise<void> {
  await api.post(endpoints.systemSettingGroups.testSmtp, request);
}

export function useTestSmtp() {
  return useMutation({ mutationFn: testSmtp });
}
