import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toasts';
import type { UserRecord } from '@/lib/schemas/admin-schemas';
import { useDeactivateUser, useReactivateUser, useResendInvitation, useSendPasswordReset, useUnlockUser } from '../api/user-changes';
import { userActionDone, type UserAction } from '../model/user-actions';
import { ChangeRoleDialog } from './change-role-dialog';

const labels: Record<UserAction, string> = {
  'change-role': 'Change Role',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  unlock: 'Unlock',
  'send-password-reset': 'Send Password Reset Link',
  'resend-invitation': 'Resend Invitation',
};

export interface UserActionButtonsProps {
  user: UserRecord;
  actions: readonly UserAction[];
}

/** A user's actions: Change Role (a dialog), Deactivate and Reactivate (confirmed), Unlock and the emails (at once). */
export function UserActionButtons({ user, actions }: UserActionButtonsProps) {
  const [dialog, setDialog] = useState<'change-role' | 'deactivate' | 'reactivate' | null>(null);
  const deactivate = useDeactivateUser();
  const reactivate = useReactivateUser();
  const unlock = useUnlockUser();
  const sendReset = useSendPasswordReset();
  const resend = useResendInvitation();
  const name = `${user.firstName} ${user.lastName}`;
  const versioned = { context: user.context, version: user.version };

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
    } catch {
      // The API client has said why (a 409 or a 422 in the error modal).
      setDialog(null);
      return;
    }
    setDialog(null);
    toast.success(done);
  };
  const handleClick = (action: UserAction) => {
    switch (action) {
      case 'unlock':
        void run(() => unlock.mutateAsync(versioned), userActionDone.unlock(name));
        break;
      case 'send-password-reset':
        void run(() => sendReset.mutateAsync({ context: user.context }), userActionDone['send-password-reset'](user.email));
        break;
      case 'resend-invitation':
        void run(() => resend.mutateAsync({ context: user.context }), userActionDone['resend-invitation'](user.email));
        break;
      default:
        setDialog(action);
    }
  };
  const busy: Partial<Record<UserAction, boolean>> = { unlock: unlock.isPending, 'send-password-reset': sendReset.isPending, 'resend-invitation': resend.isPending };

  return (
    <>
      <Box role="group" aria-label="User actions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'unlock' || action === 'reactivate' ? 'contained' : 'outlined'}
            color={action === 'deactivate' ? 'error' : 'primary'}
            loading={busy[action] ?? false}
            onClick={() => handleClick(action)}
          >
            {labels[action]}
          </Button>
        ))}
      </Box>
      <ChangeRoleDialog open={dialog === 'change-role'} user={user} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={dialog === 'deactivate'}
        title="Deactivate User?"
        message={`${name} will not be able to sign in until reactivated, and any session they have open ends.`}
        confirmLabel="Deactivate User"
        destructive
        busy={deactivate.isPending}
        onConfirm={() => void run(() => deactivate.mutateAsync(versioned), userActionDone.deactivate(name))}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'reactivate'}
        title="Reactivate User?"
        message={`${name} will be able to sign in again with the ${user.role.name} role.`}
        confirmLabel="Reactivate User"
        busy={reactivate.isPending}
        onConfirm={() => void run(() => reactivate.mutateAsync(versioned), userActionDone.reactivate(name))}
        onCancel={() => setDialog(null)}
      />
    </>
  );
}
