import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { accountStorageSchema, type AccountStorage } from '@/lib/schemas/storage-schemas';
import { storageKeys } from './storage-keys';

/** Bytes used and available (`GET Storage/GetAccountStorage`). */
export async function getAccountStorage(): Promise<AccountStorage> {
  const response = await api.get(endpoints.storage.getAccountStorage);
  return accountStorageSchema.parse(response.data);
}

export function accountStorageQueryOptions() {
  return queryOptions({ queryKey: storageKeys.account(), queryFn: getAccountStorage });
}

export function useAccountStorage() {
  return useQuery(accountStorageQueryOptions());
}
