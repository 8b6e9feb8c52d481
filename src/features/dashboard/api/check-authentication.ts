import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { userStateSchema, type UserState } from '@/lib/auth/auth-schemas';
import { sessionStore } from '@/lib/auth/session-store';
import { dashboardKeys } from './dashboard-keys';

/** The authentication check (spec 1 §7): confirms the session and refreshes the user's state. */
export async function checkAuthentication(): Promise<UserState> {
  const response = await api.get(endpoints.auth.checkAuthentication);
  const userState = userStateSchema.parse(response.data);
  sessionStore.updateUserState(() => userState);
  return userState;
}

export function authenticationCheckQueryOptions() {
  return queryOptions({ queryKey: dashboardKeys.authenticationCheck(), queryFn: checkAuthentication, staleTime: 0 });
}

export function useAuthenticationCheck() {
  return useQuery(authenticationCheckQueryOptions());
}
