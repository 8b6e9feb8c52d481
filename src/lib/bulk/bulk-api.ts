import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { postCall } from '@/lib/api-mutation';
import type { EntityTag } from '@/lib/query-keys';
import {
  bulkPreviewSchema,
  bulkReportSchema,
  type BulkApplyRequest,
  type BulkEntity,
  type BulkPreview,
  type BulkPreviewRequest,
  type BulkReport,
} from '@/lib/schemas/bulk-schemas';

/** `POST Bulk/Preview`: what the action would change and skip, and why; writes nothing. */
export const previewBulkChange = postCall<BulkPreviewRequest, BulkPreview>(endpoints.bulk.preview, bulkPreviewSchema);

/** `POST Bulk/Apply`: changes each previewed record at the version the preview saw; the report. */
export const applyBulkChange = postCall<BulkApplyRequest, BulkReport>(endpoints.bulk.apply, bulkReportSchema);

/** `POST Bulk/Undo`: puts a reversible change back while its time lasts. */
export async function undoBulkChange(operationId: string): Promise<BulkReport> {
  const response = await api.post(endpoints.bulk.undo, { operationId });
  return bulkReportSchema.parse(response.data);
}

/** What a bulk change of each kind of record changes on screen. */
const changes: Record<BulkEntity, readonly EntityTag[]> = {
  customer: ['customer', 'intake', 'job', 'schedule', 'dashboard'],
  intake: ['intake', 'schedule', 'dashboard', 'note'],
  job: ['job', 'document', 'payment', 'schedule', 'appointment', 'my-day', 'dashboard', 'note', 'report'],
  task: ['task', 'schedule', 'dashboard'],
  invoice: ['document', 'job', 'payment', 'dashboard', 'report'],
};

export function useApplyBulkChange(entity: BulkEntity) {
  return useMutation({ mutationFn: applyBulkChange, meta: { invalidates: changes[entity] } });
}

export function useUndoBulkChange(entity: BulkEntity) {
  return useMutation({ mutationFn: undoBulkChange, meta: { invalidates: changes[entity] } });
}
