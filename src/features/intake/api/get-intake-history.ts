import { endpoints } from '@/config/endpoints';
import { intakeHistoryResponseSchema } from '@/lib/schemas/intake-schemas';
import { intakeKeys } from './intake-keys';
import { contextQuery } from '@/lib/api-query';

/** `GET Intake/GetHistory?context=…`: the intake's field changes, newest first. */
const intakeHistoryQuery = contextQuery({ endpoint: endpoints.intake.getHistory, schema: intakeHistoryResponseSchema, queryKey: intakeKeys.history });

export const getIntakeHistory = intakeHistoryQuery.request;
export const intakeHistoryQueryOptions = intakeHistoryQuery.queryOptions;
export const useIntakeHistory = intakeHistoryQuery.useQuery;
