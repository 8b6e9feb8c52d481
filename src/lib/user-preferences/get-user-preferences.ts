import { z } from 'zod';
import { endpoints } from '@/config/endpoints';
import { userPreferenceDetailSchema } from '@/lib/schemas/settings-schemas';
import { userPreferenceKeys } from './user-preference-keys';
import { getQuery } from '@/lib/api-query';

const userPreferencesResponseSchema = z.array(userPreferenceDetailSchema);

/** Every preference of the signed-in user, with what the Preferences screen needs to edit it. */
const userPreferencesQuery = getQuery({ endpoint: endpoints.userPreference.getAll, schema: userPreferencesResponseSchema, queryKey: userPreferenceKeys.list });

export const getUserPreferences = userPreferencesQuery.request;
export const userPreferencesQueryOptions = userPreferencesQuery.queryOptions;
export const useUserPreferences = userPreferencesQuery.useQuery;
