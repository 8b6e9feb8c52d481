import { describe, expect, it, vi } from 'vitest';
import { sanitizeEmailBody, sanitizeEmailMessage } from '@/features/email-history/model/sanitize-email-body';

function fragment(html: string, options: { showRemoteImages?: boolean } = {}): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeEmailBody(html, options);
  return container;
}

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('sanitizeEmailBody', () => {
  it('keeps formatting, tables and safe links', () => {
    const body = fragment(
      '<p>Hi <strong>Tom</strong>,</p><table><tr><td style="padding:4px">Total</td><td>$1,200.00</td></tr></table><a href="https://example.com/pay">Pay online</a>',
    );
    expect(body.querySelector('strong')?.textContent).toBe('Tom');
    expect(body.querySelector('td')?.getAttribute('style')).toBe('padding:4px');
    const link = body.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/pay');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('removes scripts, style sheets, frames, forms and embedded objects but keeps the text around them', () => {
    const body = fragment(
      [
        '<style>body{display:none}</style><script>window.__pwned = 1</script>',
        '<p>Book your spring tune-up</p>',
        '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
        '<form action="https://attacker.invalid"><input name="card"><button>Confirm</button></form>',
        '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
        '<svg onload="alert(1)"><circle r="4"></circle></svg>',
        '<meta http-equiv="refresh" content="0;url=https://attacker.invalid"><base href="https://attacker.invalid/">',
      ].join(''),
    );
    expect(body.textContent).toContain('Book your spring tune-up');
    for (const selector of ['script', 'style', 'iframe', 'form', 'input', 'button', 'object', 'embed', 'svg', 'meta', 'base']) {
      expect(body.querySelector(selector), selector).toBeNull();
    }
  });

  it('strips event handlers and javascript: and data: links', () => {
    const body = fragment(
      [
        '<img src="x" onerror="alert(1)" alt="Banner">',
        '<p onclick="alert(1)" onmouseover="alert(2)">Fine print</p>',
        '<a href="javascript:alert(1)">Claim</a>',
        '<a href="JaVaScRiPt:alert(1)">Mixed</a>',
        '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Data</a>',
        '<details open ontoggle="alert(1)"><summary>Notes</summary>Text</details>',
      ].join(''),
    );
    const html = body.innerHTML.toLowerCase();
    expect(html).not.toMatch(/\son[a-z]+=/);
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:text/html');
    expect(body.textContent).toContain('Fine print');
    expect(body.textContent).toContain('Claim');
  });

  it('defuses mutation XSS through foreign content', () => {
    const body = fragment('<math><mtext><table><mglyph><style><img src=x onerror="alert(1)">');
    expect(body.innerHTML.toLowerCase()).not.toContain('onerror');
  });

  it('drops CSS positioning so nothing can cover the dialog, keeping the other inline styles', () => {
    const body = fragment('<div style="position:fixed;inset:0;background:#fff;color:#333">Next visit</div>');
    const div = body.querySelector('div')!;
    expect(div.style.position).toBe('');
    expect(div.style.background).toContain('rgb(255, 255, 255)');
    expect(div.textContent).toBe('Next visit');
  });

  it('marks images without a text alternative as decorative and prefixes ids', () => {
    const body = fragment('<img src="https://example.com/logo.png"><p id="root">Hello</p>');
    expect(body.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(body.querySelector('p')?.id).not.toBe('root');
  });

  it('drops remote images and CSS image addresses (tracking pixels) and counts them', () => {
    const html = [
      '<img src="https://track.example/open.gif?id=42" width="1" height="1" alt="">',
      '<img src="//track.example/p.gif" alt="Pixel">',
      '<img srcset="https://track.example/a.png 1x, https://track.example/b.png 2x" alt="Set">',
      '<table background="https://track.example/bg.png"><tr><td style="background-image:url(https://track.example/cell.png);color:#333">Cell</td></tr></table>',
      '<div style="background:#fff url(\'http://track.example/div.png\') no-repeat">Div</div>',
      '<p style="list-style-image:url(&quot;https://track.example/li.png&quot;)">Para</p>',
      '<span style="background-image:u\\72l(https://track.example/escaped.png)">Escaped</span>',
    ].join('');
    const result = sanitizeEmailMessage(html);
    expect(result.html).not.toMatch(/track\.example/);
    expect(result.hiddenRemoteImages).toBe(7);
    const body = fragment(html);
    expect(body.querySelector('td')?.style.color).toBe('rgb(51, 51, 51)');
    expect(body.querySelector('img[alt="Pixel"]')).not.toBeNull();
    expect(body.textContent).toContain('Escaped');
  });

  it('keeps images embedded in the message and loads nothing from the app through relative addresses', () => {
    const result = sanitizeEmailMessage(`<img src="${PNG}" alt="Logo"><img src="x" alt="Broken"><div style="background:url(/api/Logout)">Text</div>`);
    expect(result.hiddenRemoteImages).toBe(0);
    const body = fragment(`<img src="${PNG}" alt="Logo"><img src="x" alt="Broken"><div style="background:url(/api/Logout)">Text</div>`);
    expect(body.querySelector('img[alt="Logo"]')?.getAttribute('src')).toBe(PNG);
    expect(body.querySelector('img[alt="Broken"]')?.hasAttribute('src')).toBe(false);
    expect(body.innerHTML).not.toContain('/api/Logout');
  });

  it('shows https images when the viewer asks, never http ones or scripts', () => {
    const html =
      '<img src="https://cdn.example/logo.png" alt="Logo"><img src="http://cdn.example/plain.png" alt="Plain" onerror="alert(1)">' +
      '<div style="background-image:url(https://cdn.example/bg.png)">Cell</div>';
    const shown = sanitizeEmailMessage(html, { showRemoteImages: true });
    expect(shown.hiddenRemoteImages).toBe(1);
    const body = fragment(html, { showRemoteImages: true });
    expect(body.querySelector('img[alt="Logo"]')?.getAttribute('src')).toBe('https://cdn.example/logo.png');
    expect(body.querySelector('img[alt="Plain"]')?.hasAttribute('src')).toBe(false);
    expect(body.innerHTML).toContain('cdn.example/bg.png');
    expect(body.innerHTML).not.toMatch(/onerror/i);
  });

  it('hands the parser no event handler or base element (Chrome reports those against the page\u2019s CSP)', () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const body = fragment('<img src=x onerror="alert(1)"><svg/onload=alert(2)></svg><p id="a"onclick=x>Text about onions = tasty</p><BASE href="https://attacker.invalid/">');
    const parsed = String(parse.mock.calls.at(-1)?.[0]);
    expect(parsed).not.toMatch(/<[^>]*[\s/"']on[a-z]+\s*=/i);
    expect(parsed).not.toMatch(/<base/i);
    expect(body.innerHTML).not.toMatch(/on[a-z]+=|data-|base/i);
    expect(body.textContent).toBe('Text about onions = tasty');
  });
});
