import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import {
  occurrenceRecordsResponseSchema,
  occurrenceResponseSchema,
  type OccurrenceRecordsRequest,
  type OccurrenceRecordsResponse,
  type OccurrenceRequest,
  type OccurrenceResponse,
} from '@/lib/schemas/report-occurrence-schemas';
import { reportKeys } from './report-keys';

/** `POST Report/Occurrence`: counts per group and period. Fresh on every visit, the last answer kept while a new one loads. */
export async function getOccurrenceReport(request: OccurrenceRequest): Promise<OccurrenceResponse> {
  return occurrenceResponseSchema.parse((await api.post(endpoints.occurrenceReport.counts, request)).data);
}

export function useOccurrenceReport(request: OccurrenceRequest, options: { enabled: boolean }) {
  return useQuery({ queryKey: reportKeys.occurrence(request), queryFn: () => getOccurrenceReport(request), staleTime: 0, enabled: options.enabled, placeholderData: (previous) => previous });
}

/** `POST Report/OccurrenceRecords`: the records behind one count (the drill-down). */
export async function getOccurrenceRecords(request: OccurrenceRecordsRequest): Promise<OccurrenceRecordsResponse> {
  return occurrenceRecordsResponseSchema.parse((await api.post(endpoints.occurrenceReport.records, request)).data);
}

export function useOccurrenceRecords(request: OccurrenceRecordsRequest) {
  return useQuery({ queryKey: reportKeys.occurrenceRecords(request), queryFn: () => getOccurrenceRecords(request), staleTime: 0, placeholderData: (previous) => previous });
}
