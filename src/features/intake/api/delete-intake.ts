import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { intakeKeys } from './intake-keys';

/** `DELETE Intake/Delete?context=…`; refused (422) when a job was started from the intake. */
export async function deleteIntake(context: string): Promise<void> {
  await api.delete(endpoints.intake.delete, { params: { context } });
}

/**
 * Deletes an intake and refreshes the lists. The deleted intake's own cache entry is left to
 * expire: removing it while its page is still showing would refetch it (a 404).
 */
export function useDeleteIntake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIntake,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: intakeKeys.lists() });
    },
  });
}
