import { endpoints } from '@/config/endpoints';
import { accountStorageSchema } from '@/lib/schemas/storage-schemas';
import { storageKeys } from './storage-keys';
import { getQuery } from '@/lib/api-query';

/** Bytes used and available (`GET Storage/GetAccountStorage`). */
const accountStorageQuery = getQuery({ endpoint: endpoints.storage.getAccountStorage, schema: accountStorageSchema, queryKey: storageKeys.account });

export const getAccountStorage = accountStorageQuery.request;
export const accountStorageQueryOptions = accountStorageQuery.queryOptions;
export const useAccountStorage = accountStorageQuery.useQuery;
