import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { handledFailureText } from '@/lib/api-client/failure-text';
import {
  userRecordSchema,
  type InviteUserRequest,
  type UpdateUserRoleRequest,
  type UserContextRequest,
  type UserRecord,
  type UserVersionRequest,
} from '@/lib/schemas/admin-schemas';
import { userKeys } from './admin-keys';

/** Invite User shows a 409 (the email belongs to another user) under the Email field itself. */
const INVITE_HANDLED_STATUSES = [409];

async function postUser<Body>(endpoint: string, body: Body): Promise<UserRecord> {
  const response = await api.post(endpoint, body, endpoint === endpoints.user.invite ? { meta: { handledStatuses: INVITE_HANDLED_STATUSES } } : undefined);
  return userRecordSchema.parse(response.data);
}

/** The server's words for an invitation refused because the email is taken, else `null`. */
export function inviteFailureText(error: unknown): string | null {
  return handledFailureText(error, INVITE_HANDLED_STATUSES);
}

/**
 * A change to a user: the answer (the user as now stored) goes into the cache, and the user lists
 * and the roles' user counts refresh. A 409 (changed since loaded) and a 422 (the last
 * administrator, one's own account) are shown by the API client.
 */
function useUserChange<Body>(endpoint: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => postUser(endpoint, body),
    // Deactivating and reactivating also change the member of staff the pickers offer.
    meta: { invalidates: ['user', 'role', 'picklist'] },
    onSuccess: (saved) => queryClient.setQueryData(userKeys.detail(saved.context), saved),
  });
}

/** `POST User/Invite`: creates the user and emails the get-started link. */
export const useInviteUser = () => useUserChange<InviteUserRequest>(endpoints.user.invite);
/** `POST User/UpdateRole`. */
export const useUpdateUserRole = () => useUserChange<UpdateUserRoleRequest>(endpoints.user.updateRole);
/** `POST User/Deactivate`. */
export const useDeactivateUser = () => useUserChange<UserVersionRequest>(endpoints.user.deactivate);
/** `POST User/Reactivate`. */
export const useReactivateUser = () => useUserChange<UserVersionRequest>(endpoints.user.reactivate);
/** `POST User/Unlock`. */
export const useUnlockUser = () => useUserChange<UserVersionRequest>(endpoints.user.unlock);
/** `POST User/SendPasswordReset`: emails a reset link. */
export const useSendPasswordReset = () => useUserChange<UserContextRequest>(endpoints.user.sendPasswordReset);
/** `POST User/ResendInvitation`: emails a new get-started link. */
export const useResendInvitation = () => useUserChange<UserContextRequest>(endpoints.user.resendInvitation);
