import { http, HttpResponse, type RequestHandler } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { paths } from '../../src/config/paths';
import {
  BILLING_MESSAGES,
  createCustomerPortalRequestSchema,
  type BillingPortalSession as BillingPortalSessionView,
} from '../../src/lib/schemas/billing-schemas';
import { randomUuid } from '../db/ids';
import type { BillingPortalSession } from '../db/payment-provider-types';
import type { MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import type { Subscription } from '../db/types';
import { issueMessages, route } from './route';
import { escapeHtml, simulatedHtmlPage, simulatedPageUrl } from './simulated-pages';

/** Minutes a billing portal session can be opened. */
export const PORTAL_SESSION_MINUTES = 60;

/** The brand shown on the simulated billing portal. */
export const SIMULATED_PORTAL_BRAND = 'Billing portal (simulated)';

function liveSession(db: MockDb, id: string, now = Date.now()): BillingPortalSession | undefined {
  const session = db.billingPortalSessions.get(id);
  return session && Date.parse(session.expiresAt) > now ? session : undefined;
}

function sessionView(db: MockDb, session: BillingPortalSession): BillingPortalSessionView {
  return {
    companyName: db.companyInfo.get().companyName,
    subscription: db.subscription.get(),
    returnUrl: session.returnUrl,
    expiresAt: session.expiresAt,
  };
}

/**
 * Administrators only. Opens a portal session and answers the portal's address: the app's
 * `#/demo/billing-portal` route in the browser, an HTML page on the HTTP mock server itself.
 */
const createCustomerPortal = route(
  'post',
  endpoints.billing.createCustomerPortal,
  { allow: 'ADMINISTRATOR', body: createCustomerPortalRequestSchema, messages: issueMessages, emptyBody: {} },
  ({ request, user, body }) => {
    const db = getDb();
    const now = Date.now();
    const session: BillingPortalSession = {
      id: randomUuid(),
      userId: user.id,
      returnUrl: body.returnUrl ?? null,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + PORTAL_SESSION_MINUTES * 60_000).toISOString(),
    };
    const live = db.billingPortalSessions.all().filter((candidate) => Date.parse(candidate.expiresAt) > now);
    const kept = new Set(live.slice(-19).map((candidate) => candidate.id));
    db.billingPortalSessions.removeWhere((candidate) => !kept.has(candidate.id));
    db.billingPortalSessions.insert(session);
    return { url: simulatedPageUrl(request, paths.demoBillingPortal, { session: session.id }) };
  },
);

/** Mock only: the simulated portal reads its session here. The session id is the credential (no sign-in). */
const getPortalSession = route('get', endpoints.billing.getPortalSession, { allow: 'public' }, ({ query }) => {
  const db = getDb();
  const session = liveSession(db, query.get('session') ?? '');
  if (!session) return HttpResponse.json({ message: BILLING_MESSAGES.sessionNotFound }, { status: 404 });
  return sessionView(db, session);
});

export const billingHandlers: RequestHandler[] = [createCustomerPortal, getPortalSession];

// ---------------------------------------------------------------------------------------------
// The billing portal as plain HTML, for the HTTP mock server (the demo build uses its hash route).

const statusText: Record<Subscription['status'], string> = {
  TRIALING: 'Trial',
  ACTIVE: 'Active',
  PAST_DUE: 'Past due',
  CANCELED: 'Cancelled',
};

/** A plain date (yyyy-mm-dd) as e.g. December 4, 2026. */
function longDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
}

function portalPage(id: string): { status: number; body: string } {
  const db = getDb();
  const session = liveSession(db, id);
  if (!session) {
    return {
      status: 404,
      body: simulatedHtmlPage({
        title: SIMULATED_PORTAL_BRAND,
        brand: SIMULATED_PORTAL_BRAND,
        body: `<section><h1>Session expired</h1><p class="error" role="alert">${escapeHtml(BILLING_MESSAGES.sessionNotFound)}</p></section>`,
      }),
    };
  }
  const subscription = db.subscription.get();
  const rows = subscription
    ? `<dt>Plan</dt><dd>${escapeHtml(subscription.planName)}</dd><dt>Status</dt><dd>${escapeHtml(statusText[subscription.status])}</dd>` +
      (subscription.trialEndsOn ? `<dt>Trial ends</dt><dd>${escapeHtml(longDate(subscription.trialEndsOn))}</dd>` : '')
    : '<dt>Plan</dt><dd>No subscription</dd>';
  const back = session.returnUrl ? `<p><a href="${escapeHtml(session.returnUrl)}">Return to Fieldline</a></p>` : '';
  return {
    status: 200,
    body: simulatedHtmlPage({
      title: SIMULATED_PORTAL_BRAND,
      brand: SIMULATED_PORTAL_BRAND,
      body: `<section>
<h1>${escapeHtml(db.companyInfo.get().companyName)}</h1>
<p class="note">This page stands in for the billing provider's customer portal, where plans, payment methods and invoices are managed. Nothing here charges a card.</p>
<h2>Current plan</h2>
<dl>${rows}</dl>
${back}
</section>`,
    }),
  };
}

const portalPageGet = http.get(`*${paths.demoBillingPortal}`, ({ request }) => {
  const page = portalPage(new URL(request.url).searchParams.get('session') ?? '');
  return new HttpResponse(page.body, {
    status: page.status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
});

/** The HTML billing portal; only the HTTP mock server registers these. */
export const billingPortalPageHandlers: RequestHandler[] = [portalPageGet];
