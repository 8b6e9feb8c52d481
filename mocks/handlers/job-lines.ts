import { workOutJobTotals } from '../db/job-money';
import type { MockDb } from '../db/mock-store';
import type { Job, JobDetail, StoredJobTotals } from '../db/types';

/** The job's lines in their order. */
export function jobLines(db: MockDb, jobContext: string): JobDetail[] {
  return db.jobDetails.where('job', jobContext).sort((a, b) => a.order - b.order);
}

/** The apply-tax system setting (spec 3 §9 "Tax rate"). */
export function appliesSalesTax(db: MockDb): boolean {
  return db.systemSettings.get('APPLY_SALES_TAX')?.value === 'Yes';
}

/** The job's figures: as stored when it was saved, else worked out now (the large seed stores none). */
export function jobTotals(db: MockDb, job: Job): StoredJobTotals {
  return job.totals ?? workOutJobTotals(job, jobLines(db, job.context), appliesSalesTax(db));
}
