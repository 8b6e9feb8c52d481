import { formatUsd, toDecimal, ZERO } from '../../src/lib/job-calculations';
import { documentMessages, type DocumentCreateRequest, type DocumentKind } from '../../src/lib/schemas/document-schemas';
import { jobMessages } from '../../src/lib/schemas/job-schemas';
import { chosenTopLevel, documentSnapshot } from '../db/document-snapshot';
import type { Invoice, Proposal, StoredDocumentBase, WorkOrder } from '../db/document-types';
import { randomUuid } from '../db/ids';
import { invoiceDueDate, invoiceDueDaysSetting } from '../db/invoice-due-date';
import type { MockDb } from '../db/mock-store';
import type { Job } from '../db/types';
import { actorOf, documentCollection, documentLabel, nextDocumentNumber, recordHistory, type DocumentOfKind } from './document-records';
import { notFound, validationError } from './handler-utils';
import { appliesSalesTax, jobLines } from './job-lines';
import { jobStorage, lineUses, paymentTermView } from './job-views';
import type { MockUser } from '../db/types';
import { proposalOptionMessages, type ProposalOption } from '../../src/lib/schemas/proposal-option-schemas';
import { optionContextUnion, promotableGuids, storedProposalOptions } from './proposal-options';

/** Issue 15's own messages for create requests naming records that are not the job's. */
export const createMessages = {
  imagesNotOnJob: 'One or more images were not found on this job.',
  paymentsNotAvailable: 'One or more payments are not on this job or are already applied to an invoice.',
  paymentsOverTotal: 'The payments applied are more than the invoice total.',
  promotionSourceRequired: 'The document to promote from is required.',
  promotionSourceNotFound: 'The document to promote from was not found on this job.',
  cannotPromoteTo: 'A document can only be promoted to a later kind: a proposal to a work order or an invoice, a work order to an invoice.',
} as const;

/** The include-all-job-images setting (spec 3 §9): every job image goes on every new document. */
export function includesAllJobImages(db: MockDb): boolean {
  return db.systemSettings.get('DOC_INCLUDE_JOB_IMAGES')?.value === 'Yes';
}

interface PromotionSource {
  kind: 'proposal' | 'workOrder';
  document: Proposal | WorkOrder;
}

/** The document a promotion names, or the 400 answer. */
function promotionSource(db: MockDb, kind: DocumentKind, job: Job, promotion: NonNullable<DocumentCreateRequest['promotion']>): PromotionSource | Response {
  const source: PromotionSource | null = promotion.promotedFromWorkOrderContext
    ? { kind: 'workOrder', document: db.workOrders.get(promotion.promotedFromWorkOrderContext)! }
    : promotion.promotedFromProposalContext
      ? { kind: 'proposal', document: db.proposals.get(promotion.promotedFromProposalContext)! }
      : null;
  if (!source) return validationError([createMessages.promotionSourceRequired]);
  if (!source.document || source.document.jobContext !== job.context) return validationError([createMessages.promotionSourceNotFound]);
  if (kind === 'proposal' || (source.kind === 'workOrder' && kind !== 'invoice')) return validationError([createMessages.cannotPromoteTo]);
  const promotedTo = kind === 'workOrder' ? (source.document as Proposal).promotedToWorkOrderContext : source.document.promotedToInvoiceContext;
  if (promotedTo) return validationError([documentMessages.alreadyPromoted(source.kind, kind)]);
  return source;
}

/**
 * `{Kind}/Create` (spec 3 §3 Job document create request, §5): checks the request against the job
 * and stores the new document, numbered next in its kind's sequence and dated now, with the chosen
 * lines frozen. Invoices take the given payments (and are due by the job's payment term, else the
 * INVOICE_DUE_DAYS setting); a promotion marks its source. Answers the stored document, or the
 * refusal.
 */
export function createDocument<K extends DocumentKind>(db: MockDb, kind: K, body: DocumentCreateRequest, user: MockUser, today: string): DocumentOfKind[K] | Response {
  const job = db.jobs.get(body.jobContext);
  if (!job) return notFound(jobMessages.notFound);
  const parties =
    body.serviceCustomerContext === job.serviceCustomerContext &&
    body.billingCustomerContext === job.billingCustomerContext &&
    body.serviceAddressContext === job.serviceAddressContext &&
    body.billingAddressContext === (job.billingAddressContext ?? job.serviceAddressContext);
  if (!parties) return validationError([documentMessages.partiesRequired]);

  const lines = jobLines(db, job.context);
  const topLevel = new Set(lines.filter((line) => !line.parentGuid).map((line) => line.context));
  // Good / better / best (issue 20): a proposal with options is made from every option's lines.
  const optionInputs = body.options ?? [];
  if (optionInputs.length > 0 && kind !== 'proposal') return validationError([proposalOptionMessages.proposalsOnly]);
  const lineContexts = optionInputs.length > 0 ? optionContextUnion(optionInputs) : body.jobDetailContextList;
  if (lineContexts.some((context) => !topLevel.has(context))) return validationError([documentMessages.linesNotOnJob]);
  const options = optionInputs.length > 0 ? storedProposalOptions(job, lines, optionInputs, appliesSalesTax(db)) : null;
  if (options && typeof options[0] === 'string') return validationError(options as string[]);
  const chosen = chosenTopLevel(lines, lineContexts);
  if (!chosen.some((line) => line.jobDetailType !== 'Subtotal')) return validationError([documentMessages.noLines]);
  if (kind === 'invoice') {
    const uses = lineUses(db, job.context);
    const chosenGuids = new Set(chosen.map((line) => line.guid));
    const guids = lines.filter((line) => chosenGuids.has(line.guid) || (line.parentGuid !== null && chosenGuids.has(line.parentGuid))).map((line) => line.guid);
    if (guids.some((guid) => (uses.get(guid)?.invoices.length ?? 0) > 0)) return validationError([documentMessages.alreadyInvoiced]);
  }

  const images = jobStorage(db, job.context).images.map((image) => image.context);
  if (body.imageContextList.some((context) => !images.includes(context))) return validationError([createMessages.imagesNotOnJob]);
  const imageContexts = includesAllJobImages(db) ? images : [...new Set(body.imageContextList)];

  const source = body.promotion ? promotionSource(db, kind, job, body.promotion) : null;
  if (source instanceof Response) return source;
  if (source?.kind === 'proposal' && ((source.document as Proposal).options?.length ?? 0) > 0) {
    // Only the chosen option's lines go on from a proposal with options.
    const allowed = promotableGuids(source.document as Proposal);
    if (!allowed) return validationError([proposalOptionMessages.notChosenYet]);
    if (chosen.some((line) => line.jobDetailType !== 'Subtotal' && !allowed.has(line.guid))) return validationError([proposalOptionMessages.linesNotInChosenOption]);
  }

  const snapshot = documentSnapshot(job, lines, lineContexts, appliesSalesTax(db));
  const paymentContexts = kind === 'invoice' ? [...new Set(body.paymentContextList)] : [];
  const payments = paymentContexts.map((context) => db.payments.get(context));
  if (payments.some((payment) => !payment || payment.jobContext !== job.context || payment.invoiceContext !== null)) return validationError([createMessages.paymentsNotAvailable]);
  const applied = payments.reduce((sum, payment) => sum.plus(toDecimal(payment!.amount)), ZERO);
  if (applied.gt(toDecimal(snapshot.total))) return validationError([createMessages.paymentsOverTotal]);

  const now = new Date();
  const actor = actorOf(db, user);
  const number = nextDocumentNumber(db, kind);
  const created = source ? `${documentLabel(kind, number)} created by promoting ${documentLabel(source.kind, source.document.number)}.` : `${documentLabel(kind, number)} created from the job's details.`;
  const base: StoredDocumentBase = {
    context: randomUuid(),
    jobContext: job.context,
    number,
    date: now.toISOString(),
    name: body.jobName.trim(),
    ...snapshot,
    serviceCustomerContext: body.serviceCustomerContext,
    serviceAddressContext: body.serviceAddressContext,
    billingCustomerContext: body.billingCustomerContext,
    billingAddressContext: body.billingAddressContext,
    imageContexts,
    dateCreated: now.toISOString(),
    jobVersion: job.version,
    promotedFromProposalContext: source?.kind === 'proposal' ? source.document.context : null,
    promotedFromWorkOrderContext: source?.kind === 'workOrder' ? source.document.context : null,
    internalNotes: body.internalNotes,
    history: [{ date: now.toISOString(), action: 'Created', description: created, userName: actor.userName, userId: actor.userId }],
  };
  let document: Proposal | WorkOrder | Invoice;
  if (kind === 'proposal') {
    document = { ...base, status: 'Pending', promotedToWorkOrderContext: null, promotedToInvoiceContext: null, dateGenerated: null, linkExpirationDate: null, emailRecipients: [], customerResponse: null, customerResponseDate: null, customerComments: '', customerSignature: null, eSignToken: null, ...(options ? { options: options as ProposalOption[], chosenOptionId: null } : {}) };
  } else if (kind === 'workOrder') {
    document = { ...base, status: 'Pending', promotedToInvoiceContext: null };
  } else {
    const term = paymentTermView(db, job.paymentTermContext);
    const settingDays = invoiceDueDaysSetting(db.systemSettings.get('INVOICE_DUE_DAYS')?.value);
    document = { ...base, dueDate: invoiceDueDate(today, term ? term.days : null, settingDays), issued: false, paymentContexts };
  }
  documentCollection(db, kind).insert(document as DocumentOfKind[K]);
  for (const payment of payments) {
    db.payments.update(payment!.context, { invoiceContext: document.context });
    const detail = payment!.checkAuthNumber ? ` (Check/Auth # ${payment!.checkAuthNumber})` : '';
    recordHistory(db, kind, document.context, 'Payment', `${payment!.method} payment of ${formatUsd(payment!.amount)}${detail} applied.`, actor, now);
  }

  if (source) {
    const link = kind === 'workOrder' ? { promotedToWorkOrderContext: document.context } : { promotedToInvoiceContext: document.context };
    documentCollection(db, source.kind).update(source.document.context, link);
    recordHistory(db, source.kind, source.document.context, 'Promoted', `Promoted to ${documentLabel(kind, number)}.`, actor, now);
    recordHistory(db, kind, document.context, 'Promoted', `Promoted from ${documentLabel(source.kind, source.document.number)}.`, actor, now);
  }
  return documentCollection(db, kind).get(document.context)!;
}
