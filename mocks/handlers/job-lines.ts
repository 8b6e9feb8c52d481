import type { MockDb } from '../db/mock-store';
import { documentTotals } from '../db/record-views';
import type { DocumentTotals, Job, JobDetail } from '../db/types';

/** The job's lines in their order. */
export function jobLines(db: MockDb, jobContext: string): JobDetail[] {
  return db.jobDetails.where('job', jobContext).sort((a, b) => a.order - b.order);
}

/** The job's money figures over all its lines. */
export function jobTotals(db: MockDb, job: Job): DocumentTotals {
  return documentTotals(jobLines(db, job.context), job.discount, job.salesTaxRate);
}
