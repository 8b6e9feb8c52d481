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

/** Attributes that load an image by address (besides `style`). */
const IMAGE_ADDRESS_ATTRIBUTES = ['src', 'background', 'lowsrc', 'dynsrc', 'poster'];
/** An image carried inside the message itself. */
const EMBEDDED_IMAGE = /^data:image\/(png|gif|jpe?g|webp|bmp);base64,/i;
/** `url(…)` and the image functions of CSS: each loads an address. */
const CSS_ADDRESS = /\b(?:url|image-set|image|cross-fade|-webkit-image-set)\s*\(/i;
const CSS_URL = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;

export interface EmailSanitizeOptions {
  /** Keep images (and CSS images) from https addresses: the viewer's "Show remote images" choice. */
  showRemoteImages?: boolean;
}

export interface SanitizedEmail {
  /** The body made safe to render. */
  html: string;
  /** How many remote images (tracking pixels among them) were left out; 0 when they are shown. */
  hiddenRemoteImages: number;
}

/** What the hooks of one `sanitize` call read and write (sanitizing is synchronous). */
let pass = { showRemoteImages: false, hidden: 0 };

/** An address that loads from another site: absolute http(s) or protocol-relative. */
function isRemote(address: string): boolean {
  return /^\s*(https?:)?\/\//i.test(address);
}

/** Whether an image address may load: embedded images always, https ones when the viewer chose so. */
function mayLoad(address: string): boolean {
  if (EMBEDDED_IMAGE.test(address.trim())) return true;
  return pass.showRemoteImages && /^\s*https:\/\//i.test(address);
}

function dropImageAddresses(node: Element): void {
  for (const name of IMAGE_ADDRESS_ATTRIBUTES) {
    const address = node.getAttribute(name);
    if (address === null || mayLoad(address)) continue;
    node.removeAttribute(name);
    if (isRemote(address)) pass.hidden += 1;
  }
  // Candidate lists are not checked one by one: the single `src` is enough for an email.
  if (node.hasAttribute('srcset')) {
    if (isRemote(node.getAttribute('srcset') ?? '') && !pass.showRemoteImages) pass.hidden += 1;
    node.removeAttribute('srcset');
  }
}

/** The addresses a CSS value loads through `url()`. */
function cssAddresses(value: string): string[] {
  return Array.from(value.matchAll(CSS_URL), (match) => match[2] ?? '');
}

/** A CSS value loads only addresses that may load, and only through plain `url()`. */
function cssMayLoad(value: string): boolean {
  return cssAddresses(value).every(mayLoad) && !CSS_ADDRESS.test(value.replace(CSS_URL, ''));
}

/** Drops CSS declarations that load an address (backgrounds, list images, cursors…) unless they may load. */
function dropStyleAddresses(node: HTMLElement): void {
  const style = node.style;
  let remote = false;
  for (let index = style.length - 1; index >= 0; index -= 1) {
    const property = style.item(index);
    const value = style.getPropertyValue(property);
    if (!CSS_ADDRESS.test(value) || cssMayLoad(value)) continue;
    if (cssAddresses(value).some(isRemote)) remote = true;
    style.removeProperty(property);
  }
  // Whatever the style parser kept that still names an address, or hides one behind CSS escapes, goes too.
  const text = node.getAttribute('style') ?? '';
  if (text.includes('\\') || (CSS_ADDRESS.test(text) && !cssMayLoad(text))) {
    if (cssAddresses(text).some(isRemote)) remote = true;
    node.removeAttribute('style');
  }
  if (remote) pass.hidden += 1;
}

/**
 * Chrome checks the page's Content-Security-Policy while DOMPurify parses a message into its inert
 * document: every inline event handler and `<base>` in it is reported as a violation, though
 * nothing runs there. Inside each tag their names are changed first (`onerror=` becomes a `data-`
 * attribute, `<base` an unknown element), which DOMPurify then removes as it would have removed
 * them. Security does not rest on this: DOMPurify still sees and cleans everything.
 */
function defuseForParsing(html: string): string {
  return html.replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(/^<base\b/i, '<x-base').replace(/([\s/"'])on([a-z]+\s*=)/gi, '$1data-defused-on$2'));
}

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** One DOMPurify instance with the hooks, so the app's other uses of DOMPurify stay unaffected. */
function emailPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    // Links leave the application: a new tab that cannot reach back into this one.
    if ((node.tagName === 'A' || node.tagName === 'AREA') && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // Remote images tell the sender when and where the message is read (tracking pixels): left out
    // unless the viewer asks for them.
    dropImageAddresses(node);
    if (node instanceof HTMLElement && node.hasAttribute('style')) {
      // Positioned content could cover the dialog or the message around it; it flows like the rest.
      if (node.style.position) node.style.removeProperty('position');
      dropStyleAddresses(node);
    }
    // An image the sender gave no text alternative is treated as decorative.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
  purifier = instance;
  return instance;
}

/**
 * An email's HTML body made safe to render: no scripts, event handlers, `javascript:` or `data:`
 * links, frames, forms, style sheets or CSS positioning; element ids are prefixed so they cannot
 * clash with the app's; links open in a new tab with `rel="noopener noreferrer"`. Images load only
 * when embedded in the message (`data:image/…`), or from https addresses when `showRemoteImages` is
 * set; other image addresses (`src`, `srcset`, `background`, CSS `url()`) are dropped and counted.
 */
export function sanitizeEmailMessage(html: string, { showRemoteImages = false }: EmailSanitizeOptions = {}): SanitizedEmail {
  const instance = emailPurifier();
  if (!instance.isSupported) return { html: '', hiddenRemoteImages: 0 };
  pass = { showRemoteImages, hidden: 0 };
  try {
    const safe = instance.sanitize(defuseForParsing(html), {
      USE_PROFILES: { html: true },
      FORBID_TAGS: FORBIDDEN_TAGS,
      FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
      ALLOW_DATA_ATTR: false,
      SANITIZE_NAMED_PROPS: true,
      RETURN_TRUSTED_TYPE: false,
    });
    return { html: safe, hiddenRemoteImages: pass.hidden };
  } finally {
    pass = { showRemoteImages: false, hidden: 0 };
  }
}

/** The safe body only, remote images left out (see `sanitizeEmailMessage`). */
export function sanitizeEmailBody(html: string, options: EmailSanitizeOptions = {}): string {
  return sanitizeEmailMessage(html, options).html;
}
