import { z } from 'zod';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import type { GuidedTourName } from '@/lib/schemas/guided-tour-schemas';

const createGuidedTourLogResponseSchema = z.unknown();

/**
 * `GET GuidedTourLog/Create`: the server adds the tour to the user's completed guided tours. A
 * failure never reaches the user (no error modal or page); the tour goes on regardless.
 */
export async function createGuidedTourLog(guidedTourName: GuidedTourName): Promise<void> {
  const response = await api.get(endpoints.guidedTourLog.create, {
    params: { guidedTourName },
    meta: { handledStatuses: true },
  });
  createGuidedTourLogResponseSchema.parse(response.data);
}
