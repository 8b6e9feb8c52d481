import { useMutation, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { findDuplicatesResponseSchema, type DuplicateMatch, type FindDuplicatesRequest } from '@/lib/schemas/customer-schemas';
import { customerKeys } from './customer-keys';

/**
 * `POST Customer/FindDuplicates`: existing customers whose name, telephone number or email address
 * match. `quiet`: a failure is not shown (a check in the background; Save checks again and says why).
 */
export async function findDuplicateCustomers(request: FindDuplicatesRequest, quiet = false): Promise<DuplicateMatch[]> {
  const response = await api.post(endpoints.customer.findDuplicates, request, quiet ? { meta: { handledStatuses: true } } : undefined);
  return findDuplicatesResponseSchema.parse(response.data).matches;
}

/** A check run on Save (a mutation: it is asked for once per attempt, never cached). */
export function useFindDuplicateCustomers() {
  return useMutation({ mutationFn: (request: FindDuplicatesRequest) => findDuplicateCustomers(request) });
}

/** The check while the user types (`request` already debounced; `null`: nothing to check yet). Failures show nothing. */
export function useTypedDuplicateCustomers(request: FindDuplicatesRequest | null) {
  return useQuery({
    queryKey: customerKeys.duplicates(request),
    queryFn: () => findDuplicateCustomers(request!, true),
    enabled: request !== null,
    staleTime: 30_000,
    throwOnError: false,
  });
}
