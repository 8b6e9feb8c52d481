import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { findDuplicatesResponseSchema, type DuplicateMatch, type FindDuplicatesRequest } from '@/lib/schemas/customer-schemas';

/** `POST Customer/FindDuplicates`: existing customers whose name, telephone number or email address match. */
export async function findDuplicateCustomers(request: FindDuplicatesRequest): Promise<DuplicateMatch[]> {
  const response = await api.post(endpoints.customer.findDuplicates, request);
  return findDuplicatesResponseSchema.parse(response.data).matches;
}

/** A check run on Save (a mutation: it is asked for once per attempt, never cached). */
export function useFindDuplicateCustomers() {
  return useMutation({ mutationFn: findDuplicateCustomers });
}
