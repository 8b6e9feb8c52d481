import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { billingPortalSessionSchema, type BillingPortalSession } from '@/lib/schemas/billing-schemas';
import { demoFetch } from './demo-fetch';
import { demoKeys } from './demo-keys';

/** Mock only: what the simulated billing portal shows (`GET Billing/GetPortalSession?session=`). */
export async function getBillingPortalSession(session: string): Promise<BillingPortalSession> {
  return billingPortalSessionSchema.parse(await demoFetch(endpoints.billing.getPortalSession, { method: 'GET', query: { session } }));
}

export function billingPortalSessionQueryOptions(session: string) {
  return queryOptions({
    queryKey: demoKeys.billingPortalSession(session),
    queryFn: () => getBillingPortalSession(session),
    retry: false,
    refetchOnWindowFocus: false,
    // A simulated third-party page shows its own failures (it is not the app).
    throwOnError: false,
  });
}

export function useBillingPortalSession(session: string) {
  return useQuery(billingPortalSessionQueryOptions(session));
}
