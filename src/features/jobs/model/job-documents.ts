import type { DocumentListItem } from '@/lib/schemas/document-schemas';
import type { JobRecord } from '@/lib/schemas/job-schemas';

/**
 * The job's documents the user may read, newest first; `null` when the user may read no document
 * type (the section is not shown). A list the user may not read comes as `null`.
 */
export function jobDocumentRows(job: Pick<JobRecord, 'proposalList' | 'workOrderList' | 'invoiceList'>): DocumentListItem[] | null {
  if (job.proposalList === null && job.workOrderList === null && job.invoiceList === null) return null;
  const rows = [...(job.proposalList ?? []), ...(job.workOrderList ?? []), ...(job.invoiceList ?? [])];
  return rows.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
