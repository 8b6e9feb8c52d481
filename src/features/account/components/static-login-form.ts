import type { LoginFormValues } from '../model/account-form-schemas';

/** The static login frame of index.html (shown before the scripts run) and what was typed into it. */
const FRAME_ID = 'static-login';

export interface StaticLoginForm {
  values: LoginFormValues;
  /** The field that had the focus, so the React form can take it over. */
  focus: 'email' | 'password' | null;
}

function frameField(name: 'email' | 'password'): HTMLInputElement | null {
  const frame = typeof document === 'undefined' ? null : document.getElementById(FRAME_ID);
  const field = frame?.querySelector(`input[name="${name}"]`);
  return field instanceof HTMLInputElement ? field : null;
}

/** What the visitor typed into the static frame (empty fields when there is none). */
export function takeStaticLoginForm(): StaticLoginForm {
  const email = frameField('email');
  const password = frameField('password');
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return {
    values: { email: email?.value ?? '', password: password?.value ?? '' },
    focus: active && active === password ? 'password' : active && active === email ? 'email' : null,
  };
}

/** Removes the static frame and shows the React root in its place. */
export function dismissStaticLoginFrame(): void {
  if (typeof document === 'undefined') return;
  document.getElementById(FRAME_ID)?.remove();
  document.documentElement.classList.remove('static-login');
}
