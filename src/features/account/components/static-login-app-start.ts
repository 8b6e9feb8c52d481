import { REFRESH_TOKEN_KEY } from '../../../lib/auth/refresh-token-storage';
import { STATIC_LOGIN_FRAME_ID, STATIC_LOGIN_SUBMITTED_ATTRIBUTE } from './static-login-dismiss';

/*
 * When the built app's scripts start (index.html, put in by the plugin in vite.config.ts). Relative
 * imports only: the plugin loads this module without the app's aliases. The app never imports it.
 */

/** The built page's module scripts: its entry and the chunks preloaded with it. */
export interface AppScripts {
  entry: string;
  preloads: string[];
  /** The demo build: a script reading `window.__mock` (the mock's control surface) starts it. */
  mockControl: boolean;
}

/** What starts the app while the frame waits: a pointer, key or input, a submit, a focus moved by the visitor. */
const START_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'input', 'submit', 'focusin'];

/**
 * Starts the built app's scripts (preloads, then the entry) once the page is parsed, except while
 * the static login frame waits untouched for a signed-out visitor. The frame is a working form on
 * its own (typing, the caret, an early submit), so the app, and its second or so of script time on a
 * mid-range phone, starts at the visitor's first interaction instead of while the screen paints: a
 * key, pointer or input (autofill included), a submit, a focus other than the autofocus, or the
 * address leaving the login screen. In the demo build a script asking for `window.__mock` starts it
 * too, and a script that hooked that name before the page's own (a test fixture) starts it at once.
 */
export const appStartScript = ({ entry, preloads, mockControl }: AppScripts) => `(function () {
  var entry = ${JSON.stringify(entry)};
  var preloads = ${JSON.stringify(preloads)};
  var events = ${JSON.stringify(START_EVENTS)};
  var started = false;
  function start(event) {
    if (started) return;
    if (event && event.type === 'focusin' && event.target && event.target.hasAttribute && event.target.hasAttribute('autofocus')) return;
    started = true;
    events.forEach(function (type) { document.removeEventListener(type, start, true); });
    window.removeEventListener('hashchange', start);
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  function waiting() {
    var frame = document.getElementById(${JSON.stringify(STATIC_LOGIN_FRAME_ID)});
    if (!frame || !document.documentElement.classList.contains(${JSON.stringify(STATIC_LOGIN_FRAME_ID)})) return false;
    var stored = null;
    try { stored = localStorage.getItem(${JSON.stringify(REFRESH_TOKEN_KEY)}); } catch (error) {}
    if (stored || frame.hasAttribute(${JSON.stringify(STATIC_LOGIN_SUBMITTED_ATTRIBUTE)})) return false;
    var inputs = frame.querySelectorAll('input');
    for (var i = 0; i < inputs.length; i++) if (inputs[i].value) return false;
    return true;
  }
  function watchMockControl() {
    if (Object.getOwnPropertyDescriptor(window, '__mock')) return start();
    var control;
    Object.defineProperty(window, '__mock', {
      configurable: true,
      get: function () { start(); return control; },
      set: function (value) { control = value; }
    });
  }
  function parsed() {
    if (!waiting()) return start();
    events.forEach(function (type) { document.addEventListener(type, start, { capture: true, passive: true }); });
    window.addEventListener('hashchange', start);
    ${mockControl ? 'watchMockControl();' : ''}
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', parsed);
  else parsed();
})();`;

const ENTRY_SCRIPT_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_TAG = /\n?[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The built index.html with its entry script and module preloads started by `appStartScript` instead of by tags. */
export function startAppOnFirstUse(html: string, options: { mockControl: boolean }): string {
  const entry = ENTRY_SCRIPT_TAG.exec(html)?.[1];
  if (!entry) throw new Error('The built index.html has no module entry script');
  const preloads = Array.from(html.matchAll(PRELOAD_TAG), (match) => match[1] ?? '');
  return html.replace(PRELOAD_TAG, '').replace(ENTRY_SCRIPT_TAG, () => `<script>\n${appStartScript({ entry, preloads, ...options })}\n</script>`);
}
