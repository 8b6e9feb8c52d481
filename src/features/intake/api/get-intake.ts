import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { intakeRecordSchema, type IntakeRecord } from '@/lib/schemas/intake-schemas';
import { intakeKeys } from './intake-keys';

/** `GET Intake/GetByContext?context=…`. */
export async function getIntake(context: string): Promise<IntakeRecord> {
  const response = await api.get(endpoints.intake.get, { params: { context } });
  return intakeRecordSchema.parse(response.data);
}

export function intakeQueryOptions(context: string) {
  return queryOptions({ queryKey: intakeKeys.detail(context), queryFn: () => getIntake(context) });
}

export function useIntake(context: string, options: { refetchOnWindowFocus?: boolean } = {}) {
  return useQuery({ ...intakeQueryOptions(context), refetchOnWindowFocus: options.refetchOnWindowFocus ?? true });
}
