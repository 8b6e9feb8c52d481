import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { whileBlocking } from '@/components/blocking-overlay';
import { FormTextField } from '@/components/form-text-field';
import { toast } from '@/components/toasts';
import { PASSWORD_RULE_TEXT } from '@/lib/auth/auth-schemas';
import { useChangePassword } from '../api/change-password';
import { changePasswordFormSchema, type ChangePasswordFormValues } from '../model/account-form-schemas';

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

const emptyValues: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const changePassword = useChangePassword();
  const { control, handleSubmit, reset } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: emptyValues,
  });

  const handleClose = () => {
    reset(emptyValues);
    onClose();
  };

  const handleSave = handleSubmit(async (values) => {
    await whileBlocking(changePassword.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword }));
    toast.success('Your password has been changed.');
    handleClose();
  });

  return (
    <Dialog open={open} onClose={handleClose} maxWidth="xs" fullWidth aria-labelledby="change-password-title">
      <form noValidate onSubmit={(event) => void handleSave(event)}>
        <DialogTitle id="change-password-title">Change Password</DialogTitle>
        <DialogContent>
          <FormTextField control={control} name="currentPassword" label="Current Password" type="password" autoComplete="current-password" required autoFocus />
          <FormTextField control={control} name="newPassword" label="New Password" type="password" autoComplete="new-password" required helperText={PASSWORD_RULE_TEXT} />
          <FormTextField control={control} name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" required />
        </DialogContent>
        <DialogActions>
          <Button onClick={handleClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={changePassword.isPending}>
            Change Password
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
