import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';

const emailResetLinkResponseSchema = z.unknown();

export async function emailResetLink(email: string): Promise<void> {
  const response = await api.post(endpoints.auth.emailResetLink, { email });
  emailResetLinkResponseSchema.parse(response.data);
}

export function useEmailResetLink() {
  return useMutation({ mutationFn: emailResetLink });
}
