import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import type { ChangePasswordRequest } from '@/lib/auth/auth-schemas';

const changePasswordResponseSchema = z.unknown();

export async function changePassword(request: ChangePasswordRequest): Promise<void> {
  const response = await api.post(endpoints.auth.changePassword, request);
  changePasswordResponseSchema.parse(response.data);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
