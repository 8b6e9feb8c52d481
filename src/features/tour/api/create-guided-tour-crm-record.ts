import { z } from 'zod';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import type { GuidedTourName } from '@/lib/schemas/guided-tour-schemas';

const createGuidedTourCrmRecordResponseSchema = z.unknown();

/**
 * `GET GuidedTourLog/CreateCRMRecord`: records a step viewed, or how the tour ended. A failure never
 * reaches the user (no error modal or page).
 */
export async function createGuidedTourCrmRecord(guidedTourName: GuidedTourName, descriptor: string): Promise<void> {
  const response = await api.get(endpoints.guidedTourLog.createCrmRecord, {
    params: { guidedTourName, descriptor },
    meta: { handledStatuses: true },
  });
  createGuidedTourCrmRecordResponseSchema.parse(response.data);
}
