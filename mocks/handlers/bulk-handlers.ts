import { endpoints } from '../../src/config/endpoints';
import { bulkApplyRequestSchema, bulkMessages, bulkPreviewRequestSchema, bulkUndoRequestSchema, type BulkEntity } from '../../src/lib/schemas/bulk-schemas';
import { getDb } from '../db/store';
import type { BulkAdapter } from './bulk/bulk-adapter';
import { applyBulk, previewBulk, undoBulk } from './bulk/bulk-engine';
import { operationEntity } from './bulk/bulk-operations';
import { customerBulk } from './bulk/customer-bulk';
import { intakeBulk } from './bulk/intake-bulk';
import { jobBulk } from './bulk/job-bulk';
import type { MockUser } from '../db/types';
import type { BulkScope } from './bulk/bulk-adapter';
import { clientToday } from './client-time';
import { invoiceBulk } from './bulk/invoice-bulk';
import { taskBulk } from './bulk/task-bulk';
import { clientTimezoneOffset, validationError } from './handler-utils';
import { createLookup } from './record-refs';
import { issueMessages, route } from './route';

const adapters: Record<BulkEntity, BulkAdapter<never>> = {
  customer: customerBulk as unknown as BulkAdapter<never>,
  intake: intakeBulk as unknown as BulkAdapter<never>,
  job: jobBulk as unknown as BulkAdapter<never>,
  task: taskBulk as unknown as BulkAdapter<never>,
  invoice: invoiceBulk as unknown as BulkAdapter<never>,
};

const scopeOf = (request: Request, user: MockUser): BulkScope => ({ user, offset: clientTimezoneOffset(request), today: clientToday(request) });

/** Bulk/Preview: what the action would change and skip, and why; writes nothing. */
const preview = route('post', endpoints.bulk.preview, { allow: 'signed-in', body: bulkPreviewRequestSchema, messages: issueMessages }, ({ request, user, body }) =>
  previewBulk(createLookup(getDb()), scopeOf(request, user), adapters[body.entity], body),
);

/** Bulk/Apply: each previewed record changed completely or not at all; the report of what changed and what did not. */
const apply = route('post', endpoints.bulk.apply, { allow: 'signed-in', body: bulkApplyRequestSchema, messages: issueMessages }, ({ request, user, body }) =>
  applyBulk(createLookup(getDb()), scopeOf(request, user), adapters[body.entity], body),
);

/** Bulk/Undo: puts back a reversible change while its time lasts. */
const undo = route('post', endpoints.bulk.undo, { allow: 'signed-in', body: bulkUndoRequestSchema, messages: issueMessages }, ({ request, user, body }) => {
  const entity = operationEntity(body.operationId, user.id);
  if (!entity) return validationError([bulkMessages.operationUnknown]);
  return undoBulk(createLookup(getDb()), scopeOf(request, user), adapters[entity], body.operationId);
});

export const bulkHandlers = [preview, apply, undo];
