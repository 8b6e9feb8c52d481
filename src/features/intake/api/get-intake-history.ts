import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { intakeHistoryResponseSchema, type IntakeHistoryEntryView } from '@/lib/schemas/intake-schemas';
import { intakeKeys } from './intake-keys';

/** `GET Intake/GetHistory?context=…`: the intake's field changes, newest first. */
export async function getIntakeHistory(context: string): Promise<IntakeHistoryEntryView[]> {
  const response = await api.get(endpoints.intake.getHistory, { params: { context } });
  return intakeHistoryResponseSchema.parse(response.data);
}

export function intakeHistoryQueryOptions(context: string) {
  return queryOptions({ queryKey: intakeKeys.history(context), queryFn: () => getIntakeHistory(context) });
}

export function useIntakeHistory(context: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...intakeHistoryQueryOptions(context), enabled: options.enabled ?? true });
}
