import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormTextField } from '@/components/form-text-field';
import { paths } from '@/config/paths';
import { useEmailResetLink } from '../api/email-reset-link';
import { forgotPasswordFormSchema, type ForgotPasswordFormValues } from '../model/account-form-schemas';
import { AccountCard } from './account-card';

export const RESET_REQUESTED_MESSAGE =
  'If a matching account is found, an email with instructions to reset your password will be sent.';

export default function ForgotPasswordPage() {
  const [processed, setProcessed] = useState(false);
  const emailResetLink = useEmailResetLink();
  const { control, handleSubmit } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });

  const handleSend = handleSubmit(async (values) => {
    await emailResetLink.mutateAsync(values.email);
    setProcessed(true);
  });

  return (
    <AccountCard heading="Forgot Password">
      {processed ? (
        <Alert severity="success" sx={{ my: 2 }}>
          {RESET_REQUESTED_MESSAGE}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={(event) => void handleSend(event)}>
          <Typography variant="body2" color="text.secondary">
            Enter the email address of your account and we will send you a link to reset your password.
          </Typography>
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required autoFocus />
          <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} loading={emailResetLink.isPending}>
            Send Email
          </Button>
        </Box>
      )}
      <Button component={RouterLink} to={paths.login} fullWidth sx={{ mt: 1 }}>
        Back to Login
      </Button>
    </AccountCard>
  );
}
