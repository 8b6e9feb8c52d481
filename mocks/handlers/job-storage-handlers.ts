import { endpoints } from '../../src/config/endpoints';
import { jobPermissions } from '../../src/lib/permission-codes';
import { jobMessages } from '../../src/lib/schemas/job-schemas';
import { jobStorageMessages, jobStorageUploadRequestSchema, type JobStorageResponse } from '../../src/lib/schemas/job-storage-schemas';
import { getDb } from '../db/store';
import { notFound, ok, validationError } from './handler-utils';
import { jobStorage } from './job-views';
import { issueMessages, route } from './route';
import { recordUploadProblem, storeRecordUpload, unlinkRecordUpload } from './storage-upload';

/**
 * A job's images and files (spec 2 §2 "Images and files"): stored in the account's storage linked
 * to the job, so Images and Files lists them too. Downloads go through DownloadImage / DownloadFile.
 */

const getAllByJobContext = route('get', endpoints.jobStorage.getAllByJobContext, { allow: jobPermissions.read, context: jobMessages.contextRequired }, ({ context }) => {
  const db = getDb();
  if (!db.jobs.has(context)) return notFound(jobMessages.notFound);
  const answer: JobStorageResponse = jobStorage(db, context);
  return answer;
});

const upload = route(
  'post',
  endpoints.jobStorage.upload,
  { allow: [jobPermissions.create, jobPermissions.update], body: jobStorageUploadRequestSchema, messages: issueMessages },
  ({ body }) => {
    const db = getDb();
    const job = db.jobs.get(body.jobContext);
    if (!job) return notFound(jobMessages.notFound);
    const problem = recordUploadProblem(body);
    if (problem) return validationError([problem]);
    return storeRecordUpload(db, body, 'Jobs', { context: job.context, name: job.name });
  },
);

/** Takes the image or file off the job; it is removed from storage unless another record still links it. */
const remove = route('delete', endpoints.jobStorage.delete, { allow: jobPermissions.update, context: jobStorageMessages.contextRequired }, ({ context, query }) => {
  const db = getDb();
  const jobContext = query.get('jobContext')?.trim() ?? '';
  if (!jobContext) return validationError([jobStorageMessages.jobRequired]);
  return unlinkRecordUpload(db, context, 'Jobs', jobContext) ? ok() : notFound(jobStorageMessages.notOnJob);
});

export const jobStorageHandlers = [getAllByJobContext, upload, remove];
