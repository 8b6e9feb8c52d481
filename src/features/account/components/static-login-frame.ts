import { REFRESH_TOKEN_KEY } from '../../../lib/auth/refresh-token-storage';
import { documentTitle } from '../../../lib/route-handle';
import { loginScreenText } from '../model/login-screen-text';
import { STATIC_LOGIN_FRAME_ID, STATIC_LOGIN_SUBMITTED_ATTRIBUTE, STATIC_LOGIN_UPDATE_LOG_ATTRIBUTE } from './static-login-dismiss';

/*
 * The static login frame: plain HTML and CSS of the login screen that index.html carries (put in
 * by a plugin in vite.config.ts), so the screen paints, and takes typing, before the scripts run.
 * The login page takes what was typed and removes the frame (static-login-form.ts). Relative
 * imports only: the plugin loads this module without the app's aliases. The app never imports it.
 */

export const STATIC_LOGIN_FORM_ID = 'static-login-form';
/** The frame's main area, the target of its Skip to content link. */
const STATIC_LOGIN_MAIN_ID = 'static-login-main';

/** The markers in index.html that the frame's head and body parts replace. */
export const STATIC_LOGIN_HEAD_MARKER = '<!-- static-login-frame:head -->';
export const STATIC_LOGIN_BODY_MARKER = '<!-- static-login-frame:body -->';

export interface StaticLoginFrameOptions {
  productName: string;
  version: string;
}

// The theme's font and colours (src/app/theme.ts; a test checks that they agree).
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const PRIMARY = '#1d4e89';
const BACKGROUND = '#f4f6f9';

/**
 * Runs in <head> before the body is parsed: the frame shows only for a visitor without a stored
 * session whose address is the login screen or the start page (which leads there); elsewhere its
 * markup is removed once the page is parsed. It keeps a submit for the app (no navigation, the
 * frame is marked) and a click on Version (the button's aria-expanded) and goes when the address leaves login before the app is ready. While shown,
 * the page's title is the login screen's, as the app sets it.
 */
export const staticLoginFrameScript = ({ productName }: StaticLoginFrameOptions) => `(function () {
  var root = document.documentElement;
  var loginAddress = /^#?(\\/(login\\/?)?)?(\\?.*)?$/;
  var stored = null;
  try { stored = localStorage.getItem(${JSON.stringify(REFRESH_TOKEN_KEY)}); } catch (error) {}
  function frame() { return document.getElementById(${JSON.stringify(STATIC_LOGIN_FRAME_ID)}); }
  function remove(shown) {
    shown.parentNode.removeChild(shown);
    root.classList.remove(${JSON.stringify(STATIC_LOGIN_FRAME_ID)});
  }
  if (stored || !loginAddress.test(location.hash)) {
    document.addEventListener('DOMContentLoaded', function () { var unused = frame(); if (unused) remove(unused); });
    return;
  }
  root.classList.add(${JSON.stringify(STATIC_LOGIN_FRAME_ID)});
  document.title = ${JSON.stringify(documentTitle(productName, loginScreenText.heading))};
  document.addEventListener('submit', function (event) {
    var shown = frame();
    if (!shown || !shown.contains(event.target)) return;
    event.preventDefault();
    shown.setAttribute(${JSON.stringify(STATIC_LOGIN_SUBMITTED_ATTRIBUTE)}, '');
  });
  document.addEventListener('click', function (event) {
    var skip = event.target && event.target.closest ? event.target.closest('.sl-skip') : null;
    if (skip && frame() && frame().contains(skip)) {
      // The routes live in the hash: following "#${STATIC_LOGIN_MAIN_ID}" would leave the login screen.
      event.preventDefault();
      var main = document.getElementById(${JSON.stringify(STATIC_LOGIN_MAIN_ID)});
      if (main) main.focus();
      return;
    }
  });
  document.addEventListener('click', function (event) {
    var shown = frame();
    var button = event.target && event.target.closest ? event.target.closest('[${STATIC_LOGIN_UPDATE_LOG_ATTRIBUTE}]') : null;
    // Once per click, should the script have run twice (as in tests).
    if (!shown || !button || !shown.contains(button) || event.staticLoginToggled) return;
    event.staticLoginToggled = true;
    button.setAttribute('aria-expanded', button.getAttribute('aria-expanded') === 'true' ? 'false' : 'true');
  });
  window.addEventListener('hashchange', function () {
    var shown = frame();
    if (shown && !loginAddress.test(location.hash)) remove(shown);
  });
})();`;

/**
 * The page's base styles (as MUI's CssBaseline sets them) and the frame's, which copy the sizes,
 * spacing and colours of the React login screen: top bar, card, outlined fields with floating
 * labels (CSS only), link and buttons. `:has()` rules stand alone so a browser without it keeps the rest.
 */
export const staticLoginFrameStyle = [
  `html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;box-sizing:border-box;-webkit-text-size-adjust:100%}`,
  `*,::before,::after{box-sizing:inherit}`,
  `body{margin:0;color:rgba(0,0,0,.87);font-family:${FONT};font-weight:400;font-size:1rem;line-height:1.5;background-color:${BACKGROUND}}`,
  `#${STATIC_LOGIN_FRAME_ID}{display:none}`,
  `.${STATIC_LOGIN_FRAME_ID} #${STATIC_LOGIN_FRAME_ID}{display:flex;flex-direction:column;min-height:100vh}`,
  `.${STATIC_LOGIN_FRAME_ID} #root{display:none}`,
  `.sl-bar{position:sticky;top:0;z-index:1100;display:flex;flex-direction:column;flex-shrink:0;width:100%;background-color:${PRIMARY};color:#fff;box-shadow:0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px 0 rgba(0,0,0,.14),0 1px 3px 0 rgba(0,0,0,.12)}`,
  `.sl-nav{position:relative;display:flex;align-items:center;gap:4px;min-height:56px;padding:0 16px}`,
  `.sl-logo{display:flex;align-items:center;gap:8px;margin-right:16px;color:inherit;text-decoration:none}`,
  `.sl-logo img{width:30px;height:30px}`,
  `.sl-logo span{font-weight:700;font-size:19px;letter-spacing:.3px}`,
  `.sl-main{flex-grow:1}`,
  `.sl-main:focus{outline:0}`,
  // Skip to content and the focus indicators, as the app's theme draws them (2 px, 3:1 or more).
  `.sl-skip{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}`,
  `.sl-skip:focus{position:fixed;top:8px;left:8px;z-index:1500;width:auto;height:auto;margin:0;padding:10px 16px;clip:auto;overflow:visible;border-radius:8px;background-color:#fff;color:${PRIMARY};font-weight:600;box-shadow:0 2px 4px -1px rgba(0,0,0,.2),0 4px 5px 0 rgba(0,0,0,.14),0 1px 10px 0 rgba(0,0,0,.12);outline:2px solid ${PRIMARY};outline-offset:2px}`,
  `.sl-logo:focus-visible{outline:2px solid #fff;outline-offset:2px}`,
  `.sl-actions a:focus-visible{outline:2px solid ${PRIMARY};outline-offset:2px;border-radius:2px}`,
  `.sl-wrap{display:flex;justify-content:center;padding:24px 16px}`,
  `.sl-card{width:100%;max-width:420px;padding:24px;border-radius:8px;background-color:#fff;color:rgba(0,0,0,.87);box-shadow:0 3px 1px -2px rgba(0,0,0,.2),0 2px 2px 0 rgba(0,0,0,.14),0 1px 5px 0 rgba(0,0,0,.12)}`,
  `@media (min-width:600px){.sl-nav{padding:0 24px}.sl-wrap{padding:48px 16px}.sl-card{padding:32px}}`,
  `.sl-overline{margin:0;color:${PRIMARY};font-size:.75rem;font-weight:700;line-height:2.66;letter-spacing:2px;text-transform:uppercase}`,
  `.sl-card h1{margin:0 0 8px;font-size:1.5rem;font-weight:600;line-height:1.167}`,
  `.sl-field{position:relative;display:inline-flex;flex-direction:column;width:100%;min-width:0;margin:16px 0 8px;vertical-align:top}`,
  `.sl-field label{position:absolute;left:0;top:0;z-index:1;display:block;max-width:calc(100% - 24px);padding:0;color:rgba(0,0,0,.6);font-size:1rem;line-height:1.4375em;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;transform-origin:left top;transform:translate(14px,16px) scale(1);pointer-events:none;transition:color 200ms cubic-bezier(0,0,.2,1),transform 200ms cubic-bezier(0,0,.2,1),max-width 200ms cubic-bezier(0,0,.2,1)}`,
  `.sl-field:focus-within label{max-width:calc(133% - 32px);transform:translate(14px,-9px) scale(.75);color:${PRIMARY};pointer-events:auto;user-select:none}`,
  `.sl-field:has(input:not(:placeholder-shown)) label{max-width:calc(133% - 32px);transform:translate(14px,-9px) scale(.75);pointer-events:auto;user-select:none}`,
  `.sl-input{position:relative;display:inline-flex;align-items:center;border-radius:8px;color:rgba(0,0,0,.87);font-size:1rem;line-height:1.4375em;cursor:text}`,
  `.sl-input input{display:block;box-sizing:content-box;width:100%;min-width:0;height:1.4375em;margin:0;padding:16.5px 14px;border:0;background:none;color:currentColor;font:inherit;letter-spacing:inherit;-webkit-tap-highlight-color:transparent}`,
  `.sl-input input:focus{outline:0}`,
  `.sl-input input::placeholder{opacity:0}`,
  `.sl-input fieldset{position:absolute;inset:-5px 0 0;min-width:0;margin:0;padding:0 8px;border:1px solid rgba(0,0,0,.23);border-radius:inherit;overflow:hidden;text-align:left;pointer-events:none}`,
  `@media (hover:hover){.sl-input:hover fieldset{border-color:rgba(0,0,0,.87)}}`,
  `.sl-input:focus-within fieldset{border-width:2px;border-color:${PRIMARY}}`,
  `.sl-input legend{float:unset;display:block;width:auto;max-width:.01px;height:11px;padding:0;overflow:hidden;font-size:.75em;white-space:nowrap;visibility:hidden;transition:max-width 50ms cubic-bezier(0,0,.2,1)}`,
  `.sl-field:focus-within legend{max-width:100%;transition:max-width 100ms cubic-bezier(0,0,.2,1) 50ms}`,
  `.sl-field:has(input:not(:placeholder-shown)) legend{max-width:100%;transition:max-width 100ms cubic-bezier(0,0,.2,1) 50ms}`,
  `.sl-input legend span{display:inline-block;padding:0 5px;opacity:0;visibility:visible}`,
  `.sl-actions{display:flex;justify-content:space-between;align-items:center;gap:16px;margin-top:16px}`,
  `.sl-actions a{color:${PRIMARY};text-decoration:underline;text-decoration-color:rgba(29,78,137,.4)}`,
  `.sl-actions a:hover{text-decoration-color:inherit}`,
  `.sl-button{position:relative;display:inline-flex;align-items:center;justify-content:center;min-width:64px;margin:0;border:0;border-radius:8px;font-family:${FONT};line-height:1.75;text-transform:none;cursor:pointer;user-select:none;vertical-align:middle;appearance:none;-webkit-tap-highlight-color:transparent;transition:background-color 250ms cubic-bezier(.4,0,.2,1)}`,
  `.sl-button:focus-visible{outline:2px solid ${PRIMARY};outline-offset:2px}`,
  `.sl-submit{padding:8px 22px;background-color:${PRIMARY};color:#fff;font-size:.9375rem;font-weight:600}`,
  `@media (hover:hover){.sl-submit:hover{background-color:#14365f}}`,
  `#${STATIC_LOGIN_FRAME_ID}[${STATIC_LOGIN_SUBMITTED_ATTRIBUTE}] .sl-submit{cursor:progress}`,
  `.sl-version{margin-top:24px;text-align:center}`,
  `.sl-version .sl-button{padding:4px 5px;background-color:transparent;color:rgba(0,0,0,.6);font-size:.8125rem;font-weight:400}`,
  `@media (hover:hover){.sl-version .sl-button:hover{background-color:rgba(0,0,0,.04)}}`,
  // As the theme does for users who asked for less motion.
  `@media (prefers-reduced-motion:reduce){#${STATIC_LOGIN_FRAME_ID} label,#${STATIC_LOGIN_FRAME_ID} legend,#${STATIC_LOGIN_FRAME_ID} .sl-button{transition:none}}`,
].join('\n');

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function field(name: 'email' | 'password', label: string, type: string, autoComplete: string, autofocus: boolean): string {
  const id = `static-login-${name}`;
  return (
    `<div class="sl-field"><label for="${id}">${escapeHtml(label)}<span aria-hidden="true">&thinsp;*</span></label>` +
    `<div class="sl-input"><input id="${id}" name="${name}" type="${type}" autocomplete="${autoComplete}" required placeholder=" "${autofocus ? ' autofocus' : ''}>` +
    `<fieldset aria-hidden="true"><legend><span>${escapeHtml(label)}&thinsp;*</span></legend></fieldset></div></div>`
  );
}

/** The frame's markup: the login screen as the React app draws it for a signed-out visitor. */
export function staticLoginFrameMarkup({ productName, version }: StaticLoginFrameOptions): string {
  const product = escapeHtml(productName);
  const text = loginScreenText;
  return (
    `<div id="${STATIC_LOGIN_FRAME_ID}">` +
    `<a class="sl-skip" href="#${STATIC_LOGIN_MAIN_ID}">${escapeHtml(text.skipToContent)}</a>` +
    `<header class="sl-bar"><nav class="sl-nav" aria-label="Main"><a class="sl-logo" href="#/login" aria-label="${product} home">` +
    `<img src="/favicon.svg" alt="" width="30" height="30"><span>${product}</span></a></nav></header>` +
    `<main class="sl-main" id="${STATIC_LOGIN_MAIN_ID}" tabindex="-1"><div class="sl-wrap"><section class="sl-card">` +
    `<p class="sl-overline">${product}</p><h1>${escapeHtml(text.heading)}</h1>` +
    `<form id="${STATIC_LOGIN_FORM_ID}" method="post" novalidate>` +
    field('email', text.email, 'email', 'username', true) +
    field('password', text.password, 'password', 'current-password', false) +
    `<div class="sl-actions"><a href="#/forgot-password">${escapeHtml(text.forgotPassword)}</a>` +
    `<button class="sl-button sl-submit" type="submit">${escapeHtml(text.submit)}</button></div></form>` +
    `<div class="sl-version"><button class="sl-button" type="button" aria-expanded="false" ${STATIC_LOGIN_UPDATE_LOG_ATTRIBUTE}>${escapeHtml(text.version(version))}</button></div>` +
    `</section></div></main></div>`
  );
}

/** index.html with the frame's style and script in place of the head marker and its markup in place of the body marker. */
export function injectStaticLoginFrame(html: string, options: StaticLoginFrameOptions): string {
  if (!html.includes(STATIC_LOGIN_HEAD_MARKER) || !html.includes(STATIC_LOGIN_BODY_MARKER)) {
    throw new Error(`index.html needs the markers ${STATIC_LOGIN_HEAD_MARKER} and ${STATIC_LOGIN_BODY_MARKER}`);
  }
  return html
    .replace(STATIC_LOGIN_HEAD_MARKER, () => `<style>\n${staticLoginFrameStyle}\n</style>\n    <script>\n${staticLoginFrameScript(options)}\n</script>`)
    .replace(STATIC_LOGIN_BODY_MARKER, () => staticLoginFrameMarkup(options));
}
