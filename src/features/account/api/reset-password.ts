import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { postCall } from '@/lib/api-mutation';
import { passwordResetResponseSchema, type PasswordResetRequest } from '@/lib/auth/auth-schemas';

export const resetPassword = postCall<PasswordResetRequest, { username: string }>(endpoints.auth.resetPassword, passwordResetResponseSchema);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
