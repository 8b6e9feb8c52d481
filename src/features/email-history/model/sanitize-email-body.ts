import DOMPurify from 'dompurify';

/**
 * Tags an email body may not carry even where DOMPurify would allow them: active or embedded content,
 * forms, and anything that could restyle or redirect the application around the message.
 */
const FORBIDDEN_TAGS = [
  'script',
  'style',
  'link',
  'meta',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'svg',
  'math',
  'template',
  'audio',
  'video',
  'source',
  'track',
];

const FORBIDDEN_ATTRIBUTES = ['srcdoc', 'formaction', 'action', 'ping', 'target'];

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** One DOMPurify instance with the link hook, so the app's other uses of DOMPurify stay unaffected. */
function emailPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    // Links leave the application: a new tab that cannot reach back into this one.
    if ((node.tagName === 'A' || node.tagName === 'AREA') && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // Positioned content could cover the dialog or the message around it; it flows like the rest.
    if (node instanceof HTMLElement && node.style.position) node.style.removeProperty('position');
    // An image the sender gave no text alternative is treated as decorative.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
  purifier = instance;
  return instance;
}

/**
 * An email's HTML body made safe to render: no scripts, event handlers, `javascript:` or `data:`
 * links, frames, forms, style sheets or CSS positioning; element ids are prefixed so they cannot
 * clash with the app's; links open in a new tab with `rel="noopener noreferrer"`.
 */
export function sanitizeEmailBody(html: string): string {
  const instance = emailPurifier();
  if (!instance.isSupported) return '';
  return instance.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    SANITIZE_NAMED_PROPS: true,
    RETURN_TRUSTED_TYPE: false,
  });
}
