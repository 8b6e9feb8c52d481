import { createHash } from 'node:crypto';
import type { APIResponse } from '@playwright/test';
import { users } from './support/accounts';
import { dashboardHeading, loginHeading, submitLogin } from './support/app';
import { demoOnly, MOCK_API_BASE, REAL_API_URL } from './support/config';
import { expect, test, watchCspViolations } from './support/fixtures';

/**
 * The built app is served with its security headers (docs/deploying.md): a Content-Security-Policy
 * allowing only the app's own scripts and index.html's inline scripts by hash, no framing, no MIME
 * sniffing and a strict referrer policy. Every journey runs under it (the fixture fails a test on
 * any violation); here the headers themselves, and that the policy really blocks.
 */

function inlineScriptHashes(html: string): string[] {
  return Array.from(html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi))
    .filter((match) => !/\bsrc=/i.test(match[1] ?? ''))
    .map((match) => `'sha256-${createHash('sha256').update(match[2] ?? '', 'utf8').digest('base64')}'`);
}

function directives(response: APIResponse): Map<string, string> {
  const policy = response.headers()['content-security-policy'] ?? '';
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split(/\s+/)[0]!, part.slice(part.indexOf(' ') + 1)] as [string, string]),
  );
}

async function expectAppHeaders(response: APIResponse, connectSrc: string): Promise<void> {
  expect(response.status()).toBe(200);
  const html = await response.text();
  const hashes = inlineScriptHashes(html);
  // The static login frame's head script and the script that starts the app.
  expect(hashes).toHaveLength(2);
  const policy = directives(response);
  expect(policy.get('script-src')).toBe(`'self' ${hashes.join(' ')}`);
  expect(policy.get('style-src')).toBe("'self' 'unsafe-inline'");
  expect(policy.get('connect-src')).toBe(connectSrc);
  expect(policy.get('frame-ancestors')).toBe("'none'");
  // A document's PDF shows in a frame from a blob: URL (Chrome's PDF viewer is a plugin).
  expect(policy.get('object-src')).toBe('blob:');
  expect(policy.get('frame-src')).toBe('blob:');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

test('the demo build is served with its CSP (inline scripts by hash, no framing), nosniff and the referrer policy', async ({ request }) => {
  await expectAppHeaders(await request.get('/'), "'self'");
  const script = await request.get('/favicon.svg');
  expect(script.headers()['x-content-type-options']).toBe('nosniff');
  expect(script.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('the real-API build allows calls to its API base only', async ({ request }) => {
  test.skip(demoOnly, 'the real-API build is not served (E2E_DEMO_ONLY=1)');
  await expectAppHeaders(await request.get(`${REAL_API_URL}/`), `'self' ${MOCK_API_BASE}`);
});

test('the policy blocks a script that is not the app\'s, and the app signs in under it without a violation', async ({ browser }) => {
  const context = await browser.newContext();
  const violations = await watchCspViolations(context);
  const page = await context.newPage();
  await page.goto('/#/login');
  await expect(loginHeading(page)).toBeVisible();

  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBe(1);
  expect(violations[0]).toMatch(/^script-src-elem blocked inline/);

  violations.length = 0;
  await submitLogin(page, users.office);
  await expect(dashboardHeading(page)).toBeVisible();
  expect(violations).toEqual([]);
  await context.close();
});
