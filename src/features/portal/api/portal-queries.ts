import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { portalBrandingSchema, portalInvoiceSchema, portalProposalSchema, type PortalBranding, type PortalInvoice, type PortalProposal } from '@/lib/schemas/portal-schemas';
import { portalKeys } from './portal-keys';
import { portalConfig } from './portal-request';

export async function getPortalBranding(): Promise<PortalBranding> {
  return portalBrandingSchema.parse((await api.get(endpoints.portal.getBranding, portalConfig())).data);
}

export async function getPortalProposal(token: string): Promise<PortalProposal> {
  return portalProposalSchema.parse((await api.get(endpoints.portal.getProposal, portalConfig({ params: { token } }))).data);
}

export async function getPortalInvoice(token: string): Promise<PortalInvoice> {
  return portalInvoiceSchema.parse((await api.get(endpoints.portal.getInvoice, portalConfig({ params: { token } }))).data);
}

/** The document's PDF (`Portal/GetProposalPdf` or `Portal/GetInvoicePdf`). */
export async function getPortalPdf(kind: 'proposal' | 'invoice', token: string): Promise<Blob> {
  const endpoint = kind === 'proposal' ? endpoints.portal.getProposalPdf : endpoints.portal.getInvoicePdf;
  const response = await api.get<ArrayBuffer>(endpoint, portalConfig({ params: { token }, responseType: 'arraybuffer' }));
  return new Blob([response.data], { type: 'application/pdf' });
}

// The portal's screens show their own failures (a refused link, the server's message).
const shownByScreen = { retry: false, throwOnError: false, staleTime: 0 } as const;

export function usePortalBranding() {
  return useQuery(queryOptions({ queryKey: portalKeys.branding(), queryFn: getPortalBranding, ...shownByScreen, staleTime: 5 * 60_000 }));
}

export function usePortalProposal(token: string) {
  return useQuery(queryOptions({ queryKey: portalKeys.proposal(token), queryFn: () => getPortalProposal(token), ...shownByScreen }));
}

export function usePortalInvoice(token: string) {
  return useQuery(queryOptions({ queryKey: portalKeys.invoice(token), queryFn: () => getPortalInvoice(token), ...shownByScreen }));
}
