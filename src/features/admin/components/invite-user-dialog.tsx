import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { toast } from '@/components/toasts';
import { UNABLE_TO_SAVE } from '@/lib/form-messages';
import { inviteUserRequestSchema, USER_EMAIL_MAX, USER_NAME_MAX, type InviteUserRequest, type UserRecord } from '@/lib/schemas/admin-schemas';
import { useRoles } from '../api/roles';
import { inviteFailureText, useInviteUser } from '../api/user-changes';
import { assignableRoleOptions, userActionDone } from '../model/user-actions';

export interface InviteUserDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the invitation was sent, with the new user. */
  onInvited: (user: UserRecord) => void;
}

function InviteUserForm({ onInvited }: Pick<InviteUserDialogProps, 'onInvited'>) {
  const roles = useRoles();
  const invite = useInviteUser();
  const form = useForm<InviteUserRequest>({
    resolver: zodResolver(inviteUserRequestSchema),
    defaultValues: { firstName: '', lastName: '', email: '', roleContext: '' },
  });
  return (
    <EditorDialogForm
      form={form}
      submitLabel="Send Invitation"
      unableToSave={UNABLE_TO_SAVE}
      onSubmit={async (values) => {
        let invited: UserRecord;
        try {
          invited = await invite.mutateAsync({ ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() });
        } catch (error) {
          // A taken email is said under the field; anything else went through the error catalogue.
          const message = inviteFailureText(error);
          if (message) form.setError('email', { type: 'server', message }, { shouldFocus: true });
          return;
        }
        toast.success(userActionDone.invite(invited.email));
        onInvited(invited);
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <FormTextField control={form.control} name="firstName" label="First Name" required autoComplete="off" slotProps={{ htmlInput: { maxLength: USER_NAME_MAX } }} />
        <FormTextField control={form.control} name="lastName" label="Last Name" required autoComplete="off" slotProps={{ htmlInput: { maxLength: USER_NAME_MAX } }} />
      </Box>
      <FormTextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        required
        autoComplete="off"
        helperText="The invitation with the get-started link goes here; it is also the user's username."
        slotProps={{ htmlInput: { maxLength: USER_EMAIL_MAX } }}
      />
      <FormSelectField control={form.control} name="roleContext" label="Role" required options={assignableRoleOptions(roles.data)} />
    </EditorDialogForm>
  );
}

/** Invite User: first name, last name, email and role; the server emails a get-started link. */
export function InviteUserDialog({ open, onClose, onInvited }: InviteUserDialogProps) {
  return (
    <EditorDialog open={open} title="Invite User" onClose={onClose}>
      <InviteUserForm onInvited={onInvited} />
    </EditorDialog>
  );
}
