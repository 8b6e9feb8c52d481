import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { documentHistorySchema, documentSchema, type DocumentHistoryEntry, type DocumentKind, type JobDocument } from '@/lib/schemas/document-schemas';
import { documentKeys } from './document-keys';

/** `GET {Kind}/GetByContext?context=…`: the document with its frozen lines and totals. */
export async function getDocument(kind: DocumentKind, context: string): Promise<JobDocument> {
  const response = await api.get(endpoints[kind].get, { params: { context } });
  return documentSchema.parse(response.data);
}

export function useDocument(kind: DocumentKind, context: string, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: documentKeys.document(kind, context), queryFn: () => getDocument(kind, context), enabled: options.enabled ?? true });
}

/** `GET {Kind}/GetHistory?context=…`: created, status changes, sends, views, signatures, payments; newest first. */
export async function getDocumentHistory(kind: DocumentKind, context: string): Promise<DocumentHistoryEntry[]> {
  const response = await api.get(endpoints[kind].getHistory, { params: { context } });
  return documentHistorySchema.parse(response.data);
}

export function useDocumentHistory(kind: DocumentKind, context: string) {
  return useQuery({ queryKey: documentKeys.history(kind, context), queryFn: () => getDocumentHistory(kind, context), staleTime: 0 });
}

/** `GET {Kind}/Download?context=…&purpose=…`: the document's PDF. */
export async function getDocumentPdf(kind: DocumentKind, context: string, purpose: 'view' | 'download'): Promise<Blob> {
  const response = await api.get<ArrayBuffer>(endpoints[kind].download, { params: { context, purpose }, responseType: 'arraybuffer' });
  return new Blob([response.data], { type: 'application/pdf' });
}
