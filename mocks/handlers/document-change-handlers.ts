import type { HttpHandler } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { documentPermissions } from '../../src/lib/permission-codes';
import { documentKinds, documentMessages, documentNotesRequestSchema, documentStatusRequestSchema, selectableStatuses, type DocumentKind } from '../../src/lib/schemas/document-schemas';
import type { Proposal, WorkOrder } from '../db/document-types';
import type { MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import { clientToday } from './client-time';
import { actorOf, documentCollection, recordHistory } from './document-records';
import { documentView } from './document-views';
import { notFound, ok, validationError } from './handler-utils';
import { revokePortalTokens } from './portal-tokens';
import { issueMessages, route } from './route';

/**
 * `Proposal|WorkOrder/UpdateStatus` (PROP_U, WO_U; spec 2 §4: only the selectable statuses other
 * than the current one), `{Kind}/UpdateInternalNotes` (PROP_U, WO_U, INVOICE_U) and `{Kind}/Delete`
 * (PROP_D, WO_D, INVOICE_D; an invoice with payments is refused).
 */

function statusRoute(kind: 'proposal' | 'workOrder'): HttpHandler {
  return route('post', endpoints[kind].updateStatus, { allow: documentPermissions[kind].update, body: documentStatusRequestSchema, messages: issueMessages }, ({ request, user, body }) => {
    const db = getDb();
    const collection = documentCollection(db, kind);
    const document: Proposal | WorkOrder | undefined = collection.get(body.context);
    if (!document || document.jobContext !== body.jobContext) return notFound(documentMessages.notFound(kind));
    const previous = document.status;
    if (!selectableStatuses(kind, previous).includes(body.status)) return validationError([documentMessages.statusNotSelectable(body.status)]);
    collection.update(document.context, { status: body.status } as Partial<Proposal & WorkOrder>);
    recordHistory(db, kind, document.context, 'Status Changed', `Status changed from ${previous} to ${body.status}.`, actorOf(db, user));
    return documentView(db, kind, collection.get(document.context)!, clientToday(request));
  });
}

function notesRoute(kind: DocumentKind): HttpHandler {
  return route('post', endpoints[kind].updateInternalNotes, { allow: documentPermissions[kind].update, body: documentNotesRequestSchema, messages: issueMessages }, ({ request, user, body }) => {
    const db = getDb();
    const collection = documentCollection(db, kind);
    if (!collection.has(body.context)) return notFound(documentMessages.notFound(kind));
    collection.update(body.context, { internalNotes: body.internalNotes });
    recordHistory(db, kind, body.context, 'Notes Updated', 'Internal notes updated.', actorOf(db, user));
    return documentView(db, kind, collection.get(body.context)!, clientToday(request));
  });
}

/** Removes a document: links to it from what it was promoted from go, a work order leaves its appointments, its lines are free again. */
export function removeDocument(db: MockDb, kind: DocumentKind, context: string): void {
  const document = documentCollection(db, kind).get(context)!;
  const linkKey = kind === 'workOrder' ? 'promotedToWorkOrderContext' : 'promotedToInvoiceContext';
  if (document.promotedFromProposalContext) {
    db.proposals.update(document.promotedFromProposalContext, (proposal) => {
      if (proposal[linkKey] === context) proposal[linkKey] = null;
    });
  }
  if (document.promotedFromWorkOrderContext) {
    db.workOrders.update(document.promotedFromWorkOrderContext, (workOrder) => {
      if (workOrder.promotedToInvoiceContext === context) workOrder.promotedToInvoiceContext = null;
    });
  }
  // Later documents promoted from this one keep their own copy; they lose only the link back.
  for (const workOrder of db.workOrders.where('job', document.jobContext)) {
    if (workOrder.promotedFromProposalContext === context) db.workOrders.update(workOrder.context, { promotedFromProposalContext: null });
  }
  for (const invoice of db.invoices.where('job', document.jobContext)) {
    if (invoice.promotedFromProposalContext === context) db.invoices.update(invoice.context, { promotedFromProposalContext: null });
    if (invoice.promotedFromWorkOrderContext === context) db.invoices.update(invoice.context, { promotedFromWorkOrderContext: null });
  }
  if (kind === 'workOrder') {
    for (const appointment of db.appointments.where('job', document.jobContext)) {
      if (appointment.workOrderContexts.includes(context)) db.appointments.update(appointment.context, { workOrderContexts: appointment.workOrderContexts.filter((item) => item !== context) });
    }
  }
  if (kind !== 'workOrder') revokePortalTokens(db, context, 'Deleted');
  documentCollection(db, kind).remove(context);
}

function deleteRoute(kind: DocumentKind): HttpHandler {
  return route('delete', endpoints[kind].delete, { allow: documentPermissions[kind].delete, context: 'A document context is required.' }, ({ query, context }) => {
    const db = getDb();
    const document = documentCollection(db, kind).get(context);
    const jobContext = query.get('jobContext')?.trim() ?? '';
    if (!document || (jobContext && document.jobContext !== jobContext)) return notFound(documentMessages.notFound(kind));
    if (kind === 'invoice' && db.payments.count('invoice', context) > 0) return validationError([documentMessages.invoiceHasPayments]);
    removeDocument(db, kind, context);
    return ok();
  });
}

export const documentChangeHandlers: HttpHandler[] = [
  statusRoute('proposal'),
  statusRoute('workOrder'),
  ...documentKinds.flatMap((kind) => [notesRoute(kind), deleteRoute(kind)]),
];
