import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { whileBlocking } from '@/components/blocking-overlay';
import { FormTextField } from '@/components/form-text-field';
import { toast } from '@/components/toasts';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { PASSWORD_RULE_TEXT } from '@/lib/auth/auth-schemas';
import { authenticate } from '../api/authenticate';
import { useResetPassword } from '../api/reset-password';
import { useValidateResetGuid } from '../api/validate-reset-guid';
import { resetPasswordFormSchema, type ResetPasswordFormValues } from '../model/account-form-schemas';
import { AccountCard } from './account-card';

export const INVALID_LINK_HEADING = 'Oops, something went wrong';
export const INVALID_LINK_MESSAGE = 'This link has expired or is invalid.';
export const GET_STARTED_INTRO = 'To get started, please create a secure password for your account.';

export interface ResetPasswordPageProps {
  mode: 'reset' | 'get-started';
}

function ResetPasswordForm({ mode, guid, email }: ResetPasswordPageProps & { guid: string; email: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const { control, handleSubmit, formState } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { username: email, newPassword: '', confirmPassword: '' },
  });

  const handleSave = handleSubmit(async (values) => {
    const result = await whileBlocking(resetPassword.mutateAsync({ guid, username: values.username.trim(), password: values.newPassword }));
    toast.success(mode === 'get-started' ? 'Account created' : 'Password reset');
    try {
      const login = await whileBlocking(authenticate({ username: result.username, password: values.newPassword }));
      void navigate(login.authenticated ? paths.landingPageRedirect : paths.login, { replace: true });
    } catch {
      void navigate(paths.login, { replace: true });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSave(event)}>
      {mode === 'get-started' ? <Typography sx={{ mb: 1 }}>{GET_STARTED_INTRO}</Typography> : null}
      <FormTextField control={control} name="username" label="Username" autoComplete="username" required autoFocus={!email} />
      <FormTextField
        control={control}
        name="newPassword"
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        helperText={PASSWORD_RULE_TEXT}
        autoFocus={Boolean(email)}
      />
      <FormTextField control={control} name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" required />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} loading={formState.isSubmitting}>
        {mode === 'get-started' ? 'Create Account' : 'Reset Password'}
      </Button>
    </Box>
  );
}

export function ResetPasswordPage({ mode }: ResetPasswordPageProps) {
  const { guid, email } = useParams();
  const validation = useValidateResetGuid(guid);
  const welcome = `Welcome to ${env.productName}`;

  if (guid && validation.isPending) {
    return (
      <AccountCard heading={mode === 'get-started' ? welcome : 'Reset Password'}>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Checking your link" />
        </Box>
      </AccountCard>
    );
  }

  const valid = Boolean(guid) && validation.data === true;
  if (!valid) {
    if (mode === 'get-started') {
      return <Navigate to={paths.login} replace state={{ notice: INVALID_LINK_MESSAGE }} />;
    }
    return (
      <AccountCard heading={INVALID_LINK_HEADING}>
        <Typography sx={{ my: 2 }}>{INVALID_LINK_MESSAGE}</Typography>
        <Button component={RouterLink} to={paths.forgotPassword} variant="contained" fullWidth>
          Request a New Link
        </Button>
        <Button component={RouterLink} to={paths.login} fullWidth sx={{ mt: 1 }}>
          Back to Login
        </Button>
      </AccountCard>
    );
  }

  return (
    <AccountCard heading={mode === 'get-started' ? welcome : 'Reset Password'}>
      <ResetPasswordForm mode={mode} guid={guid ?? ''} email={email ?? ''} />
      <Button component={RouterLink} to={paths.login} fullWidth sx={{ mt: 1 }}>
        Back to Login
      </Button>
    </AccountCard>
  );
}

export default function ResetPasswordRoute() {
  return <ResetPasswordPage mode="reset" />;
}
