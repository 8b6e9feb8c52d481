import { http, HttpResponse, type RequestHandler } from 'msw';
import type { z } from 'zod';
import { endpoints } from '../../src/config/endpoints';
import { paths } from '../../src/config/paths';
import {
  accountLinkRequestSchema,
  BUSINESS_NAME_MAX,
  completeOnboardingRequestSchema,
  PAYMENT_PROCESSING_ENABLED_CODE,
  PAYMENT_PROVIDER_MESSAGES,
  paymentSettingSchema,
  updatePaymentProcessingRequestSchema,
  type CompleteOnboardingRequest,
  type PaymentProviderAccount as PaymentProviderAccountView,
  type PaymentProviderStatus,
  type PaymentSetting,
} from '../../src/lib/schemas/payment-provider-schemas';
import { randomUuid } from '../db/ids';
import type { PaymentProviderAccount } from '../db/payment-provider-types';
import { getDb, updateDb } from '../db/store';
import type { MockDb, MockUser } from '../db/types';
import { apiPath, clientError, readJson, requirePermission, requireUser, validationError } from './handler-utils';
import { escapeHtml, simulatedHtmlPage, simulatedPageUrl } from './simulated-pages';

/** Minutes an onboarding link stays usable (the provider's links are short-lived and single use). */
export const ACCOUNT_LINK_MINUTES = 30;

/** The simulated provider is always reachable and in test mode: no real card is ever charged. */
export const SIMULATED_PROVIDER_STATUS: PaymentProviderStatus = { isPaymentProviderAvailable: true, isTestMode: true };

/** The brand shown on the simulated onboarding page. */
export const SIMULATED_PROVIDER_BRAND = 'Payment provider (simulated)';

function accountView(account: PaymentProviderAccount): PaymentProviderAccountView {
  return {
    accountId: account.accountId,
    detailsSubmitted: account.detailsSubmitted,
    businessName: account.businessName,
    linkedAt: account.linkedAt,
    unlinkedAt: account.unlinkedAt,
  };
}

/** Linked: details submitted and not unlinked since. */
export function isAccountLinked(account: PaymentProviderAccount): boolean {
  return account.detailsSubmitted && account.unlinkedAt === null;
}

function requireAdministrator(request: Request): MockUser | Response {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  return requirePermission(user, 'ADMINISTRATOR') ?? user;
}

/** The messages of a failed parse, without field paths (they are the spec's words). */
function messagesOf(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.message))];
}

function paymentSettings(db: MockDb): PaymentSetting[] {
  return db.systemSettings.filter((setting) => setting.category === 'PAYMENT').map((setting) => paymentSettingSchema.parse({ ...setting }));
}

function usableLink(account: PaymentProviderAccount, linkId: string, now = Date.now()) {
  const link = account.accountLinks.find((candidate) => candidate.id === linkId);
  if (!link || link.used || Date.parse(link.expiresAt) <= now) return undefined;
  if (account.unlinkedAt !== null || account.detailsSubmitted) return undefined;
  return link;
}

export type OnboardingOutcome = { ok: true; returnUrl: string } | { ok: false; status: 400 | 422; messages: string[] };

/**
 * Submits the simulated onboarding form: checks the link (single use, not expired, account not
 * linked or unlinked) and the details, then marks the account's details submitted.
 */
export function completeOnboarding(input: unknown): OnboardingOutcome {
  const parsed = completeOnboardingRequestSchema.safeParse(input);
  const linkId = typeof (input as { linkId?: unknown } | null)?.linkId === 'string' ? (input as { linkId: string }).linkId : '';
  if (!usableLink(getDb().paymentProviderAccount, linkId)) {
    return { ok: false, status: 422, messages: [PAYMENT_PROVIDER_MESSAGES.linkInvalid] };
  }
  if (!parsed.success) return { ok: false, status: 400, messages: messagesOf(parsed.error) };
  const details: CompleteOnboardingRequest = parsed.data;
  const returnUrl = updateDb((db) => {
    const account = db.paymentProviderAccount;
    const link = usableLink(account, details.linkId)!;
    link.used = true;
    account.detailsSubmitted = true;
    account.businessName = details.businessName;
    account.linkedAt = new Date().toISOString();
    return link.returnUrl;
  });
  return { ok: true, returnUrl };
}

const getStatus = http.get(apiPath(endpoints.paymentProvider.getStatus), ({ request }) => {
  const user = requireAdministrator(request);
  if (user instanceof Response) return user;
  return HttpResponse.json(SIMULATED_PROVIDER_STATUS);
});

const getAccount = http.get(apiPath(endpoints.paymentProvider.getAccount), ({ request }) => {
  const user = requireAdministrator(request);
  if (user instanceof Response) return user;
  return HttpResponse.json(accountView(getDb().paymentProviderAccount));
});

const getAccountLinkUrl = http.post(apiPath(endpoints.paymentProvider.getAccountLinkUrl), async ({ request }) => {
  const user = requireAdministrator(request);
  if (user instanceof Response) return user;
  const parsed = accountLinkRequestSchema.safeParse((await readJson(request)) ?? {});
  if (!parsed.success) return validationError(messagesOf(parsed.error));
  const account = getDb().paymentProviderAccount;
  if (account.unlinkedAt !== null) return clientError(PAYMENT_PROVIDER_MESSAGES.unlinkedCannotRelink);
  if (account.detailsSubmitted) return clientError(PAYMENT_PROVIDER_MESSAGES.alreadyLinked);
  if (!SIMULATED_PROVIDER_STATUS.isPaymentProviderAvailable) return clientError(PAYMENT_PROVIDER_MESSAGES.providerUnavailable);
  const now = Date.now();
  const link = {
    id: randomUuid(),
    returnUrl: parsed.data.returnUrl,
    expiresAt: new Date(now + ACCOUNT_LINK_MINUTES * 60_000).toISOString(),
    used: false,
  };
  updateDb((db) => {
    const links = db.paymentProviderAccount.accountLinks.filter((candidate) => !candidate.used && Date.parse(candidate.expiresAt) > now);
    db.paymentProviderAccount.accountLinks = [...links.slice(-9), link];
  });
  return HttpResponse.json({ url: simulatedPageUrl(request, paths.demoPaymentProviderOnboarding, { link: link.id }) });
});

/** Mock only: the simulated onboarding page submits here. The link id is the credential (no sign-in). */
const completeOnboardingCall = http.post(apiPath(endpoints.paymentProvider.completeOnboarding), async ({ request }) => {
  const outcome = completeOnboarding(await readJson(request));
  if (outcome.ok) return HttpResponse.json({ returnUrl: outcome.returnUrl });
  return outcome.status === 400 ? validationError(outcome.messages) : clientError(outcome.messages.join('\n'));
});

const unlinkAccount = http.post(apiPath(endpoints.paymentProvider.unlinkAccount), ({ request }) => {
  const user = requireAdministrator(request);
  if (user instanceof Response) return user;
  if (!isAccountLinked(getDb().paymentProviderAccount)) return clientError(PAYMENT_PROVIDER_MESSAGES.notLinked);
  const account = updateDb((db) => {
    const current = db.paymentProviderAccount;
    current.unlinkedAt = new Date().toISOString();
    current.accountLinks = [];
    // Without an account there is nothing to process card payments with.
    const processing = db.systemSettings.find((setting) => setting.code === PAYMENT_PROCESSING_ENABLED_CODE);
    if (processing) processing.value = 'No';
    return accountView(current);
  });
  return HttpResponse.json(account);
});

const getAllPaymentProvider = http.get(apiPath(endpoints.systemSettingGroups.getAllPaymentProvider), ({ request }) => {
  const user = requireAdministrator(request);
  if (user instanceof Response) return user;
  return HttpResponse.json(paymentSettings(getDb()));
});

const updatePaymentProcessing = http.post(apiPath(endpoints.systemSettingGroups.updatePaymentProcessing), async ({ request }) => {
  const user = requireAdministrator(request);
  if (user instanceof Response) return user;
  const parsed = updatePaymentProcessingRequestSchema.safeParse((await readJson(request)) ?? {});
  if (!parsed.success) return validationError(messagesOf(parsed.error));
  const account = getDb().paymentProviderAccount;
  if (parsed.data.value === 'Yes') {
    if (account.unlinkedAt !== null) return clientError(PAYMENT_PROVIDER_MESSAGES.enableAfterUnlink);
    if (!account.detailsSubmitted) return clientError(PAYMENT_PROVIDER_MESSAGES.enableNeedsLinkedAccount);
    if (!SIMULATED_PROVIDER_STATUS.isPaymentProviderAvailable) return clientError(PAYMENT_PROVIDER_MESSAGES.providerUnavailable);
  }
  const saved = updateDb((db) => {
    const setting = db.systemSettings.find((candidate) => candidate.code === PAYMENT_PROCESSING_ENABLED_CODE);
    if (!setting) return undefined;
    setting.value = parsed.data.value;
    return paymentSettingSchema.parse({ ...setting });
  });
  return saved ? HttpResponse.json(saved) : clientError(PAYMENT_PROVIDER_MESSAGES.processingValue);
});

export const paymentProviderHandlers: RequestHandler[] = [
  getStatus,
  getAccount,
  getAccountLinkUrl,
  completeOnboardingCall,
  unlinkAccount,
  getAllPaymentProvider,
  updatePaymentProcessing,
];

// ---------------------------------------------------------------------------------------------
// The onboarding page as plain HTML, for the HTTP mock server (the demo build uses its hash route).

interface OnboardingForm {
  businessName: string;
  acceptedAgreement: boolean;
}

function onboardingPage(linkId: string, form: OnboardingForm, errors: readonly string[] = []): string {
  const link = getDb().paymentProviderAccount.accountLinks.find((candidate) => candidate.id === linkId);
  const usable = usableLink(getDb().paymentProviderAccount, linkId) !== undefined;
  const back = link ? `<p><a href="${escapeHtml(link.returnUrl)}">Return to Fieldline</a></p>` : '';
  if (!usable) {
    return simulatedHtmlPage({
      title: `Set up payments - ${SIMULATED_PROVIDER_BRAND}`,
      brand: SIMULATED_PROVIDER_BRAND,
      body: `<section><h1>Link expired</h1><p class="error" role="alert">${escapeHtml(PAYMENT_PROVIDER_MESSAGES.linkInvalid)}</p>${back}</section>`,
    });
  }
  const errorList = errors.length
    ? `<div class="error" role="alert"><ul>${errors.map((message) => `<li>${escapeHtml(message)}</li>`).join('')}</ul></div>`
    : '';
  return simulatedHtmlPage({
    title: `Set up payments - ${SIMULATED_PROVIDER_BRAND}`,
    brand: SIMULATED_PROVIDER_BRAND,
    body: `<section>
<h1>Set up card payments for Fieldline</h1>
<p class="note">This page stands in for the card payment provider's onboarding. Nothing you enter here leaves the demo, and no real account is created.</p>
${errorList}
<form method="post" action="${escapeHtml(paths.demoPaymentProviderOnboarding)}">
<input type="hidden" name="link" value="${escapeHtml(linkId)}">
<label for="businessName">Legal business name</label>
<input type="text" id="businessName" name="businessName" required maxlength="${BUSINESS_NAME_MAX}" autocomplete="organization" value="${escapeHtml(form.businessName)}">
<label class="check"><input type="checkbox" name="acceptedAgreement" value="true"${form.acceptedAgreement ? ' checked' : ''}> I accept the payment provider's services agreement (simulated).</label>
<button type="submit">Submit details</button>
</form>
${back.replace('Return to Fieldline', 'Return to Fieldline without finishing')}
</section>`,
  });
}

function html(body: string, status = 200): Response {
  return new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

const onboardingPageGet = http.get(`*${paths.demoPaymentProviderOnboarding}`, ({ request }) => {
  const linkId = new URL(request.url).searchParams.get('link') ?? '';
  return html(onboardingPage(linkId, { businessName: getDb().companyInfo.companyName, acceptedAgreement: false }));
});

const onboardingPagePost = http.post(`*${paths.demoPaymentProviderOnboarding}`, async ({ request }) => {
  const fields = new URLSearchParams(await request.text());
  const linkId = fields.get('link') ?? '';
  const form: OnboardingForm = { businessName: fields.get('businessName') ?? '', acceptedAgreement: fields.get('acceptedAgreement') === 'true' };
  const outcome = completeOnboarding({ linkId, businessName: form.businessName, acceptedAgreement: form.acceptedAgreement });
  if (outcome.ok) return new HttpResponse(null, { status: 303, headers: { Location: outcome.returnUrl } });
  return html(onboardingPage(linkId, form, outcome.messages), outcome.status);
});

/** The HTML onboarding page; only the HTTP mock server registers these. */
export const paymentProviderPageHandlers: RequestHandler[] = [onboardingPageGet, onboardingPagePost];
