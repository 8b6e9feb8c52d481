import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { intakeRecordSchema, type IntakeCreateRequest, type IntakeRecord } from '@/lib/schemas/intake-schemas';
import { intakeKeys } from './intake-keys';

/** `POST Intake/Create`: answers the saved intake (its context opens the editor). */
export async function createIntake(request: IntakeCreateRequest): Promise<IntakeRecord> {
  const response = await api.post(endpoints.intake.create, request);
  return intakeRecordSchema.parse(response.data);
}

export function useCreateIntake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIntake,
    meta: { invalidates: ['intake'] },
    onSuccess: (saved) => {
      queryClient.setQueryData(intakeKeys.detail(saved.context), saved);
    },
  });
}
