import type { RoleSummary, UserRecord } from '@/lib/schemas/admin-schemas';

/** What an administrator can do to a user, by the user's status. */
export type UserAction = 'change-role' | 'deactivate' | 'reactivate' | 'unlock' | 'send-password-reset' | 'resend-invitation';

/**
 * The actions a user's page offers: Change Role and Deactivate for every active account (not one's
 * own, nor one whose role the administrator may not give, such as Root: the server refuses those),
 * Unlock for a locked one, a reset link for those who have a password, a new invitation for those
 * who have not; an inactive user can only be reactivated (by whoever may manage their role).
 */
export function userActions(user: Pick<UserRecord, 'status' | 'email'>, signedInUsername: string | undefined, manageableRole = true): UserAction[] {
  const self = user.email.toLowerCase() === signedInUsername?.toLowerCase();
  const manage = !self && manageableRole;
  const changeRole: UserAction[] = manage ? ['change-role'] : [];
  const deactivate: UserAction[] = manage ? ['deactivate'] : [];
  switch (user.status) {
    case 'Inactive':
      return manageableRole ? ['reactivate'] : [];
    case 'Invited':
      return [...changeRole, 'resend-invitation', ...deactivate];
    case 'Locked':
      return ['unlock', ...changeRole, 'send-password-reset', ...deactivate];
    default:
      return [...changeRole, 'send-password-reset', ...deactivate];
  }
}

/** The toast after each action. */
export const userActionDone = {
  invite: (email: string) => `Invitation sent to ${email}.`,
  'change-role': (name: string, role: string) => `${name} now has the ${role} role. It takes effect the next time their session refreshes.`,
  deactivate: (name: string) => `${name} has been deactivated.`,
  reactivate: (name: string) => `${name} has been reactivated.`,
  unlock: (name: string) => `${name}'s account has been unlocked.`,
  'send-password-reset': (email: string) => `A password reset link has been sent to ${email}.`,
  'resend-invitation': (email: string) => `The invitation has been sent to ${email} again.`,
} as const;

/** The roles the signed-in administrator may give (not one with permissions they do not hold), as select options. */
export function assignableRoleOptions(roles: readonly RoleSummary[] | undefined): { context: string; name: string }[] {
  return (roles ?? []).filter((role) => role.assignable).map((role) => ({ context: role.context, name: role.name }));
}
