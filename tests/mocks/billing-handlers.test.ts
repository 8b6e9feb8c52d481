// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, billingPortalSessionSchema } from '../../src/lib/schemas/billing-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { billingPortalPageHandlers } from '../../mocks/handlers/billing-handlers';
import { serveSimulatedPagesFrom } from '../../mocks/handlers/simulated-pages';
import { server } from '../../mocks/node';
import { get, post, signIn, useMockServer } from './mock-api';

useMockServer();
afterEach(() => serveSimulatedPagesFrom(null));

const APP = 'http://127.0.0.1:4173/';
const RETURN_URL = `${APP}#/settings/preferences`;

async function portalUrl(token: string, body: unknown = { returnUrl: RETURN_URL }): Promise<string> {
  const response = await post('Billing/CreateCustomerPortal', body, token, { Referer: APP });
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

describe('Billing/CreateCustomerPortal', () => {
  it('answers the simulated portal of the app with a session that reads the plan', async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    const url = await portalUrl(accessToken);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:4173\/#\/demo\/billing-portal\?session=[0-9a-f-]{36}$/);

    const session = new URLSearchParams(url.split('?')[1]).get('session')!;
    const response = await get(`Billing/GetPortalSession?session=${session}`);
    expect(response.status).toBe(200);
    const answer = billingPortalSessionSchema.parse(await response.json());
    expect(answer).toMatchObject({ companyName: getDb().companyInfo.get().companyName, returnUrl: RETURN_URL, subscription: getDb().subscription.get() });
  });

  it('accepts no return address and validates a given one', async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    const url = await portalUrl(accessToken, {});
    const session = new URLSearchParams(url.split('?')[1]).get('session')!;
    expect(billingPortalSessionSchema.parse(await (await get(`Billing/GetPortalSession?session=${session}`)).json()).returnUrl).toBeNull();

    for (const returnUrl of ['/settings', 'javascript:alert(1)', 'https://a:b@x.example/', 'x'.repeat(10)]) {
      const response = await post('Billing/CreateCustomerPortal', { returnUrl }, accessToken);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual([BILLING_MESSAGES.returnUrlInvalid]);
    }
  });

  it('is for administrators only', async () => {
    expect((await post('Billing/CreateCustomerPortal', { returnUrl: RETURN_URL })).status).toBe(401);
    for (const username of [seededUsernames.office, seededUsernames.tech]) {
      const { accessToken } = await signIn(username);
      expect((await post('Billing/CreateCustomerPortal', { returnUrl: RETURN_URL }, accessToken)).status).toBe(403);
    }
    expect(getDb().billingPortalSessions.all()).toEqual([]);
  });

  it('answers 404 for an unknown or expired session', async () => {
    expect((await get('Billing/GetPortalSession?session=nope')).status).toBe(404);
    const { accessToken } = await signIn(seededUsernames.admin);
    const url = await portalUrl(accessToken);
    getDb().billingPortalSessions.all()[0]!.expiresAt = new Date(Date.now() - 1).toISOString();
    const session = new URLSearchParams(url.split('?')[1]).get('session')!;
    const response = await get(`Billing/GetPortalSession?session=${session}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: BILLING_MESSAGES.sessionNotFound });
  });
});

describe('the HTML billing portal of the HTTP mock server', () => {
  it('answers an address on the server itself, showing the plan and the way back', async () => {
    serveSimulatedPagesFrom('http://localhost');
    server.use(...billingPortalPageHandlers);
    const { accessToken } = await signIn(seededUsernames.admin);
    const url = await portalUrl(accessToken);
    expect(url).toMatch(/^http:\/\/localhost\/demo\/billing-portal\?session=/);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Billing portal (simulated)');
    expect(html).toContain(getDb().subscription.get().planName);
    expect(html).toContain('Northwind Heating &amp; Plumbing');
    expect(html).toContain(`<a href="${RETURN_URL}">Return to Fieldline</a>`);

    const expired = await fetch('http://localhost/demo/billing-portal?session=nope');
    expect(expired.status).toBe(404);
    expect(await expired.text()).toContain(BILLING_MESSAGES.sessionNotFound);
  });
});
