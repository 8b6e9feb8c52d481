import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { intakeRecordSchema, type IntakeRecord, type IntakeUpdateRequest } from '@/lib/schemas/intake-schemas';
import { intakeKeys } from './intake-keys';

/**
 * `POST Intake/Update` with the version the intake was loaded at; a 409 (changed since) is shown
 * by the API client and the editor keeps what was typed.
 */
export async function updateIntake(request: IntakeUpdateRequest): Promise<IntakeRecord> {
  const response = await api.post(endpoints.intake.update, request);
  return intakeRecordSchema.parse(response.data);
}

export function useUpdateIntake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIntake,
    // Lists and the record's history.
    meta: { invalidates: ['intake'] },
    onSuccess: (saved) => {
      queryClient.setQueryData(intakeKeys.detail(saved.context), saved);
    },
  });
}
