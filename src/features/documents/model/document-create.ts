import { documentMessages, type DocumentCreateRequest, type DocumentKind } from '@/lib/schemas/document-schemas';

/** What creating a document reads of a job (a `JobRecord` fits). */
export interface DocumentSourceJob {
  context: string;
  name: string;
  serviceCustomer: { context: string };
  serviceAddress: { context: string } | null;
  billingCustomer: { context: string };
  billingAddress: { context: string } | null;
  jobDetailList: readonly { context: string; parentGuid: string | null; invoiceId: string | null }[];
}

/** The top-level lines a document takes: the selected ones, or all when none are selected (spec 3 §5). */
export function documentLineContexts(job: DocumentSourceJob, selected: readonly string[]): string[] {
  const topLevel = job.jobDetailList.filter((line) => line.parentGuid === null).map((line) => line.context);
  if (selected.length === 0) return topLevel;
  const chosen = new Set(selected);
  return topLevel.filter((context) => chosen.has(context));
}

/**
 * Why the document cannot be made now, or `null` (spec 3 §5): a job with unsaved changes, no lines,
 * and for an invoice a line already on an invoice.
 */
export function documentCreationRefusal(kind: DocumentKind, job: DocumentSourceJob, selected: readonly string[], dirty: boolean): string | null {
  if (dirty) return documentMessages.unsavedJob;
  const contexts = documentLineContexts(job, selected);
  if (contexts.length === 0) return documentMessages.noLines;
  if (kind === 'invoice') {
    const chosen = new Set(contexts);
    if (job.jobDetailList.some((line) => chosen.has(line.context) && line.invoiceId)) return documentMessages.alreadyInvoiced;
  }
  return null;
}

/** The create request (spec 3 §3 Job document create request) for the job's chosen lines. */
export function documentCreateRequest(job: DocumentSourceJob, selected: readonly string[]): DocumentCreateRequest {
  return {
    jobContext: job.context,
    jobName: job.name,
    serviceCustomerContext: job.serviceCustomer.context,
    serviceAddressContext: job.serviceAddress?.context ?? '',
    billingCustomerContext: job.billingCustomer.context,
    billingAddressContext: job.billingAddress?.context ?? '',
    jobDetailContextList: documentLineContexts(job, selected),
    imageContextList: [],
    paymentContextList: [],
    internalNotes: '',
    promotion: null,
  };
}
