import { z } from 'zod';
import { addressSchema, customerContactSchema, listSearchRequestSchema, searchResponseSchema } from './common-schemas';
import { isoDateSchema } from './date-schemas';
import { documentFiguresSchema, proposalChoiceShape, proposalOptionSchema, proposalOptionsInputSchema } from './proposal-option-schemas';

/**
 * Job documents (issue 15; spec 2 §2 "Job documents on a job", Proposal list, action menus, §3
 * Proposal, Work order, Invoice, Proposal search request, Promotion request, §4; spec 3 §2 Job
 * document actions, Work order list, §3 Job document create request, §5). Proposals, work orders
 * and invoices share one shape: a numbered (`number`, the spec's clearId, one sequence per kind),
 * dated copy of some of a job's lines with their totals, frozen when it was made.
 *
 * Calls (`endpoints.proposal|workOrder|invoice`, docs/api.md "Job documents"): Create, GetByContext,
 * Search, UpdateStatus (proposal, work order), CreatePromotionRequest (proposal, work order),
 * Download (the PDF), Email, SendForESign (proposal), GetHistory, UpdateInternalNotes, Delete.
 */

export const documentKinds = ['proposal', 'workOrder', 'invoice'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** How each kind is named in labels, headings and toasts. */
export const documentKindNames: Record<DocumentKind, string> = { proposal: 'Proposal', workOrder: 'Work Order', invoice: 'Invoice' };

/** Spec 2 §4 Proposal status; Awaiting eSign is set only by sending for eSign. */
export const proposalStatuses = ['Accepted', 'Awaiting eSign', 'Cancelled', 'Changes Requested', 'Hold', 'Pending', 'Rejected'] as const;
export type ProposalStatus = (typeof proposalStatuses)[number];
export const selectableProposalStatuses = ['Accepted', 'Cancelled', 'Changes Requested', 'Hold', 'Pending', 'Rejected'] as const satisfies readonly ProposalStatus[];

export const customerResponses = ['Accepted', 'Awaiting eSign', 'Changes Requested', 'Rejected'] as const;
export type CustomerResponse = (typeof customerResponses)[number];

/** Spec 2 §4 Work order status; Scheduled is set by scheduling, never chosen. */
export const workOrderStatuses = ['Pending', 'Scheduled', 'Complete', 'Hold', 'Cancelled'] as const;
export type WorkOrderStatus = (typeof workOrderStatuses)[number];
export const selectableWorkOrderStatuses = ['Pending', 'Complete', 'Hold', 'Cancelled'] as const satisfies readonly WorkOrderStatus[];

/** An invoice's status, worked out by the server: Draft until issued (emailed), then Issued, Past Due or Paid. */
export const invoiceStatuses = ['Draft', 'Issued', 'Past Due', 'Paid'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** The statuses a user may choose for a document of the kind other than `current` (spec 2 §4). */
export function selectableStatuses(kind: DocumentKind, current: string): string[] {
  const choices: readonly string[] = kind === 'proposal' ? selectableProposalStatuses : kind === 'workOrder' ? selectableWorkOrderStatuses : [];
  return choices.filter((status) => status !== current);
}

export const documentMessages = {
  proposalStatusUpdated: (status: string) => `Proposal status updated to: ${status}.`,
  workOrderStatusUpdated: (status: string) => `Work order status updated to: ${status}.`,
  alreadyInvoiced: 'One or more job detail records are already assigned to an invoice.',
  unsavedJob: 'The job has unsaved changes. Please save your changes before using this action.',
  noLines: 'The job has no job details to put on a document.',
  linesNotOnJob: 'One or more job detail records were not found on this job.',
  partiesRequired: 'The job, its service and billing customer and addresses are required to create a document.',
  notFound: (kind: DocumentKind) => `The ${documentKindNames[kind].toLowerCase()} could not be found.`,
  statusNotSelectable: (status: string) => `The status ${status} cannot be chosen.`,
  alreadyPromoted: (kind: DocumentKind, to: DocumentKind) => `This ${documentKindNames[kind].toLowerCase()} has already been promoted to ${to === 'invoice' ? 'an invoice' : 'a work order'}.`,
  invoiceHasPayments: 'An invoice with payments cannot be deleted.',
  recipientsRequired: 'Add at least one recipient.',
  recipientInvalid: (address: string) => `${address} is not a valid email address.`,
  subjectRequired: 'Subject is required.',
  expirationInPast: 'The link expiration date must be after today.',
  notesTooLong: 'Internal notes cannot be more than 4000 characters.',
  nameRequired: 'Name is required.',
  jobModifiedWarning: (kind: DocumentKind) =>
    `The job has been modified since this ${documentKindNames[kind].toLowerCase()} was created. The new document will be made from the job's current details. Do you want to continue?`,
} as const;

/** The system setting (spec 3 §9) that puts every job image on every new document (Yes or No). */
export const INCLUDE_JOB_IMAGES_SETTING = 'DOC_INCLUDE_JOB_IMAGES';

export const DOCUMENT_NAME_MAX = 200;
export const DOCUMENT_NOTES_MAX = 4000;
export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_BODY_MAX = 4000;
/** Spec 2 §5: the proposal (and work order) search term is at least 3 characters. */
export const DOCUMENT_SEARCH_MIN = 3;

const refSchema = z.object({ context: z.string(), number: z.number().int() });
export type DocumentRef = z.infer<typeof refSchema>;

/** A day the user picks (`yyyy-MM-dd`): a date filter's bound, a link's expiry. */
const pickedDaySchema = isoDateSchema('Enter a valid date.');

/** The proposal's eSign (spec 2 §3): null until it is sent for eSign. */
export const eSignSchema = z.object({
  dateGenerated: z.string(),
  /** `yyyy-MM-dd`: the portal link works through this day. */
  linkExpirationDate: z.string(),
  emailRecipients: z.array(z.string()),
  customerResponse: z.enum(customerResponses).nullable(),
  customerResponseDate: z.string().nullable(),
  customerComments: z.string(),
  /** A PNG data URL of the customer's signature, once signed. */
  customerSignature: z.string().nullable(),
});
export type ESign = z.infer<typeof eSignSchema>;

/**
 * The audit record of a customer's answer in the customer portal (issue 18), as the office reads it:
 * who (the name entered, the address the link was sent to), when, from where, what was shown.
 */
export const eSignAuditSchema = z.object({
  response: z.enum(['Accepted', 'Changes Requested', 'Rejected']),
  signerName: z.string(),
  recipientEmail: z.string(),
  /** ISO date-time. */
  at: z.string(),
  ipAddress: z.string(),
  userAgent: z.string(),
  /** The terms shown, word for word. */
  termsShown: z.string(),
  totalsShown: documentFiguresSchema.omit({ cost: true }),
  /** The drawn signature (PNG data URL), or `null` when typed or not accepting. */
  signatureImage: z.string().nullable(),
  typedSignature: z.string(),
  comments: z.string(),
});
export type ESignAudit = z.infer<typeof eSignAuditSchema>;

/**
 * A document as lists, the job and the customer show it. Kind-specific fields are null where they
 * do not apply: `eSign` and `promotedToWorkOrder` (proposals), `promotedToInvoice` (proposals and
 * work orders), `dueDate`/`amountDue` (invoices; the Paid badge shows at 0).
 */
export const documentListItemSchema = z.object({
  kind: z.enum(documentKinds),
  context: z.string(),
  /** The spec's clearId. */
  number: z.number().int(),
  name: z.string(),
  /** ISO date-time. */
  date: z.string(),
  status: z.string(),
  job: z.object({ context: z.string(), name: z.string(), description: z.string() }),
  customer: customerContactSchema,
  serviceAddress: addressSchema.nullable(),
  ...documentFiguresSchema.shape,
  eSign: eSignSchema.pick({ dateGenerated: true, linkExpirationDate: true, customerResponse: true, customerResponseDate: true }).nullable(),
  promotedToWorkOrder: refSchema.nullable(),
  promotedToInvoice: refSchema.nullable(),
  dueDate: z.string().nullable(),
  amountDue: z.number().nullable(),
  internalNotes: z.string(),
  /** "Proposal-2001.pdf". */
  filename: z.string(),
  /** Proposals with good / better / best options (issue 20): each option's lines (top-level guids) and frozen figures. */
  ...proposalChoiceShape(proposalOptionSchema),
});
export type DocumentListItem = z.infer<typeof documentListItemSchema>;

/** A frozen line of a document: what the PDF prints. Subtotal lines carry the running subtotal in `total`. */
export const documentLineSchema = z.object({
  guid: z.string(),
  parentGuid: z.string().nullable(),
  jobDetailType: z.enum(['Service', 'Labor', 'Item', 'Subtotal', 'Bundle']),
  name: z.string(),
  description: z.string(),
  quantity: z.number(),
  price: z.number(),
  total: z.number(),
  taxable: z.boolean(),
});
export type DocumentLine = z.infer<typeof documentLineSchema>;

export const documentHistoryEntrySchema = z.object({
  /** ISO date-time. */
  date: z.string(),
  /** Created, Status Changed, Emailed, Sent for eSign, Viewed, Downloaded, Signed, Promoted, Payment, Notes Updated. */
  action: z.string(),
  description: z.string(),
  userName: z.string(),
});
export type DocumentHistoryEntry = z.infer<typeof documentHistoryEntrySchema>;

const documentPaymentSchema = z.object({ context: z.string(), date: z.string(), paymentType: z.string(), amount: z.number(), detail: z.string() });

/** `GET {Kind}/GetByContext?context=…`: the list item plus its frozen lines and what its PDF prints. */
export const documentSchema = documentListItemSchema.extend({
  billingCustomer: customerContactSchema,
  billingAddress: addressSchema.nullable(),
  lines: z.array(documentLineSchema),
  discountDescription: z.string().nullable(),
  /** The tax rate as a fraction (0.0825). */
  taxRate: z.number(),
  taxDescription: z.string().nullable(),
  imageCount: z.number().int(),
  /** What the document was promoted from. */
  promotedFrom: z.object({ kind: z.enum(documentKinds), context: z.string(), number: z.number().int() }).nullable(),
  /** Spec 2 §4 Promotion: the job changed after the document was made. */
  jobModifiedSinceCreated: z.boolean(),
  /** Invoices: the payments against it, oldest first. */
  payments: z.array(documentPaymentSchema),
  /** Proposals answered in the customer portal: the audit record (absent or `null` otherwise). */
  eSignAudit: eSignAuditSchema.nullable().optional(),
});
export type JobDocument = z.infer<typeof documentSchema>;

/**
 * `POST {Kind}/Search` (spec 2 §3 Proposal search request; spec 3 §3 Work order search request;
 * invoices as issue 15 adds). A term of 1–2 characters is ignored. Sorts: `Date`, `Status`, `Total`
 * (proposals), `Date`, `Status`, `WorkOrderId` (work orders), `Date`, `Number`, `Total`,
 * `AmountDue`, `DueDate`, `Customer` (invoices); default Date descending.
 */
export const documentSearchRequestSchema = listSearchRequestSchema.extend({
  /** Status texts; empty for all. */
  statuses: z.array(z.string()),
  customerResponse: z.enum(customerResponses).nullable().optional(),
  eSignFilter: z.enum(['All', 'With eSign', 'Without eSign']).optional(),
  recentlyUsed: z.boolean().optional(),
  customerContext: z.string().nullable().optional(),
  jobContext: z.string().nullable().optional(),
  /** Inclusive `yyyy-MM-dd` bounds of the document date (client calendar). */
  dateFrom: pickedDaySchema.nullable().optional(),
  dateTo: pickedDaySchema.nullable().optional(),
});
export type DocumentSearchRequest = z.infer<typeof documentSearchRequestSchema>;

export const proposalSortKeys = ['Date', 'Status', 'Total'] as const;
export const workOrderSortKeys = ['Date', 'Status', 'WorkOrderId'] as const;
export const invoiceSortKeys = ['Date', 'Number', 'Total', 'AmountDue', 'DueDate', 'Customer'] as const;
export const DEFAULT_DOCUMENT_SORT = { by: 'Date', direction: 'DESC' } as const;

/** The search answer; `anyESign` says whether any proposal has eSign (the eSign column shows then). */
export const documentSearchResponseSchema = searchResponseSchema(documentListItemSchema).extend({ anyESign: z.boolean() });
export type DocumentSearchResponse = z.infer<typeof documentSearchResponseSchema>;

/** What a document made by promoting another names: the document it came from and whether the job changed since. */
const documentPromotionSchema = z.object({
  promotedFromProposalContext: z.string().nullable(),
  promotedFromWorkOrderContext: z.string().nullable(),
  jobModifiedSinceJobDocumentCreated: z.boolean(),
});

/**
 * `POST {Kind}/Create` (spec 3 §3 Job document create request): the job's identifiers, the chosen
 * lines (top-level job detail contexts; empty means all), the images to include and, for invoices,
 * the job's payments not yet on an invoice to apply to it. `promotion` when made by promoting.
 */
export const documentCreateRequestSchema = z.object({
  jobContext: z.string().min(1, documentMessages.partiesRequired),
  jobName: z.string().trim().min(1, documentMessages.nameRequired).max(DOCUMENT_NAME_MAX),
  serviceCustomerContext: z.string().min(1, documentMessages.partiesRequired),
  serviceAddressContext: z.string().min(1, documentMessages.partiesRequired),
  billingCustomerContext: z.string().min(1, documentMessages.partiesRequired),
  billingAddressContext: z.string().min(1, documentMessages.partiesRequired),
  jobDetailContextList: z.array(z.string()),
  imageContextList: z.array(z.string()),
  paymentContextList: z.array(z.string()),
  internalNotes: z.string().max(DOCUMENT_NOTES_MAX, documentMessages.notesTooLong),
  promotion: documentPromotionSchema.nullable(),
  /** Proposals only (issue 20): up to three options, each a named group of the job's top-level lines; absent or empty for none. */
  options: proposalOptionsInputSchema.optional(),
});
export type DocumentCreateRequest = z.infer<typeof documentCreateRequestSchema>;

/**
 * `POST Proposal|WorkOrder/CreatePromotionRequest { context, to }` (spec 2 §3 Promotion request):
 * whether the job changed since the document was made, and the create request the create dialog
 * starts from (the source document's lines that are still on the job).
 */
export const promotionRequestSchema = z.object({ context: z.string().min(1), to: z.enum(['workOrder', 'invoice']) });
export const promotionAnswerSchema = documentPromotionSchema.extend({ createRequest: documentCreateRequestSchema });
export type PromotionAnswer = z.infer<typeof promotionAnswerSchema>;

/** `POST Proposal|WorkOrder/UpdateStatus`: answers the document. */
export const documentStatusRequestSchema = z.object({ jobContext: z.string().min(1), context: z.string().min(1), status: z.string().min(1) });

/** `POST {Kind}/UpdateInternalNotes`: answers the document. */
export const documentNotesRequestSchema = z.object({ context: z.string().min(1), internalNotes: z.string().max(DOCUMENT_NOTES_MAX, documentMessages.notesTooLong) });

const emailListSchema = z
  .array(z.string().trim())
  .min(1, documentMessages.recipientsRequired)
  .superRefine((addresses, context) => {
    for (const address of addresses) if (!z.email().safeParse(address).success) context.addIssue({ code: 'custom', message: documentMessages.recipientInvalid(address) });
  });

/** `POST {Kind}/Email`: the PDF goes attached; Email History records it with the customer. Answers `{ sentEmailContext }`. */
export const documentEmailRequestSchema = z.object({
  context: z.string().min(1),
  to: emailListSchema,
  subject: z.string().trim().min(1, documentMessages.subjectRequired).max(EMAIL_SUBJECT_MAX),
  body: z.string().max(EMAIL_BODY_MAX),
});
export type DocumentEmailRequest = z.infer<typeof documentEmailRequestSchema>;

/** `POST Proposal/SendForESign`: emails a portal link with a token valid through `linkExpirationDate`; status becomes Awaiting eSign. Answers the document. */
export const sendForESignRequestSchema = z.object({
  context: z.string().min(1),
  recipients: emailListSchema,
  message: z.string().max(EMAIL_BODY_MAX),
  linkExpirationDate: pickedDaySchema,
});
export type SendForESignRequest = z.infer<typeof sendForESignRequestSchema>;

export const sentEmailAnswerSchema = z.object({ sentEmailContext: z.string() });
export const documentHistorySchema = z.array(documentHistoryEntrySchema);
