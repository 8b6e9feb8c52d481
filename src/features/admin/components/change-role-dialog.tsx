import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Typography from '@mui/material/Typography';
import { FormSelectField } from '@/components/form-select-field';
import { EditorDialog, EditorDialogForm, EditorDialogLoading } from '@/components/record-editor/editor-dialog';
import type { RoleSummary } from '@/lib/schemas/admin-schemas';
import { toast } from '@/components/toasts';
import { adminMessages, type UserRecord } from '@/lib/schemas/admin-schemas';
import { useRoles } from '../api/roles';
import { useUpdateUserRole } from '../api/user-changes';
import { assignableRoleOptions, userActionDone } from '../model/user-actions';

const formSchema = z.object({ roleContext: z.string().min(1, adminMessages.roleRequired) });
type FormValues = z.infer<typeof formSchema>;

export interface ChangeRoleDialogProps {
  open: boolean;
  user: UserRecord;
  onClose: () => void;
}

function ChangeRoleForm({ user, roles, onClose }: Omit<ChangeRoleDialogProps, 'open'> & { roles: readonly RoleSummary[] }) {
  const updateRole = useUpdateUserRole();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { roleContext: user.role.context } });
  const name = `${user.firstName} ${user.lastName}`;
  const options = assignableRoleOptions(roles);
  return (
    <EditorDialogForm
      form={form}
      submitLabel="Change Role"
      onSubmit={async ({ roleContext }) => {
        if (roleContext === user.role.context) {
          onClose();
          return;
        }
        const saved = await updateRole.mutateAsync({ context: user.context, version: user.version, roleContext });
        toast.success(userActionDone['change-role'](name, saved.role.name));
        onClose();
      }}
    >
      <Typography>
        {name} holds exactly the permissions of their role. A new role takes effect the next time their session refreshes; their menus follow.
      </Typography>
      <FormSelectField control={form.control} name="roleContext" label="Role" required options={options} />
    </EditorDialogForm>
  );
}

/** Change Role: a select of the roles the administrator may give. */
export function ChangeRoleDialog({ open, user, onClose }: ChangeRoleDialogProps) {
  const roles = useRoles();
  return (
    <EditorDialog open={open} title="Change Role" onClose={onClose} maxWidth="xs">
      {roles.data ? <ChangeRoleForm user={user} roles={roles.data} onClose={onClose} /> : <EditorDialogLoading />}
    </EditorDialog>
  );
}
