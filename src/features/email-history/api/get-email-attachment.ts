import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';

/** `GET GetAttachment?context=`: an attachment's bytes. */
export async function getEmailAttachment(context: string): Promise<Blob> {
  const response = await api.get<Blob>(endpoints.emailHistory.getAttachment, { params: { context }, responseType: 'blob' });
  return response.data;
}

/** Fetching an attachment on demand (to view or download it); nothing is cached. */
export function useGetEmailAttachment() {
  return useMutation({ mutationFn: getEmailAttachment });
}
