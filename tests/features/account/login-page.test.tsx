import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRefreshToken } from '@/lib/auth/refresh-token-storage';
import { sessionStore } from '@/lib/auth/session-store';
import { mockControl } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../support/render-route';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStore.reset();
  mockControl.reset();
  localStorage.clear();
  sessionStorage.clear();
  // jsdom does not implement scrolling; the shell scrolls to the top on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  server.resetHandlers();
  sessionStore.reset();
  mockControl.reset();
});
afterAll(() => server.close());

function renderApp(initialEntry = '/login') {
  return renderRoute(initialEntry).router;
}

async function openLogin() {
  const user = userEvent.setup();
  const router = renderApp();
  await screen.findByRole('heading', { name: 'Log In' });
  return { user, router };
}

function emailField(): HTMLElement {
  return screen.getByRole('textbox', { name: /^email/i });
}

function passwordField(): HTMLElement {
  return screen.getByLabelText(/^password/i);
}

async function logIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(emailField(), email);
  await user.type(passwordField(), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

/** Every value in browser storage. */
function storedValues(): string[] {
  return [localStorage, sessionStorage].flatMap((storage) =>
    Array.from({ length: storage.length }, (_, index) => storage.getItem(storage.key(index) ?? '') ?? ''),
  );
}

describe('login page', () => {
  it('shows the validation messages on an empty submit and calls no API', async () => {
    const { user } = await openLogin();

    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(mockControl.callCount('UserAuthentication/Authenticate')).toBe(0);
    expect(sessionStore.getState().status).toBe('signed-out');
  });

  it('asks for a valid email address', async () => {
    const { user } = await openLogin();

    await logIn(user, 'admin', 'Demo123!');

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(mockControl.callCount('UserAuthentication/Authenticate')).toBe(0);
  });

  it('says the username or password is not recognized, with the attempts remaining', async () => {
    const { user, router } = await openLogin();

    await logIn(user, 'tech@demo.test', 'Wrong123!');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Username or password not recognized.');
    expect(alert).toHaveTextContent('4 attempt(s) remaining before this account is locked.');
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStore.getState().status).toBe('signed-out');
    expect(readRefreshToken()).toBeNull();
  });

  it('says the account is locked for a locked account', async () => {
    const { user, router } = await openLogin();

    await logIn(user, 'locked@demo.test', 'Demo123!');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This account has been locked because of too many failed logins attempts. Please try resetting your password by clicking the Forgot Password link below.',
    );
    expect(alert).not.toHaveTextContent('attempt(s) remaining');
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStore.getState().status).toBe('signed-out');
  });

  it('signs in and lands on the dashboard, keeping only the refresh token in browser storage', async () => {
    const { user, router } = await openLogin();

    await logIn(user, 'admin@demo.test', 'Demo123!');

    expect(await screen.findByRole('heading', { name: 'Getting Started' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Log In' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');

    const session = sessionStore.getState();
    expect(session.status).toBe('signed-in');
    expect(session.userState?.username).toBe('admin@demo.test');
    expect(session.accessToken).toEqual(expect.any(String));

    const refreshToken = readRefreshToken();
    expect(refreshToken).toEqual(expect.any(String));
    const accessToken = session.accessToken ?? '';
    expect(accessToken).not.toBe('');
    expect(storedValues().filter((value) => value.includes(accessToken))).toEqual([]);
  });

  it('sends a signed-in user away from the login page to the landing page', async () => {
    const { user } = await openLogin();
    await logIn(user, 'admin@demo.test', 'Demo123!');
    await screen.findByRole('heading', { name: 'Getting Started' });
    cleanup();

    const router = renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'Getting Started' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });
});
