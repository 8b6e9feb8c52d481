import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { spareDeletedRecord } from '@/lib/query-client';

/** `DELETE Intake/Delete?context=…`; refused (422) when a job was started from the intake. */
export async function deleteIntake(context: string): Promise<void> {
  await api.delete(endpoints.intake.delete, { params: { context } });
}

/**
 * Deletes an intake; the lists refresh. The deleted intake's own page is not refetched while it is
 * still showing (that would be a 404).
 */
export function useDeleteIntake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIntake,
    meta: { invalidates: ['intake'] },
    onSuccess: (_, context) => spareDeletedRecord(queryClient, 'intake', context),
  });
}
