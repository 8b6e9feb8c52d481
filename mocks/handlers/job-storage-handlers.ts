import { endpoints } from '../../src/config/endpoints';
import { jobPermissions } from '../../src/lib/permission-codes';
import { jobMessages } from '../../src/lib/schemas/job-schemas';
import {
  JOB_FILE_MAX_BYTES,
  JOB_IMAGE_MAX_BYTES,
  JOB_IMAGE_TYPES,
  jobStorageMessages,
  jobStorageUploadRequestSchema,
  type JobStorageResponse,
} from '../../src/lib/schemas/job-storage-schemas';
import { randomUuid } from '../db/ids';
import { getDb } from '../db/store';
import { notFound, ok, validationError } from './handler-utils';
import { jobStorage } from './job-views';
import { issueMessages, route } from './route';

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

/** The byte length of base64 text (without decoding it). */
function base64Bytes(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.floor((data.length * 3) / 4) - padding;
}

const upload = route(
  'post',
  endpoints.jobStorage.upload,
  { allow: [jobPermissions.create, jobPermissions.update], body: jobStorageUploadRequestSchema, messages: issueMessages },
  ({ body }) => {
    const db = getDb();
    const job = db.jobs.get(body.jobContext);
    if (!job) return notFound(jobMessages.notFound);
    const bytes = base64Bytes(body.data);
    const contentType = body.contentType.toLowerCase();
    if (body.kind === 'image') {
      const extension = body.name.toLowerCase().split('.').pop() ?? '';
      if (!(JOB_IMAGE_TYPES as readonly string[]).includes(contentType) || !['jpg', 'jpeg', 'png'].includes(extension)) return validationError([jobStorageMessages.imageType]);
      if (bytes > JOB_IMAGE_MAX_BYTES) return validationError([jobStorageMessages.imageTooLarge]);
    } else if (bytes > JOB_FILE_MAX_BYTES) {
      return validationError([jobStorageMessages.fileTooLarge]);
    }
    const item = db.storageItems.insert({
      context: randomUuid(),
      kind: body.kind,
      name: body.name.trim(),
      contentType,
      data: body.data,
      bytes,
      thumbnail: null,
      dateCreated: new Date().toISOString(),
      mappedType: 'Jobs',
      mappedEntities: [{ context: job.context, name: job.name }],
    });
    return { context: item.context, name: item.name, contentType: item.contentType, bytes: item.bytes, dateCreated: item.dateCreated };
  },
);

/** Takes the image or file off the job; it is removed from storage unless another record still links it. */
const remove = route('delete', endpoints.jobStorage.delete, { allow: jobPermissions.update, context: jobStorageMessages.contextRequired }, ({ context, query }) => {
  const db = getDb();
  const jobContext = query.get('jobContext')?.trim() ?? '';
  if (!jobContext) return validationError([jobStorageMessages.jobRequired]);
  const item = db.storageItems.get(context);
  if (!item || item.mappedType !== 'Jobs' || !item.mappedEntities.some((entity) => entity.context === jobContext)) return notFound(jobStorageMessages.notOnJob);
  const others = item.mappedEntities.filter((entity) => entity.context !== jobContext);
  if (others.length > 0) db.storageItems.put({ ...item, mappedEntities: others });
  else db.storageItems.remove(context);
  return ok();
});

export const jobStorageHandlers = [getAllByJobContext, upload, remove];
