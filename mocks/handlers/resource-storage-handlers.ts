import { endpoints } from '../../src/config/endpoints';
import { resourcePermissions } from '../../src/lib/permission-codes';
import { resourceMessages } from '../../src/lib/schemas/resource-schemas';
import { resourceStorageMessages, resourceStorageUploadRequestSchema, type ResourceStorageResponse } from '../../src/lib/schemas/resource-storage-schemas';
import { getDb } from '../db/store';
import { notFound, ok, validationError } from './handler-utils';
import { issueMessages, route } from './route';
import { recordStorage, recordUploadProblem, storeRecordUpload, unlinkRecordUpload } from './storage-upload';

/**
 * A resource's images and files: stored in the account's storage linked to the resource (mapped
 * type Resources), so Images and Files lists them too; the job uploads' rules.
 */

const getAllByResource = route('get', endpoints.resourceStorage.getAllByResource, { allow: resourcePermissions.read, context: resourceMessages.contextRequired }, ({ context }) => {
  const db = getDb();
  if (!db.resources.has(context)) return notFound(resourceMessages.notFound);
  const answer: ResourceStorageResponse = recordStorage(db, context, 'Resources');
  return answer;
});

const upload = route(
  'post',
  endpoints.resourceStorage.upload,
  { allow: [resourcePermissions.create, resourcePermissions.update], body: resourceStorageUploadRequestSchema, messages: issueMessages },
  ({ body }) => {
    const db = getDb();
    const resource = db.resources.get(body.resourceContext);
    if (!resource) return notFound(resourceMessages.notFound);
    const problem = recordUploadProblem(body);
    if (problem) return validationError([problem]);
    return storeRecordUpload(db, body, 'Resources', { context: resource.context, name: resource.name });
  },
);

const remove = route('delete', endpoints.resourceStorage.delete, { allow: resourcePermissions.update, context: 'A context is required.' }, ({ context, query }) => {
  const resourceContext = query.get('resourceContext')?.trim() ?? '';
  if (!resourceContext) return validationError([resourceStorageMessages.resourceRequired]);
  return unlinkRecordUpload(getDb(), context, 'Resources', resourceContext) ? ok() : notFound(resourceStorageMessages.notOnResource);
});

export const resourceStorageHandlers = [getAllByResource, upload, remove];
