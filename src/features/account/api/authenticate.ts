import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { loginResponseSchema, type LoginRequest, type LoginResponse } from '@/lib/auth/session-schemas';
import { writeRefreshToken } from '@/lib/auth/refresh-token-storage';
import { sessionStore } from '@/lib/auth/session-store';

export async function authenticate(request: LoginRequest): Promise<LoginResponse> {
  const response = await api.post(endpoints.auth.authenticate, request);
  const result = loginResponseSchema.parse(response.data);
  if (result.authenticated && result.accessToken && result.refreshToken && result.userState) {
    writeRefreshToken(result.refreshToken);
    sessionStore.signIn(result.accessToken, result.userState);
  }
  return result;
}

export function useAuthenticate() {
  return useMutation({ mutationFn: authenticate });
}
