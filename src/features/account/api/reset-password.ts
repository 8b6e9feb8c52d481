import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { passwordResetResponseSchema, type PasswordResetRequest } from '@/lib/auth/auth-schemas';

export async function resetPassword(request: PasswordResetRequest): Promise<{ username: string }> {
  const response = await api.post(endpoints.auth.resetPassword, request);
  return passwordResetResponseSchema.parse(response.data);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
