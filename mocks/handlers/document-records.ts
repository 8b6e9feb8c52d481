import { documentPermissions } from '../../src/lib/permission-codes';
import { documentKindNames, type DocumentKind } from '../../src/lib/schemas/document-schemas';
import type { Collection } from '../db/collection';
import type { Invoice, Proposal, StoredDocument, StoredDocumentHistoryEntry, WorkOrder } from '../db/document-types';
import type { MockDb } from '../db/mock-store';
import { FIRST_INVOICE_NUMBER, FIRST_PROPOSAL_NUMBER, FIRST_WORK_ORDER_NUMBER } from '../db/seed-documents';
import type { MockUser } from '../db/types';
import { userDisplayName } from './intake-handlers';

/** The stored record of each kind. */
export interface DocumentOfKind {
  proposal: Proposal;
  workOrder: WorkOrder;
  invoice: Invoice;
}

const collectionNames = { proposal: 'proposals', workOrder: 'workOrders', invoice: 'invoices' } as const;

/** The collection a kind is stored in. */
export function documentCollection<K extends DocumentKind>(db: MockDb, kind: K): Collection<DocumentOfKind[K], 'job'> {
  return db[collectionNames[kind]] as unknown as Collection<DocumentOfKind[K], 'job'>;
}

/** The permission codes of a kind (spec 2 §6, spec 3 §6). */
export function permissionsOf(kind: DocumentKind) {
  return documentPermissions[kind];
}

const firstNumbers: Record<DocumentKind, number> = { proposal: FIRST_PROPOSAL_NUMBER, workOrder: FIRST_WORK_ORDER_NUMBER, invoice: FIRST_INVOICE_NUMBER };

/** The next number of a kind's sequence (the spec's clearId): one above the highest, from the kind's first number. */
export function nextDocumentNumber(db: MockDb, kind: DocumentKind): number {
  let highest = firstNumbers[kind] - 1;
  for (const document of documentCollection(db, kind).all()) if (document.number > highest) highest = document.number;
  return highest + 1;
}

const filePrefixes: Record<DocumentKind, string> = { proposal: 'Proposal', workOrder: 'WorkOrder', invoice: 'Invoice' };

/** "Proposal-2001.pdf", "WorkOrder-3001.pdf", "Invoice-4001.pdf". */
export function documentFilename(kind: DocumentKind, number: number): string {
  return `${filePrefixes[kind]}-${number}.pdf`;
}

/** "Proposal #2001", "Work Order #3001". */
export function documentLabel(kind: DocumentKind, number: number): string {
  return `${documentKindNames[kind]} #${number}`;
}

/** Who did something to a document: the signed-in user by name, or the customer or system (`userId` null). */
export interface DocumentActor {
  userId: string | null;
  userName: string;
}

export function actorOf(db: MockDb, user: MockUser): DocumentActor {
  return { userId: user.id, userName: userDisplayName(db, user) };
}

/** Adds an entry to a stored document's history (and stores the document). */
export function recordHistory(db: MockDb, kind: DocumentKind, context: string, action: string, description: string, actor: DocumentActor, at = new Date()): void {
  const entry: StoredDocumentHistoryEntry = { date: at.toISOString(), action, description, userName: actor.userName, userId: actor.userId };
  documentCollection(db, kind).update(context, (document: StoredDocument) => {
    document.history = [...document.history, entry];
  });
}
