import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import {
  documentSchema,
  promotionAnswerSchema,
  sentEmailAnswerSchema,
  type DocumentCreateRequest,
  type DocumentEmailRequest,
  type DocumentKind,
  type JobDocument,
  type PromotionAnswer,
  type SendForESignRequest,
} from '@/lib/schemas/document-schemas';
import { DOCUMENT_CHANGES } from './document-keys';

const meta = { invalidates: [...DOCUMENT_CHANGES] };

async function postDocument(endpoint: string, body: unknown): Promise<JobDocument> {
  return documentSchema.parse((await api.post(endpoint, body)).data);
}

/** `POST {Kind}/Create`: a new document from the job (or by promotion). */
export function useCreateDocument(kind: DocumentKind) {
  return useMutation({ mutationFn: (request: DocumentCreateRequest) => postDocument(endpoints[kind].create, request), meta });
}

/** `POST Proposal|WorkOrder/UpdateStatus`. */
export function useUpdateDocumentStatus(kind: DocumentKind) {
  return useMutation({
    mutationFn: (request: { jobContext: string; context: string; status: string }) => postDocument(endpoints[kind].updateStatus, request),
    meta,
  });
}

/** `POST Proposal|WorkOrder/CreatePromotionRequest`: whether the job changed, and the create request to start from. Reads only. */
export async function createPromotionRequest(kind: DocumentKind, context: string, to: 'workOrder' | 'invoice'): Promise<PromotionAnswer> {
  return promotionAnswerSchema.parse((await api.post(endpoints[kind].createPromotionRequest, { context, to })).data);
}

/** `POST {Kind}/Email`: the PDF goes attached and Email History records it. */
export function useEmailDocument(kind: DocumentKind) {
  return useMutation({
    mutationFn: async (request: DocumentEmailRequest) => sentEmailAnswerSchema.parse((await api.post(endpoints[kind].email, request)).data),
    meta,
  });
}

/** `POST Proposal/SendForESign`. */
export function useSendForESign() {
  return useMutation({ mutationFn: (request: SendForESignRequest) => postDocument(endpoints.proposal.sendForESign, request), meta });
}

/** `POST {Kind}/UpdateInternalNotes`. */
export function useUpdateDocumentNotes(kind: DocumentKind) {
  return useMutation({
    mutationFn: (request: { context: string; internalNotes: string }) => postDocument(endpoints[kind].updateInternalNotes, request),
    meta,
  });
}

/** `DELETE {Kind}/Delete?jobContext=…&context=…`. */
export function useDeleteDocument(kind: DocumentKind) {
  return useMutation({
    mutationFn: async (document: { jobContext: string; context: string }) => {
      await api.delete(endpoints[kind].delete, { params: { jobContext: document.jobContext, context: document.context } });
    },
    meta,
  });
}
