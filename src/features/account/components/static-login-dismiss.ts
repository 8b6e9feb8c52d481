/** The static login frame's element id (static-login-frame.ts); also the class on <html> while it is shown. */
export const STATIC_LOGIN_FRAME_ID = 'static-login';
/** Set on the frame when its form was submitted before the app was ready. */
export const STATIC_LOGIN_SUBMITTED_ATTRIBUTE = 'data-submitted';

/** Marks the frame's Version button; the frame's script keeps its aria-expanded (the update log asked for). */
export const STATIC_LOGIN_UPDATE_LOG_ATTRIBUTE = 'data-update-log';

/** Removes the static login frame and shows the React root in its place. */
export function dismissStaticLoginFrame(): void {
  if (typeof document === 'undefined') return;
  document.getElementById(STATIC_LOGIN_FRAME_ID)?.remove();
  document.documentElement.classList.remove(STATIC_LOGIN_FRAME_ID);
}
