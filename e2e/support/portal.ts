import type { Page } from '@playwright/test';
import { endpoints } from '../../src/config/endpoints';
import { documentCreateRequest, type DocumentSourceJob } from '../../src/features/documents/model/document-create';
import { PAYMENT_PROCESSING_ENABLED_CODE } from '../../src/lib/schemas/payment-provider-schemas';
import { DEMO_PASSWORD, users, type Account } from './accounts';

/**
 * Setting up customer-portal journeys through the API (issue 18): a caller (`fetch` against the
 * HTTP mock server, or `window.__mock.api` in a demo page), staff sign-in, card payments switched
 * on the way an administrator does it, documents made and sent, and the portal link read from the
 * email the customer got, as the customer would follow it.
 */
export type ApiCaller = (method: 'GET' | 'POST', path: string, body?: unknown, accessToken?: string) => Promise<{ status: number; body: unknown }>;

/** A caller of the HTTP mock server at `base` (`MOCK_API_BASE`). */
export function httpCaller(base: string): ApiCaller {
  return async (method, path, body, accessToken) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    const response = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      return { status: response.status, body: text };
    }
  };
}

async function expectOk(answer: Promise<{ status: number; body: unknown }>, what: string): Promise<unknown> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

export async function apiSignIn(call: ApiCaller, account: Account): Promise<string> {
  const body = (await expectOk(call('POST', 'UserAuthentication/Authenticate', { username: users[account], password: DEMO_PASSWORD }), `Signing ${account} in`)) as { accessToken: string };
  return body.accessToken;
}

/** Links the simulated provider account (the onboarding form's call) and turns Payment Processing on. */
export async function enableCardPayments(call: ApiCaller, adminToken: string, appUrl: string): Promise<void> {
  const link = (await expectOk(call('POST', endpoints.paymentProvider.getAccountLinkUrl, { returnUrl: `${appUrl}/#/settings/credit-card-payments` }, adminToken), 'GetAccountLinkUrl')) as { url: string };
  const linkId = /[?&]link=([^&#]+)/.exec(link.url)?.[1];
  if (!linkId) throw new Error(`No link id in ${link.url}`);
  await expectOk(call('POST', endpoints.paymentProvider.completeOnboarding, { linkId: decodeURIComponent(linkId), businessName: 'Northwind Heating & Plumbing', acceptedAgreement: true }), 'CompleteOnboarding');
  await expectOk(call('POST', endpoints.systemSettingGroups.updatePaymentProcessing, { code: PAYMENT_PROCESSING_ENABLED_CODE, value: 'Yes' }, adminToken), 'UpdatePaymentProcessing');
}

export interface MadeDocument {
  context: string;
  number: number;
  total: number;
}

/** A proposal or invoice of all of a job's lines, made through the API. */
export async function createDocument(call: ApiCaller, token: string, kind: 'proposal' | 'invoice', jobContext: string): Promise<MadeDocument> {
  const job = (await expectOk(call('GET', `${endpoints.job.get}?context=${encodeURIComponent(jobContext)}`, undefined, token), 'Job/GetByContext')) as DocumentSourceJob;
  const request = documentCreateRequest(job, []);
  return (await expectOk(call('POST', endpoints[kind].create, request, token), `${kind} Create`)) as MadeDocument;
}

/** Emails an invoice to `to` (its email carries the customer's portal link). */
export async function emailInvoice(call: ApiCaller, token: string, invoice: MadeDocument, to: string): Promise<void> {
  await expectOk(call('POST', endpoints.invoice.email, { context: invoice.context, to: [to], subject: `Invoice #${invoice.number}`, body: 'Thank you for your business.' }, token), 'Invoice/Email');
}

/** The hash route of the newest portal link of `kind` in the emails' bodies (`#/customer-portal/…`). */
export function portalRouteIn(bodies: readonly string[], kind: 'proposal' | 'invoice'): string {
  const pattern = new RegExp(`#/customer-portal/${kind}/([0-9a-f]{16,128})`, 'g');
  const found = bodies.flatMap((body) => [...body.matchAll(pattern)].map((match) => match[0]));
  const route = found.at(-1);
  if (!route) throw new Error(`No ${kind} portal link in the emails`);
  return `/${route}`;
}

/** A caller of the demo build's in-page mock (`window.__mock.api`), in `page`. */
export function pageCaller(page: Page): ApiCaller {
  return (method, path, body, accessToken) => page.evaluate(([m, p, b, t]) => window.__mock!.api(m, p, b, t), [method, path, body, accessToken] as const);
}
