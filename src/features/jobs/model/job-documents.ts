import type { JobRecord } from '@/lib/schemas/job-schemas';

export type JobDocumentKind = 'Proposal' | 'Work Order' | 'Invoice';

export interface JobDocumentRow {
  kind: JobDocumentKind;
  context: string;
  date: string;
  /** "Proposal 1004: …" style: the kind, its number and its name. */
  name: string;
  status: string;
  total: number;
  /** An invoice with nothing left to pay (spec 2 §2: the Paid badge when the amount due is 0). */
  paid: boolean;
}

/**
 * The job's documents the user may read, by date (newest first); `null` when the user may read no
 * document type (the section is not shown). A list the user may not read comes as `null`.
 */
export function jobDocumentRows(job: Pick<JobRecord, 'proposalList' | 'workOrderList' | 'invoiceList'>): JobDocumentRow[] | null {
  if (job.proposalList === null && job.workOrderList === null && job.invoiceList === null) return null;
  const named = (kind: JobDocumentKind, document: { number: number; name: string }) => `${kind} ${document.number}${document.name ? `: ${document.name}` : ''}`;
  const rows: JobDocumentRow[] = [
    ...(job.proposalList ?? []).map((document) => ({ kind: 'Proposal' as const, context: document.context, date: document.date, name: named('Proposal', document), status: document.status, total: document.total, paid: false })),
    ...(job.workOrderList ?? []).map((document) => ({ kind: 'Work Order' as const, context: document.context, date: document.date, name: named('Work Order', document), status: document.status, total: document.total, paid: false })),
    ...(job.invoiceList ?? []).map((document) => ({
      kind: 'Invoice' as const,
      context: document.context,
      date: document.date,
      name: named('Invoice', document),
      status: document.status,
      total: document.total,
      paid: document.amountDue === 0,
    })),
  ];
  return rows.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
