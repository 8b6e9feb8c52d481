// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appContentSecurityPolicy, appSecurityHeaders, headersFile, inlineScripts, parseHeadersFile, scriptHashSource } from '../../mocks/lib/security-headers';

const html = `<!doctype html><html><head><style>.frame{}</style>
<script>
(function () { document.title = 'Fieldline'; })();
</script>
<script type="module" crossorigin src="/assets/index-abc.js"></script></head>
<body><script>
window.start && start();
</script></body></html>`;

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

describe('the app policy', () => {
  it('allows index.html\u2019s inline scripts by the hash of their exact text, and no script by address but its own', () => {
    expect(inlineScripts(html)).toEqual(["\n(function () { document.title = 'Fieldline'; })();\n", '\nwindow.start && start();\n']);
    const policy = appContentSecurityPolicy({ html });
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${sha256("\n(function () { document.title = 'Fieldline'; })();\n")} ${sha256('\nwindow.start && start();\n')}`);
    expect(scriptHashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it('calls only the app and the API base, takes styles inline for Emotion, and is never framed', () => {
    const policy = appContentSecurityPolicy({ html, apiBase: 'http://127.0.0.1:3301/api/' }).split('; ');
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:3301/api/");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("img-src 'self' data: blob: https:");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain('object-src blob:');
    expect(policy).toContain('frame-src blob:');
    expect(policy.join('; ')).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(appContentSecurityPolicy({ html }).split('; ')).toContain("connect-src 'self'");
    expect(appContentSecurityPolicy({ html, apiBase: '/api/' }).split('; ')).toContain("connect-src 'self'");
  });

  it('writes the headers as a _headers file for hosts and reads them back', () => {
    const headers = appSecurityHeaders({ html, apiBase: 'https://api.example.com/api/' });
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    const file = headersFile(headers);
    expect(file.startsWith('/*\n  Content-Security-Policy: ')).toBe(true);
    expect(parseHeadersFile(file)).toEqual(headers);
    expect(parseHeadersFile('# comment\n/assets/*\n  Cache-Control: max-age=31536000\n/*\n  X-Frame-Options: DENY\n')).toEqual({ 'X-Frame-Options': 'DENY' });
  });
});
