import { documentSnapshot } from './document-snapshot';
import type { Proposal, StoredDocumentBase, StoredDocumentHistoryEntry } from './document-types';
import type { Job, JobDetail } from './types';

/** Who made or changed a seeded document: a signed-in user, or the customer (no user id). */
export interface SeedActor {
  userId: string | null;
  userName: string;
}

/** A history entry of a seeded document. */
export function historyEntry(date: Date | string, action: string, description: string, actor: SeedActor): StoredDocumentHistoryEntry {
  return { date: typeof date === 'string' ? date : date.toISOString(), action, description, userName: actor.userName, userId: actor.userId };
}

/** The eSign fields of a proposal never sent for eSign. */
export const noESign = {
  dateGenerated: null,
  linkExpirationDate: null,
  emailRecipients: [],
  customerResponse: null,
  customerResponseDate: null,
  customerComments: '',
  customerSignature: null,
  eSignToken: null,
} as const satisfies Partial<Proposal>;

/**
 * What every seeded document stores: the job's lines (all of them) frozen with their figures, the
 * job's parties, no images, and a Created entry by `author`. `number` is set once all documents
 * of the kind are dated.
 */
export function seededDocumentBase(
  job: Job,
  lines: readonly JobDetail[],
  fields: { context: string; date: Date; kindName: string; author: SeedActor; applySalesTax?: boolean },
): StoredDocumentBase {
  const date = fields.date.toISOString();
  return {
    context: fields.context,
    jobContext: job.context,
    number: 0,
    date,
    name: job.name,
    ...documentSnapshot(job, lines, null, fields.applySalesTax ?? true),
    serviceCustomerContext: job.serviceCustomerContext,
    serviceAddressContext: job.serviceAddressContext ?? '',
    billingCustomerContext: job.billingCustomerContext,
    billingAddressContext: job.billingAddressContext ?? job.serviceAddressContext ?? '',
    imageContexts: [],
    dateCreated: date,
    jobVersion: job.version,
    promotedFromProposalContext: null,
    promotedFromWorkOrderContext: null,
    internalNotes: '',
    history: [historyEntry(date, 'Created', `${fields.kindName} created from the job's details.`, fields.author)],
  };
}

/** Numbers documents of one kind in date order from `first` (one sequence per kind). */
export function numberDocuments<T extends StoredDocumentBase>(documents: T[], first: number, compare: (a: string, b: string) => number): T[] {
  documents.sort((a, b) => compare(a.date, b.date) || compare(a.context, b.context));
  documents.forEach((document, index) => {
    document.number = first + index;
  });
  return documents;
}

/** Puts `entry` into the history in date order. */
export function addHistory(document: { history: StoredDocumentHistoryEntry[] }, entry: StoredDocumentHistoryEntry): void {
  document.history.push(entry);
  document.history.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
