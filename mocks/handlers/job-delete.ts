import type { JobDeleteResponse } from '../../src/lib/schemas/job-schemas';
import { formOwnerKey, recentUseKey, type MockDb } from '../db/mock-store';
import type { Job } from '../db/types';
import { releaseJobStock } from './reconciliation-stock';

/**
 * Spec 2 §8 "Delete Job": the job goes with all its proposals, work orders, invoices, payments,
 * images, files and forms, and its lines and appointments. Images and files linked to other records
 * too only lose the link. Timesheet entries and tasks keep their time and text without the job;
 * the job's recent uses go. The last job of a chain takes the chain's rule with it. Stock the job
 * reconciled returns to its levels.
 */
export function deleteJobAndRecords(db: MockDb, job: Job): JobDeleteResponse {
  const context = job.context;
  const removeAll = <T extends { context: string }>(collection: { where(index: 'job', value: string): T[]; remove(key: string): unknown }): number => {
    const records = collection.where('job', context);
    for (const record of records) collection.remove(record.context);
    return records.length;
  };
  const payments = removeAll(db.payments);
  const proposals = removeAll(db.proposals);
  const workOrders = removeAll(db.workOrders);
  const invoices = removeAll(db.invoices);
  const appointments = removeAll(db.appointments);
  // Stock reconciled to the job's lines returns to where it was taken from.
  releaseJobStock(db, context);
  removeAll(db.jobDetails);

  let images = 0;
  let files = 0;
  for (const item of db.storageItems.where('entity', context)) {
    if (item.mappedType !== 'Jobs') continue;
    const others = item.mappedEntities.filter((entity) => entity.context !== context);
    if (others.length > 0) {
      db.storageItems.put({ ...item, mappedEntities: others });
      continue;
    }
    db.storageItems.remove(item.context);
    if (item.kind === 'image') images += 1;
    else files += 1;
  }

  const forms = db.formInstances.where('owner', formOwnerKey('Job', context));
  for (const form of forms) db.formInstances.remove(form.context);

  for (const entry of db.timesheetEntries.where('job', context)) db.timesheetEntries.put({ ...entry, jobContext: null });
  for (const task of db.tasks.where('job', context)) db.tasks.put({ ...task, jobContext: null });
  for (const use of db.recentUses.where('record', context)) if (use.kind === 'job') db.recentUses.remove(recentUseKey(use));

  db.jobs.remove(context);
  if (job.chainId && db.jobs.count('chain', job.chainId) === 0) db.jobChains.remove(job.chainId);
  return { proposals, workOrders, invoices, payments, images, files, forms: forms.length, appointments };
}
