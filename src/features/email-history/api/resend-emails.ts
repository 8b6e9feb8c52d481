import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { resendResponseSchema, type ResendRequest } from '@/lib/schemas/email-history-schemas';

/** `POST Resend`: sends the emails again; answers the new emails' contexts. */
export async function resendEmails(contexts: ResendRequest): Promise<string[]> {
  const response = await api.post(endpoints.emailHistory.resend, contexts);
  return resendResponseSchema.parse(response.data);
}

export function useResendEmails() {
  return useMutation({
    mutationFn: resendEmails,
    // The new email joins the list and the originals now have a child.
    meta: { invalidates: ['email'] },
  });
}
