import type { LoginFormValues } from '../model/account-form-schemas';
import { STATIC_LOGIN_FRAME_ID, STATIC_LOGIN_SUBMITTED_ATTRIBUTE, STATIC_LOGIN_UPDATE_LOG_ATTRIBUTE } from './static-login-dismiss';

export { dismissStaticLoginFrame } from './static-login-dismiss';

/** The static login frame of index.html (shown before the scripts run) and what was typed into it. */
export interface StaticLoginForm {
  /** True while the frame is on screen (the login page then takes over from it). */
  shown: boolean;
  values: LoginFormValues;
  /** The field that had the focus, so the React form can take it over. */
  focus: 'email' | 'password' | null;
  /** The caret (or selection) in the focused field, where the field type has one. */
  selection: { start: number; end: number; direction: 'forward' | 'backward' | 'none' } | null;
  /** The visitor submitted the frame's form before the app was ready. */
  submitted: boolean;
  /** The visitor opened the update log with the frame's Version button. */
  updateLogOpen: boolean;
}

function shownFrame(): HTMLElement | null {
  if (typeof document === 'undefined' || !document.documentElement.classList.contains(STATIC_LOGIN_FRAME_ID)) return null;
  return document.getElementById(STATIC_LOGIN_FRAME_ID);
}

function frameField(frame: HTMLElement | null, name: 'email' | 'password'): HTMLInputElement | null {
  const field = frame?.querySelector(`input[name="${name}"]`);
  return field instanceof HTMLInputElement ? field : null;
}

function selectionOf(field: HTMLInputElement | null): StaticLoginForm['selection'] {
  // Email fields have no selection API (selectionStart is null).
  if (!field || field.selectionStart === null || field.selectionEnd === null) return null;
  return { start: field.selectionStart, end: field.selectionEnd, direction: field.selectionDirection ?? 'none' };
}

/** What the visitor did in the static frame (empty fields when it is not shown). */
export function takeStaticLoginForm(): StaticLoginForm {
  const frame = shownFrame();
  const email = frameField(frame, 'email');
  const password = frameField(frame, 'password');
  const active = frame ? document.activeElement : null;
  const focused = active && active === password ? password : active && active === email ? email : null;
  return {
    shown: frame !== null,
    values: { email: email?.value ?? '', password: password?.value ?? '' },
    focus: focused === null ? null : focused === email ? 'email' : 'password',
    selection: selectionOf(focused),
    submitted: frame?.hasAttribute(STATIC_LOGIN_SUBMITTED_ATTRIBUTE) ?? false,
    updateLogOpen: frame?.querySelector(`[${STATIC_LOGIN_UPDATE_LOG_ATTRIBUTE}]`)?.getAttribute('aria-expanded') === 'true',
  };
}
