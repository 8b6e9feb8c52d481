import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { handledFailureText } from '@/lib/api-client/failure-text';
import {
  createCustomerPortalResponseSchema,
  type CreateCustomerPortalRequest,
  type CreateCustomerPortalResponse,
} from '@/lib/schemas/billing-schemas';
import { billingKeys } from './billing-keys';

/** Statuses the billing page shows itself (their text on the page); the rest go through the error catalogue. */
export const BILLING_HANDLED_STATUSES = [400, 422];

/**
 * A billing portal session (`POST Billing/CreateCustomerPortal` with the absolute app address the
 * portal links back to); answers the portal's address.
 */
export async function createCustomerPortal(request: CreateCustomerPortalRequest): Promise<CreateCustomerPortalResponse> {
  const response = await api.post(endpoints.billing.createCustomerPortal, request, {
    meta: { handledStatuses: BILLING_HANDLED_STATUSES },
  });
  return createCustomerPortalResponseSchema.parse(response.data);
}

/**
 * The billing page asks for a fresh session each time it opens (sessions are short-lived), so the
 * answer is never cached or refetched behind the page's back.
 */
export function customerPortalQueryOptions(returnUrl: string) {
  return queryOptions({
    queryKey: billingKeys.customerPortal(returnUrl),
    queryFn: () => createCustomerPortal({ returnUrl }),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useCustomerPortal(returnUrl: string) {
  return useQuery(customerPortalQueryOptions(returnUrl));
}

/** The server's text for a failure the page handles itself (400 list or 422 text), else `null`. */
export function billingFailureText(error: unknown): string | null {
  return handledFailureText(error, BILLING_HANDLED_STATUSES);
}
