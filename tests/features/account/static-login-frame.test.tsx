import { readFileSync } from 'node:fs';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { theme } from '@/app/theme';
import { env } from '@/config/env';
import { APP_VERSION } from '@/config/version';
import { REFRESH_TOKEN_KEY } from '@/lib/auth/refresh-token-storage';
import { sessionStore } from '@/lib/auth/session-store';
import {
  injectStaticLoginFrame,
  STATIC_LOGIN_FORM_ID,
  staticLoginFrameMarkup,
  staticLoginFrameScript,
  staticLoginFrameStyle,
} from '@/features/account/components/static-login-frame';
import { appStartScript, startAppOnFirstUse } from '@/features/account/components/static-login-app-start';
import { mockControl } from '../../../mocks/control';
import { DEMO_PASSWORD } from '../../../mocks/db/seed';
import { useMockServer } from '../../mocks/mock-api';
import { renderRoute, signInAs } from '../../support/render-route';

useMockServer();

const frameOptions = { productName: env.productName, version: APP_VERSION };

/** Runs index.html's head script at `hash`, as the browser does before it parses the body. */
function startPage(hash: string): void {
  window.location.hash = hash;
  new Function(staticLoginFrameScript(frameOptions))();
}

/** Puts the frame's markup where index.html has it, before the app's root. */
function addFrame(): HTMLElement {
  document.body.insertAdjacentHTML('afterbegin', staticLoginFrameMarkup(frameOptions));
  return document.getElementById('static-login')!;
}

const frameShown = () => document.documentElement.classList.contains('static-login');

beforeEach(() => {
  document.title = env.productName;
  sessionStore.reset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  document.getElementById('static-login')?.remove();
  document.documentElement.classList.remove('static-login');
  window.location.hash = '';
  sessionStore.reset();
});

describe('static login frame: when it shows', () => {
  it.each(['', '#/', '#/login', '#/login?from=x'])('shows for a signed-out visitor at "%s"', (hash) => {
    startPage(hash);
    expect(frameShown()).toBe(true);
    expect(document.title).toBe(`${env.productName} - Log In`);
  });

  it.each(['#/dashboard', '#/customers/view/7', '#/forgot-password', '#/customer-portal/invoice/abc', '#/customer-portal/login'])(
    'stays hidden at "%s"',
    (hash) => {
      startPage(hash);
      expect(frameShown()).toBe(false);
    },
  );

  it('removes its unused markup once the page is parsed', () => {
    startPage('#/dashboard');
    addFrame();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.getElementById('static-login')).toBeNull();
  });

  it('stays hidden on the login address when a session is stored (the app goes on to the landing page)', () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'stored-token');
    startPage('#/login');
    expect(frameShown()).toBe(false);
  });

  it('goes when the address leaves the login screen before the app is ready', async () => {
    startPage('#/login');
    addFrame();
    window.location.hash = '#/forgot-password';
    await waitFor(() => expect(document.getElementById('static-login')).toBeNull());
    expect(frameShown()).toBe(false);
  });

  it('starts with Skip to content, which moves focus to the form area and keeps the login address', () => {
    startPage('#/login');
    const frame = addFrame();
    const links = frame.querySelectorAll('a');
    expect(links[0]).toHaveTextContent('Skip to content');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    links[0]!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(frame.querySelector('main'));
    expect(window.location.hash).toBe('#/login');
  });

  it('keeps a submit for the app instead of sending the form', () => {
    startPage('#/login');
    const frame = addFrame();
    const form = document.getElementById(STATIC_LOGIN_FORM_ID) as HTMLFormElement;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(frame).toHaveAttribute('data-submitted');
  });
});

describe("static login frame: the built app's scripts", () => {
  const scripts = { entry: '/assets/index-test.js', preloads: ['/assets/react-test.js', '/assets/vendor-test.js'], mockControl: false };
  const started = () => ({
    entry: document.head.querySelectorAll(`script[type="module"][src="${scripts.entry}"]`).length,
    preloads: Array.from(document.head.querySelectorAll('link[rel="modulepreload"]'), (link) => link.getAttribute('href')),
  });
  const runStartScript = (options: Partial<typeof scripts> = {}) => new Function(appStartScript({ ...scripts, ...options }))();
  afterEach(() => {
    document.head.querySelectorAll('script[src], link[rel="modulepreload"]').forEach((element) => element.remove());
    delete (window as { __mock?: unknown }).__mock;
  });

  it('start at once where the frame is not shown', () => {
    startPage('#/dashboard');
    runStartScript();
    expect(started()).toEqual({ entry: 1, preloads: scripts.preloads });
  });

  it('wait while the frame is untouched, and start at the first key press', () => {
    startPage('#/login');
    addFrame();
    runStartScript();
    expect(started().entry).toBe(0);

    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    expect(started()).toEqual({ entry: 1, preloads: scripts.preloads });
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'b' }));
    expect(started().entry).toBe(1);
  });

  it('do not start for the autofocus, and do start for a focus the visitor moves', async () => {
    startPage('#/login');
    const frame = addFrame();
    runStartScript();
    within(frame).getByLabelText(/^email/i).focus();
    expect(started().entry).toBe(0);
    within(frame).getByRole('link', { name: 'Forgot Password' }).focus();
    expect(started().entry).toBe(1);
  });

  it('start when the address leaves the login screen', async () => {
    startPage('#/login');
    addFrame();
    runStartScript();
    window.location.hash = '#/forgot-password';
    await waitFor(() => expect(started().entry).toBe(1));
  });

  it.each([
    ['a session is stored', () => localStorage.setItem(REFRESH_TOKEN_KEY, 'stored-token')],
    ['something was typed before the page was parsed', (frame: HTMLElement) => void (frame.querySelector('input')!.value = 'a')],
    ['the frame was submitted', (frame: HTMLElement) => frame.setAttribute('data-submitted', '')],
  ])('start at once when %s', (_case, arrange) => {
    startPage('#/login');
    arrange(addFrame());
    runStartScript();
    expect(started().entry).toBe(1);
  });

  it('in the demo build, start when a script asks for window.__mock, which then answers what the mock sets', () => {
    startPage('#/login');
    addFrame();
    runStartScript({ mockControl: true });
    expect(started().entry).toBe(0);

    expect(window.__mock).toBeUndefined();
    expect(started().entry).toBe(1);
    window.__mock = { setLatency: () => undefined } as unknown as typeof window.__mock;
    expect(window.__mock).toHaveProperty('setLatency');
  });

  it('in the demo build, start at once when a script hooked window.__mock first (a test fixture)', () => {
    Object.defineProperty(window, '__mock', { configurable: true, writable: true, value: undefined });
    startPage('#/login');
    addFrame();
    runStartScript({ mockControl: true });
    expect(started().entry).toBe(1);
  });

  it("replace the build's entry script and preload tags in index.html", () => {
    const built = [
      '<head>',
      `<script type="module" crossorigin src="${scripts.entry}"></script>`,
      ...scripts.preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      '</head>',
    ].join('\n');
    const html = startAppOnFirstUse(built, { mockControl: false });
    expect(html).not.toMatch(/<script type="module"|modulepreload" crossorigin/);
    expect(html).toContain(JSON.stringify(scripts.entry));
    expect(html).toContain(JSON.stringify(scripts.preloads));
    expect(() => startAppOnFirstUse('<head></head>', { mockControl: false })).toThrow(/entry script/);
  });
});

describe('static login frame: the login page takes over', () => {
  it('carries the typed values, the focus and the caret into the React form and removes the frame', async () => {
    startPage('#/login');
    const frame = addFrame();
    const user = userEvent.setup();
    await user.type(within(frame).getByLabelText(/^email/i), 'admin@demo.test');
    await user.type(within(frame).getByLabelText(/^password/i), 'Demo123!');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');

    renderRoute('/login');

    await waitFor(() => expect(document.getElementById('static-login')).toBeNull());
    expect(frameShown()).toBe(false);
    const password = screen.getByLabelText(/^password/i);
    expect(screen.getByRole('textbox', { name: /^email/i })).toHaveValue('admin@demo.test');
    expect(password).toHaveValue('Demo123!');
    expect(password).toHaveFocus();
    expect((password as HTMLInputElement).selectionStart).toBe(6);
  });

  it('signs in with what was submitted in the frame before the app was ready', async () => {
    startPage('#/login');
    const frame = addFrame();
    const user = userEvent.setup();
    await user.type(within(frame).getByLabelText(/^email/i), 'admin@demo.test');
    await user.type(within(frame).getByLabelText(/^password/i), `${DEMO_PASSWORD}{Enter}`);
    expect(frame).toHaveAttribute('data-submitted');

    const { router } = renderRoute('/login');

    expect(await screen.findByRole('heading', { name: 'Getting Started' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(mockControl.callCount('UserAuthentication/Authenticate')).toBe(1);
  });

  it('checks a submit from the frame as the form does (an empty frame shows the messages, calls nothing)', async () => {
    startPage('#/login');
    const frame = addFrame();
    (document.getElementById(STATIC_LOGIN_FORM_ID) as HTMLFormElement).requestSubmit();
    expect(frame).toHaveAttribute('data-submitted');

    renderRoute('/login');

    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^email/i })).toHaveFocus();
    expect(mockControl.callCount('UserAuthentication/Authenticate')).toBe(0);
  });

  it('opens the update log when Version was clicked in the frame', async () => {
    startPage('#/login');
    const frame = addFrame();
    const version = within(frame).getByRole('button', { name: /^Version / });
    await userEvent.setup().click(version);
    expect(version).toHaveAttribute('aria-expanded', 'true');

    renderRoute('/login');

    expect(await screen.findByRole('heading', { name: 'Update Log' })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Version / })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('static login frame: the app removes it when the login page will not show', () => {
  it('goes when the session was restored (a refresh token stored after the frame was shown)', async () => {
    startPage('#/login');
    addFrame();
    await signInAs('admin');

    render(<App restored="signed-in" />);

    await waitFor(() => expect(document.getElementById('static-login')).toBeNull());
    expect(frameShown()).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('goes when the server did not answer, for the error screen', async () => {
    startPage('#/');
    addFrame();

    render(<App restored="no-response" />);

    await waitFor(() => expect(document.getElementById('static-login')).toBeNull());
    expect(frameShown()).toBe(false);
  });
});

describe('static login frame: one source with the login screen', () => {
  /** What a user can read and operate: headings, links, buttons and field labels, in order. */
  function namesIn(container: HTMLElement) {
    const names = (role: 'heading' | 'link' | 'button') => within(container).getAllByRole(role).map((element) => element.textContent?.trim() || element.getAttribute('aria-label'));
    const labels = Array.from(container.querySelectorAll('label')).map((label) => label.textContent);
    return { headings: names('heading'), links: names('link'), buttons: names('button'), labels };
  }

  it('shows the words of the React login screen', async () => {
    const frame = addFrame();
    const frameNames = namesIn(frame);
    frame.remove();

    const { view } = renderRoute('/login');
    await screen.findByRole('heading', { name: 'Log In' });

    expect(frameNames).toEqual(namesIn(view.container));
    expect(frameNames.headings).toEqual(['Log In']);
  });

  it("uses the theme's font and colours", () => {
    expect(staticLoginFrameStyle).toContain(theme.typography.fontFamily);
    expect(staticLoginFrameStyle).toContain(theme.palette.primary.main);
    expect(staticLoginFrameStyle).toContain(theme.palette.background.default);
  });

  it('goes into index.html in place of its markers, before the app root', () => {
    const html = injectStaticLoginFrame(readFileSync('index.html', 'utf8'), frameOptions);
    expect(html).not.toContain('static-login-frame:');
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('id="static-login"')).toBeLessThan(html.indexOf('id="root"'));
    expect(() => injectStaticLoginFrame('<html><body><div id="root"></div></body></html>', frameOptions)).toThrow(/markers/);
  });
});
