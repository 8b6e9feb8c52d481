import { lazy, Suspense, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { whileBlocking } from '@/components/blocking-overlay';
import { OutlinedTextField } from '@/components/outlined-text-field';
import { isSafeRedirectTarget, paths } from '@/config/paths';
import { APP_VERSION } from '@/config/version';
import { checkForUpdateAndReload } from '@/lib/app-update';
import { sessionStore, signOutMessages } from '@/lib/auth/session-store';
import { useSession } from '@/lib/auth/use-session';
import { useAuthenticate } from '../api/authenticate';
import type { LoginFormValues } from '../model/account-form-schemas';
import { validateLoginForm, type LoginFieldErrors } from '../model/login-form';
import { loginFailureMessage } from '../model/login-outcome';
import { AccountCard } from './account-card';
import { dismissStaticLoginFrame, takeStaticLoginForm } from './static-login-form';

const UpdateLogPanel = lazy(() => import('./update-log-panel').then((module) => ({ default: module.UpdateLogPanel })));
const UPDATE_LOG_ID = 'update-log';

interface LoginLocationState {
  from?: string;
  notice?: string;
}

/**
 * The login screen. Its two fields are plain controlled inputs checked with the zod/mini login
 * schema (on submit, then on every change), so the first screen does not load react-hook-form.
 * What a visitor typed into the static login frame of index.html carries over.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as LoginLocationState;
  const { signOutReason } = useSession();
  const authenticate = useAuthenticate();
  const [failure, setFailure] = useState<string[] | null>(null);
  const [updateLog, setUpdateLog] = useState({ mounted: false, open: false });
  const [initial] = useState(takeStaticLoginForm);
  const [values, setValues] = useState<LoginFormValues>(initial.values);
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const emailField = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const passwordField = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const focusField = (field: keyof LoginFormValues) => (field === 'email' ? emailField : passwordField).current?.focus();

  // Before the browser paints: the static frame goes, this form takes its place, values and focus.
  useLayoutEffect(() => {
    const hadFrame = document.documentElement.classList.contains('static-login');
    dismissStaticLoginFrame();
    if (hadFrame && initial.focus) focusField(initial.focus);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const notice = state.notice ?? (signOutReason ? signOutMessages[signOutReason] : null);

  const change = (field: keyof LoginFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) setErrors(validateLoginForm(next));
  };

  const handleLogin = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateLoginForm(values);
    setErrors(found);
    const firstInvalid = found.email ? 'email' : found.password ? 'password' : null;
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
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
    await navigate(target, { replace: true });
  };

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
        <OutlinedTextField
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          required
          autoFocus={initial.focus !== 'password'}
          value={values.email}
          onChange={change('email')}
          inputRef={emailField}
          error={Boolean(errors.email)}
          helperText={errors.email}
        />
        <OutlinedTextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          autoFocus={initial.focus === 'password'}
          value={values.password}
          onChange={change('password')}
          inputRef={passwordField}
          error={Boolean(errors.password)}
          helperText={errors.password}
        />
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
          onClick={() => setUpdateLog((shown) => ({ mounted: true, open: !shown.open }))}
          aria-expanded={updateLog.open}
          aria-controls={updateLog.mounted ? UPDATE_LOG_ID : undefined}
          sx={{ color: 'text.secondary', fontWeight: 400 }}
        >
          Version {APP_VERSION}
        </Button>
        {updateLog.mounted ? (
          <Suspense fallback={null}>
            <UpdateLogPanel id={UPDATE_LOG_ID} open={updateLog.open} />
          </Suspense>
        ) : null}
      </Box>
    </AccountCard>
  );
}
