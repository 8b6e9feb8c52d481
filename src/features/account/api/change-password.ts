import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { postCommand } from '@/lib/api-mutation';
import type { ChangePasswordRequest } from '@/lib/auth/auth-schemas';

export const changePassword = postCommand<ChangePasswordRequest>(endpoints.auth.changePassword);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
