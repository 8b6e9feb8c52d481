import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { whileBlocking } from '@/components/blocking-overlay';
import { FormTextField } from '@/components/form-text-field';
import { isSafeRedirectTarget, paths } from '@/config/paths';
import { APP_VERSION } from '@/config/version';
import { checkForUpdateAndReload } from '@/lib/app-update';
import { sessionStore, signOutMessages } from '@/lib/auth/session-store';
import { useSession } from '@/lib/auth/use-session';
import { useAuthenticate } from '../api/authenticate';
import { loginFormSchema, type LoginFormValues } from '../model/account-form-schemas';
import { loginFailureMessage } from '../model/login-outcome';
import { updateLog } from '../model/update-log';
import { AccountCard } from './account-card';

interface LoginLocationState {
  from?: string;
  notice?: string;
}

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as LoginLocationState;
  const { signOutReason } = useSession();
  const authenticate = useAuthenticate();
  const [failure, setFailure] = useState<string[] | null>(null);
  const [showUpdateLog, setShowUpdateLog] = useState(false);
  const { control, handleSubmit } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const notice = state.notice ?? (signOutReason ? signOutMessages[signOutReason] : null);

  const handleLogin = handleSubmit(async (values) => {
    setFailure(null);
    const result = await whileBlocking(authenticate.mutateAsync({ username: values.email, password: values.password }));
    if (!result.authenticated) {
      setFailure(loginFailureMessage(result));
      return;
    }
    sessionStore.clearSignOutReason();
    if (result.versionKey && result.versionKey !== APP_VERSION) {
      const reloading = await checkForUpdateAndReload(result.versionKey);
      if (reloading) return;
    }
    const target = isSafeRedirectTarget(state.from) ? state.from : paths.landingPageRedirect;
    navigate(target, { replace: true });
  });

  return (
    <AccountCard heading="Log In">
      {notice ? (
        <Alert severity="info" sx={{ my: 1 }}>
          {notice}
        </Alert>
      ) : null}
      {failure ? (
        <Alert severity="error" sx={{ my: 1 }} role="alert">
          {failure.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={(event) => void handleLogin(event)}>
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="username" required autoFocus />
        <FormTextField control={control} name="password" label="Password" type="password" autoComplete="current-password" required />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 2, gap: 2 }}>
          <Link component={RouterLink} to={paths.forgotPassword}>
            Forgot Password
          </Link>
          <Button type="submit" variant="contained" size="large" loading={authenticate.isPending}>
            Log In
          </Button>
        </Box>
      </Box>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Button
          size="small"
          color="inherit"
          onClick={() => setShowUpdateLog((shown) => !shown)}
          aria-expanded={showUpdateLog}
          aria-controls="update-log"
          sx={{ color: 'text.secondary', fontWeight: 400 }}
        >
          Version {APP_VERSION}
        </Button>
        <Collapse in={showUpdateLog}>
          <Box id="update-log" sx={{ textAlign: 'left', mt: 1 }}>
            <Typography variant="subtitle2" component="h2">
              Update Log
            </Typography>
            {updateLog.map((entry) => (
              <Box key={entry.version} sx={{ mt: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {entry.version} ({entry.date})
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {entry.changes.map((change) => (
                    <Typography component="li" variant="body2" key={change}>
                      {change}
                    </Typography>
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
        </Collapse>
      </Box>
    </AccountCard>
  );
}
