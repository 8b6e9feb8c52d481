import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
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
import { loginScreenText as text } from '../model/login-screen-text';
import { AccountCard } from './account-card';
import { dismissStaticLoginFrame, takeStaticLoginForm, type StaticLoginForm } from './static-login-form';

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
  const [initial] = useState(takeStaticLoginForm);
  const [updateLog, setUpdateLog] = useState({ mounted: initial.updateLogOpen, open: initial.updateLogOpen });
  const [values, setValues] = useState<LoginFormValues>(initial.values);
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const emailField = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const passwordField = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const focusField = (field: keyof LoginFormValues) => (field === 'email' ? emailField : passwordField).current?.focus();

  const notice = state.notice ?? (signOutReason ? signOutMessages[signOutReason] : null);

  const change = (field: keyof LoginFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) setErrors(validateLoginForm(next));
  };

  const logIn = async (submittedValues: LoginFormValues) => {
    setSubmitted(true);
    const found = validateLoginForm(submittedValues);
    setErrors(found);
    const firstInvalid = found.email ? 'email' : found.password ? 'password' : null;
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
    setFailure(null);
    const result = await whileBlocking(authenticate.mutateAsync({ username: submittedValues.email, password: submittedValues.password }));
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

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void logIn(values);
  };

  // Before the browser paints: the static frame goes and this form takes its place with what was
  // typed since the first render, the focus and the caret; a submit waiting in the frame goes out.
  const handOver = useRef<StaticLoginForm | null>(null);
  useLayoutEffect(() => {
    const frame = takeStaticLoginForm();
    if (!frame.shown) return;
    dismissStaticLoginFrame();
    handOver.current = frame;
    if (frame.values.email !== initial.values.email || frame.values.password !== initial.values.password) {
      // Typed into the frame (outside React) while the first render was under way.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setValues(frame.values);
    }
    if (frame.updateLogOpen !== initial.updateLogOpen) setUpdateLog({ mounted: true, open: frame.updateLogOpen });
    // In autoFocus's place (off while the frame is shown): the field the visitor was in, else Email.
    const focusTarget = frame.focus ?? (frame.submitted ? null : 'email');
    if (focusTarget) focusField(focusTarget);
    const field = frame.focus === 'password' ? passwordField.current : null;
    if (field && frame.selection) field.setSelectionRange(frame.selection.start, frame.selection.end, frame.selection.direction);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const frame = handOver.current;
    handOver.current = null;
    if (frame?.submitted) void logIn(frame.values);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <AccountCard heading={text.heading}>
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
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <OutlinedTextField
          name="email"
          label={text.email}
          type="email"
          autoComplete="username"
          required
          autoFocus={!initial.shown}
          value={values.email}
          onChange={change('email')}
          inputRef={emailField}
          error={Boolean(errors.email)}
          helperText={errors.email}
        />
        <OutlinedTextField
          name="password"
          label={text.password}
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          inputRef={passwordField}
          error={Boolean(errors.password)}
          helperText={errors.password}
        />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 2, gap: 2 }}>
          <Link component={RouterLink} to={paths.forgotPassword}>
            {text.forgotPassword}
          </Link>
          <Button type="submit" variant="contained" size="large" loading={authenticate.isPending}>
            {text.submit}
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
          {text.version(APP_VERSION)}
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
