import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { whileBlocking } from '@/components/blocking-overlay';
import { FormTextField } from '@/components/form-text-field';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { toast } from '@/components/toasts';
import { PASSWORD_RULE_TEXT } from '@/lib/auth/auth-schemas';
import { useChangePassword } from '../api/change-password';
import { changePasswordFormSchema, type ChangePasswordFormValues } from '../model/account-form-schemas';

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

const emptyValues: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password from the user menu: the current password, the new one twice; closing with typed text asks first. */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  return (
    <EditorDialog open={open} title="Change Password" onClose={onClose} maxWidth="xs">
      <ChangePasswordForm onChanged={onClose} />
    </EditorDialog>
  );
}

function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordFormValues>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: emptyValues });

  const handleSave = async (values: ChangePasswordFormValues) => {
    await whileBlocking(changePassword.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword }));
    toast.success('Your password has been changed.');
    onChanged();
  };

  const { control } = form;
  return (
    <EditorDialogForm form={form} submitLabel="Change Password" onSubmit={handleSave}>
      <FormTextField control={control} name="currentPassword" label="Current Password" type="password" autoComplete="current-password" required autoFocus />
      <FormTextField control={control} name="newPassword" label="New Password" type="password" autoComplete="new-password" required helperText={PASSWORD_RULE_TEXT} />
      <FormTextField control={control} name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" required />
    </EditorDialogForm>
  );
}
