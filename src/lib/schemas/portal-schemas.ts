import { z } from 'zod';
import { eSignSchema, proposalStatuses } from './document-schemas';
import { proposalChoiceShape } from './proposal-option-schemas';

/**
 * The customer portal's contract (issue 18; spec 1 §1 the portal area, spec 2 §3 Proposal eSign
 * fields, §4 Proposal status and customer response). Calls (`endpoints.portal`, docs/api.md
 * "Customer portal") are public: the token of the emailed link (`#/customer-portal/proposal/{token}`
 * or `#/customer-portal/invoice/{token}`) is the only credential, and grants one document for one
 * recipient through its expiry day. The views carry only what the customer may see: never cost,
 * markup, internal notes or other staff fields.
 */

/** Text limits of what a customer types. */
export const PORTAL_NAME_MAX = 100;
export const PORTAL_COMMENTS_MAX = 2000;
/** A drawn signature, as a PNG data URL, is at most this many characters. */
export const PORTAL_SIGNATURE_MAX = 400_000;

export const portalMessages = {
  tokenRequired: 'A link token is required.',
  unknown: 'This link is not valid. Check that you opened the whole link from your email.',
  expired: 'This link has expired.',
  newerVersion: 'A newer version of this document was sent. Open the link in the latest email.',
  deleted: 'This document is no longer available.',
  tooManyAttempts: 'Too many invalid links were tried from this address. Wait a few minutes and try again.',
  wrongDocument: 'This link is for another kind of document.',
  alreadyAnswered: 'This proposal was already answered; it cannot be answered again.',
  notAwaiting: 'This proposal is not awaiting your answer.',
  signerRequired: 'Enter your name.',
  signerTooLong: `Your name can be at most ${PORTAL_NAME_MAX} characters.`,
  commentsTooLong: `Comments can be at most ${PORTAL_COMMENTS_MAX} characters.`,
  commentsRequired: 'Tell us what you would like changed, or why you decline.',
  signatureRequired: 'Sign, or type your name as your signature, to accept.',
  signatureInvalid: 'The signature must be a PNG image.',
  termsRequired: 'Accept the terms to sign.',
  cardPaymentsDisabled: 'Card payments are not available for this invoice. Contact us to pay another way.',
  nothingDue: 'This invoice has nothing left to pay.',
  amountRequired: 'Enter the amount to pay.',
  amountBelowMinimum: (minimum: string) => `The smallest payment accepted is ${minimum}.`,
  amountOverDue: (due: string) => `The amount is more than the ${due} due.`,
  cardNumberInvalid: 'Enter the card number.',
  expiryInvalid: 'Enter the expiry as MM/YY.',
  expiryPast: 'The card has expired.',
  cvcInvalid: 'Enter the 3 or 4 digit security code.',
  cardNameRequired: 'Enter the name on the card.',
  declined: 'Your card was declined.',
  testCardsOnly: 'The payment provider is in test mode: use one of the test card numbers.',
  retry: 'The payment provider did not answer in time. Try again; you will not be charged twice.',
} as const;

/** Why a token is refused (the `reason` of a portal error). */
export const portalErrorReasons = ['Unknown', 'Expired', 'NewerVersion', 'Deleted', 'WrongDocument', 'RateLimited'] as const;
export type PortalErrorReason = (typeof portalErrorReasons)[number];

/** The company's contact details, offered on every refused link. */
export const portalContactSchema = z.object({
  companyName: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type PortalContact = z.infer<typeof portalContactSchema>;

/**
 * A refused token: 404 Unknown or WrongDocument, 410 Expired, NewerVersion or Deleted, 429
 * RateLimited (with `Retry-After`). Other failures follow spec 1 §8: 400 a JSON array of messages,
 * 409 / 422 the message as text.
 */
export const portalErrorSchema = z.object({
  message: z.string(),
  reason: z.enum(portalErrorReasons),
  contact: portalContactSchema,
});
export type PortalError = z.infer<typeof portalErrorSchema>;

/** `GET Portal/GetBranding`: Company Information as the portal shows it. */
export const portalBrandingSchema = portalContactSchema.extend({
  /** A data URL of the uploaded logo (PNG or JPEG), or `null`. */
  logoDataUrl: z.string().nullable(),
  addressLines: z.array(z.string()),
  /** Brand colours, when the company has any (`null`: the portal's defaults). */
  primaryColor: z.string().nullable(),
});
export type PortalBranding = z.infer<typeof portalBrandingSchema>;

/** A line as the customer sees it: no cost or markup. Subtotal lines carry the running subtotal. */
export const portalLineSchema = z.object({
  type: z.enum(['Service', 'Labor', 'Item', 'Subtotal', 'Bundle', 'Child']),
  name: z.string(),
  description: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  /** 0 on a bundle's child lines (the bundle carries the price). */
  total: z.number(),
});
export type PortalLine = z.infer<typeof portalLineSchema>;

export const portalTotalsSchema = z.object({
  subtotal: z.number(),
  discountDescription: z.string().nullable(),
  discount: z.number(),
  taxDescription: z.string().nullable(),
  tax: z.number(),
  total: z.number(),
});

const portalDocumentBaseSchema = z.object({
  number: z.number(),
  /** "Proposal #2001". */
  label: z.string(),
  /** ISO date-time. */
  date: z.string(),
  jobName: z.string(),
  customerName: z.string(),
  serviceAddressLines: z.array(z.string()),
  billingAddressLines: z.array(z.string()),
  lines: z.array(portalLineSchema),
  totals: portalTotalsSchema,
  terms: z.string(),
  /** The address the link was sent to. */
  recipientEmail: z.string(),
  /** `yyyy-MM-dd`: the link works through this day. */
  linkExpirationDate: z.string(),
});

/** A good / better / best option as the customer compares it (issue 20): its lines (no Subtotal rows) and totals. */
export const portalOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  lines: z.array(portalLineSchema),
  totals: portalTotalsSchema,
});
export type PortalOption = z.infer<typeof portalOptionSchema>;

/** `GET Portal/GetProposal?token=`. */
export const portalProposalSchema = portalDocumentBaseSchema.extend({
  status: z.enum(proposalStatuses),
  /** The customer's answer, as the proposal's eSign records it. */
  ...eSignSchema.pick({ customerResponse: true, customerResponseDate: true, customerComments: true }).shape,
  /** The name entered with the answer (empty until answered). */
  signerName: z.string(),
  /** True while this link may still answer (Awaiting eSign, not answered). */
  canRespond: z.boolean(),
  /** Good / better / best (issue 20): the options to choose from (absent or empty: none). */
  ...proposalChoiceShape(portalOptionSchema),
});
export type PortalProposal = z.infer<typeof portalProposalSchema>;

export const portalPaymentSchema = z.object({
  /** ISO date-time. */
  date: z.string(),
  method: z.string(),
  amount: z.number(),
});

/** `GET Portal/GetInvoice?token=`. */
export const portalInvoiceSchema = portalDocumentBaseSchema.extend({
  /** `yyyy-MM-dd`. */
  dueDate: z.string(),
  status: z.enum(['Issued', 'Past Due', 'Paid', 'Draft']),
  payments: z.array(portalPaymentSchema),
  amountDue: z.number(),
  cardPaymentsEnabled: z.boolean(),
  /** The smallest payment accepted now (the whole amount due under $50; 0 when nothing is due). */
  minimumPayment: z.number(),
});
export type PortalInvoice = z.infer<typeof portalInvoiceSchema>;

export const portalResponseActions = ['Accept', 'RequestChanges', 'Reject'] as const;
export type PortalResponseAction = (typeof portalResponseActions)[number];

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * `POST Portal/RespondToProposal`. Accept needs `acceptedTerms` and a signature: a drawn PNG data
 * URL (`signatureImage`) or the typed name (`typedSignature`). Request changes and Reject need comments.
 */
export const portalRespondRequestSchema = z
  .object({
    token: z.string().trim().min(1, portalMessages.tokenRequired),
    action: z.enum(portalResponseActions),
    signerName: z.string().trim().min(1, portalMessages.signerRequired).max(PORTAL_NAME_MAX, portalMessages.signerTooLong),
    comments: z.string().trim().max(PORTAL_COMMENTS_MAX, portalMessages.commentsTooLong).default(''),
    signatureImage: z.string().max(PORTAL_SIGNATURE_MAX, portalMessages.signatureInvalid).regex(PNG_DATA_URL, portalMessages.signatureInvalid).nullable().default(null),
    typedSignature: z.string().trim().max(PORTAL_NAME_MAX, portalMessages.signerTooLong).default(''),
    acceptedTerms: z.boolean().default(false),
    /** Accept on a proposal with options: the option chosen (issue 20). */
    optionId: z.string().trim().nullable().default(null),
  })
  .superRefine((request, context) => {
    if (request.action === 'Accept') {
      if (!request.acceptedTerms) context.addIssue({ code: 'custom', path: ['acceptedTerms'], message: portalMessages.termsRequired });
      if (!request.signatureImage && !request.typedSignature) context.addIssue({ code: 'custom', path: ['signatureImage'], message: portalMessages.signatureRequired });
    } else if (!request.comments) {
      context.addIssue({ code: 'custom', path: ['comments'], message: portalMessages.commentsRequired });
    }
  });
export type PortalRespondRequest = z.input<typeof portalRespondRequestSchema>;

/** The answer of `RespondToProposal`: the proposal as it now is. */
export const portalRespondResponseSchema = portalProposalSchema;

/** `POST Portal/PayInvoice` (send an `Idempotency-Key` header: a retry never charges twice). */
export const portalPayRequestSchema = z.object({
  token: z.string().trim().min(1, portalMessages.tokenRequired),
  amount: z.number({ error: portalMessages.amountRequired }).positive(portalMessages.amountRequired),
  /** Spaces and dashes allowed. */
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{13,19}$/, portalMessages.cardNumberInvalid)),
  /** MM/YY. */
  expiry: z.string().trim().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, portalMessages.expiryInvalid),
  cvc: z.string().trim().regex(/^\d{3,4}$/, portalMessages.cvcInvalid),
  nameOnCard: z.string().trim().min(1, portalMessages.cardNameRequired).max(PORTAL_NAME_MAX, portalMessages.signerTooLong),
});
export type PortalPayRequest = z.input<typeof portalPayRequestSchema>;

/** The receipt of a successful payment. */
export const portalPayResponseSchema = z.object({
  receiptNumber: z.string(),
  authorizationCode: z.string(),
  amount: z.number(),
  /** "Visa ending 4242". */
  card: z.string(),
  /** ISO date-time. */
  date: z.string(),
  invoice: portalInvoiceSchema,
});
export type PortalPayResponse = z.infer<typeof portalPayResponseSchema>;

/** The simulated provider's test cards (docs/api.md "Customer portal"). */
export const PORTAL_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  /** The first attempt answers 503 (retryable); the next attempt for the same invoice succeeds. */
  needsRetry: '4000000000009995',
} as const;

/** Credit Card Payments setting: the smallest partial payment, a percentage of the amount due. */
export const PORTAL_MIN_PAYMENT_PERCENT_CODE = 'PAYMENT_PORTAL_MIN_PERCENT';
export const PORTAL_MIN_PAYMENT_PERCENT_DEFAULT = 25;
/** Under this amount due, the whole amount must be paid. */
export const PORTAL_WHOLE_AMOUNT_BELOW = 50;

export const PORTAL_MIN_PAYMENT_PERCENT_MESSAGE = 'The minimum partial payment must be a whole percentage from 1 to 100.';

/** `POST SystemSetting/UpdatePortalMinimumPayment` (ADMINISTRATOR): the setting's new value as text. */
export const updatePortalMinimumPaymentRequestSchema = z.object({
  code: z.literal(PORTAL_MIN_PAYMENT_PERCENT_CODE),
  value: z
    .string({ error: PORTAL_MIN_PAYMENT_PERCENT_MESSAGE })
    .trim()
    .regex(/^\d{1,3}$/, PORTAL_MIN_PAYMENT_PERCENT_MESSAGE)
    .refine((value) => Number(value) >= 1 && Number(value) <= 100, PORTAL_MIN_PAYMENT_PERCENT_MESSAGE),
});
export type UpdatePortalMinimumPaymentRequest = z.input<typeof updatePortalMinimumPaymentRequestSchema>;
