import type { HttpHandler } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { documentPermissions } from '../../src/lib/permission-codes';
import {
  documentCreateRequestSchema,
  documentKinds,
  documentMessages,
  promotionRequestSchema,
  type DocumentCreateRequest,
  type DocumentKind,
  type PromotionAnswer,
} from '../../src/lib/schemas/document-schemas';
import type { Proposal, WorkOrder } from '../db/document-types';
import { getDb } from '../db/store';
import { clientToday } from './client-time';
import { createDocument } from './document-create';
import { documentCollection } from './document-records';
import { documentView, jobModifiedSince } from './document-views';
import { forbidden, notFound, validationError } from './handler-utils';
import { jobLines } from './job-lines';
import { jobStorage, lineUses } from './job-views';
import { issueMessages, route } from './route';
import { promotableGuids } from './proposal-options';
import { proposalOptionMessages } from '../../src/lib/schemas/proposal-option-schemas';

/** `POST {Kind}/Create` (PROP_C, WO_C, INVOICE_C): the new document (`documentSchema`). */
function createRoute(kind: DocumentKind): HttpHandler {
  return route('post', endpoints[kind].create, { allow: documentPermissions[kind].create, body: documentCreateRequestSchema, messages: issueMessages }, ({ request, user, body }) => {
    const db = getDb();
    const today = clientToday(request);
    const document = createDocument(db, kind, body, user, today);
    return document instanceof Response ? document : documentView(db, kind, document, today);
  });
}

/**
 * `POST Proposal|WorkOrder/CreatePromotionRequest { context, to }` (spec 2 §3 Promotion request):
 * needs the target kind's create permission. Answers whether the job changed since the source was
 * made and the create request to start from: the source's lines still on the job (for an invoice,
 * those not on an invoice yet), its images, the job's parties and name, and for an invoice the
 * job's payments not yet applied to an invoice.
 */
function promotionRoute(kind: 'proposal' | 'workOrder'): HttpHandler {
  const allow = [documentPermissions.workOrder.create, documentPermissions.invoice.create];
  return route('post', endpoints[kind].createPromotionRequest, { allow, body: promotionRequestSchema, messages: issueMessages }, ({ user, body }) => {
    const needed = documentPermissions[body.to].create;
    if (!user.permissions.includes(needed)) return forbidden(needed);
    const db = getDb();
    const source: Proposal | WorkOrder | undefined = documentCollection(db, kind).get(body.context);
    if (!source) return notFound(documentMessages.notFound(kind));
    if (kind === 'workOrder' && body.to === 'workOrder') return validationError([documentMessages.alreadyPromoted(kind, body.to)]);
    const promotedTo = body.to === 'workOrder' ? (source as Proposal).promotedToWorkOrderContext : source.promotedToInvoiceContext;
    if (promotedTo) return validationError([documentMessages.alreadyPromoted(kind, body.to)]);
    const job = db.jobs.get(source.jobContext);
    if (!job) return notFound(documentMessages.notFound(kind));

    // Good / better / best (issue 20): from a proposal with options, only the chosen option's lines.
    const sourceGuids = kind === 'proposal' ? promotableGuids(source as Proposal) : new Set(source.lines.map((line) => line.guid));
    if (!sourceGuids) return validationError([proposalOptionMessages.notChosenYet]);
    const invoiced = body.to === 'invoice' ? lineUses(db, job.context) : null;
    const onJob = jobLines(db, job.context).filter((line) => !line.parentGuid && line.jobDetailType !== 'Subtotal' && sourceGuids.has(line.guid));
    const free = invoiced ? onJob.filter((line) => (invoiced.get(line.guid)?.invoices.length ?? 0) === 0) : onJob;
    const images = new Set(jobStorage(db, job.context).images.map((image) => image.context));
    const jobModified = jobModifiedSince(db, source);
    const createRequest: DocumentCreateRequest = {
      jobContext: job.context,
      jobName: job.name,
      serviceCustomerContext: job.serviceCustomerContext,
      serviceAddressContext: job.serviceAddressContext ?? '',
      billingCustomerContext: job.billingCustomerContext,
      billingAddressContext: job.billingAddressContext ?? job.serviceAddressContext ?? '',
      // Lines already invoiced stay off a new invoice; when none is left, Create answers why.
      jobDetailContextList: (free.length > 0 ? free : onJob).map((line) => line.context),
      imageContextList: source.imageContexts.filter((context) => images.has(context)),
      paymentContextList: body.to === 'invoice' ? db.payments.where('job', job.context).filter((payment) => payment.invoiceContext === null).map((payment) => payment.context) : [],
      internalNotes: '',
      promotion: {
        promotedFromProposalContext: kind === 'proposal' ? source.context : null,
        promotedFromWorkOrderContext: kind === 'workOrder' ? source.context : null,
        jobModifiedSinceJobDocumentCreated: jobModified,
      },
    };
    const answer: PromotionAnswer = {
      promotedFromProposalContext: createRequest.promotion!.promotedFromProposalContext,
      promotedFromWorkOrderContext: createRequest.promotion!.promotedFromWorkOrderContext,
      jobModifiedSinceJobDocumentCreated: jobModified,
      createRequest,
    };
    return answer;
  });
}

export const documentCreateHandlers: HttpHandler[] = [...documentKinds.map(createRoute), promotionRoute('proposal'), promotionRoute('workOrder')];
