import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/api-client/idempotency';
import {
  portalPayResponseSchema,
  portalRespondResponseSchema,
  type PortalPayRequest,
  type PortalPayResponse,
  type PortalProposal,
  type PortalRespondRequest,
} from '@/lib/schemas/portal-schemas';
import { portalKeys } from './portal-keys';
import { portalConfig } from './portal-request';

export async function respondToProposal(request: PortalRespondRequest): Promise<PortalProposal> {
  return portalRespondResponseSchema.parse((await api.post(endpoints.portal.respondToProposal, request, portalConfig())).data);
}

/** A card payment; the same `idempotencyKey` on a retry never charges twice. */
export async function payInvoice(request: PortalPayRequest, idempotencyKey: string): Promise<PortalPayResponse> {
  const config = portalConfig({ headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
  return portalPayResponseSchema.parse((await api.post(endpoints.portal.payInvoice, request, config)).data);
}

/** Answers the proposal; the page then shows the proposal as the server now has it. */
export function useRespondToProposal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: respondToProposal,
    meta: { invalidates: ['portal'], errorsShownByCaller: true },
    onSuccess: (proposal, request) => client.setQueryData(portalKeys.proposal(request.token), proposal),
  });
}

export function usePayInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: PortalPayRequest; idempotencyKey: string }) => payInvoice(request, idempotencyKey),
    meta: { invalidates: ['portal'], errorsShownByCaller: true },
    onSuccess: (receipt, { request }) => client.setQueryData(portalKeys.invoice(request.token), receipt.invoice),
  });
}
