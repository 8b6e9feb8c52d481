import { http, HttpResponse, type RequestHandler } from 'msw';
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
import type { MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import { clientError, readJson, validationError } from './handler-utils';
import { issueMessages, route } from './route';
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

const ADMINISTRATOR = 'ADMINISTRATOR';

function paymentSettings(db: MockDb): PaymentSetting[] {
  return db.systemSettings.where('category', 'PAYMENT').map((setting) => paymentSettingSchema.parse({ ...setting }));
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
  const account = getDb().paymentProviderAccount;
  if (!usableLink(account.get(), linkId)) {
    return { ok: false, status: 422, messages: [PAYMENT_PROVIDER_MESSAGES.linkInvalid] };
  }
  if (!parsed.success) return { ok: false, status: 400, messages: issueMessages(parsed.error) };
  const details: CompleteOnboardingRequest = parsed.data;
  const link = usableLink(account.get(), details.linkId)!;
  account.update((current) => {
    link.used = true;
    current.detailsSubmitted = true;
    current.businessName = details.businessName;
    current.linkedAt = new Date().toISOString();
  });
  return { ok: true, returnUrl: link.returnUrl };
}

const getStatus = route('get', endpoints.paymentProvider.getStatus, { allow: ADMINISTRATOR }, () => SIMULATED_PROVIDER_STATUS);

const getAccount = route('get', endpoints.paymentProvider.getAccount, { allow: ADMINISTRATOR }, () => accountView(getDb().paymentProviderAccount.get()));

const getAccountLinkUrl = route(
  'post',
  endpoints.paymentProvider.getAccountLinkUrl,
  { allow: ADMINISTRATOR, body: accountLinkRequestSchema, messages: issueMessages, emptyBody: {} },
  ({ request, body }) => {
    const account = getDb().paymentProviderAccount;
    const current = account.get();
    if (current.unlinkedAt !== null) return clientError(PAYMENT_PROVIDER_MESSAGES.unlinkedCannotRelink);
    if (current.detailsSubmitted) return clientError(PAYMENT_PROVIDER_MESSAGES.alreadyLinked);
    if (!SIMULATED_PROVIDER_STATUS.isPaymentProviderAvailable) return clientError(PAYMENT_PROVIDER_MESSAGES.providerUnavailable);
    const now = Date.now();
    const link = {
      id: randomUuid(),
      returnUrl: body.returnUrl,
      expiresAt: new Date(now + ACCOUNT_LINK_MINUTES * 60_000).toISOString(),
      used: false,
    };
    const links = current.accountLinks.filter((candidate) => !candidate.used && Date.parse(candidate.expiresAt) > now);
    account.update({ accountLinks: [...links.slice(-9), link] });
    return { url: simulatedPageUrl(request, paths.demoPaymentProviderOnboarding, { link: link.id }) };
  },
);

/** Mock only: the simulated onboarding page submits here. The link id is the credential (no sign-in). */
const completeOnboardingCall = route('post', endpoints.paymentProvider.completeOnboarding, { allow: 'public' }, async ({ request }) => {
  const outcome = completeOnboarding(await readJson(request));
  if (outcome.ok) return { returnUrl: outcome.returnUrl };
  return outcome.status === 400 ? validationError(outcome.messages) : clientError(outcome.messages.join('\n'));
});

const unlinkAccount = route('post', endpoints.paymentProvider.unlinkAccount, { allow: ADMINISTRATOR }, () => {
  const db = getDb();
  if (!isAccountLinked(db.paymentProviderAccount.get())) return clientError(PAYMENT_PROVIDER_MESSAGES.notLinked);
  const account = db.paymentProviderAccount.update({ unlinkedAt: new Date().toISOString(), accountLinks: [] });
  // Without an account there is nothing to process card payments with.
  db.systemSettings.update(PAYMENT_PROCESSING_ENABLED_CODE, { value: 'No' });
  return accountView(account);
});

const getAllPaymentProvider = route('get', endpoints.systemSettingGroups.getAllPaymentProvider, { allow: ADMINISTRATOR }, () => paymentSettings(getDb()));

const updatePaymentProcessing = route(
  'post',
  endpoints.systemSettingGroups.updatePaymentProcessing,
  { allow: ADMINISTRATOR, body: updatePaymentProcessingRequestSchema, messages: issueMessages, emptyBody: {} },
  ({ body }) => {
    const db = getDb();
    const account = db.paymentProviderAccount.get();
    if (body.value === 'Yes') {
      if (account.unlinkedAt !== null) return clientError(PAYMENT_PROVIDER_MESSAGES.enableAfterUnlink);
      if (!account.detailsSubmitted) return clientError(PAYMENT_PROVIDER_MESSAGES.enableNeedsLinkedAccount);
      if (!SIMULATED_PROVIDER_STATUS.isPaymentProviderAvailable) return clientError(PAYMENT_PROVIDER_MESSAGES.providerUnavailable);
    }
    const saved = db.systemSettings.update(PAYMENT_PROCESSING_ENABLED_CODE, { value: body.value });
    return saved ? paymentSettingSchema.parse({ ...saved }) : clientError(PAYMENT_PROVIDER_MESSAGES.processingValue);
  },
);

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
  const account = getDb().paymentProviderAccount.get();
  const link = account.accountLinks.find((candidate) => candidate.id === linkId);
  const usable = usableLink(account, linkId) !== undefined;
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
  return html(onboardingPage(linkId, { businessName: getDb().companyInfo.get().companyName, acceptedAgreement: false }));
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
