import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import type { FeedbackRequest } from '@/lib/auth/auth-schemas';

const submitFeedbackResponseSchema = z.unknown();

export async function submitFeedback(request: FeedbackRequest): Promise<void> {
  const response = await api.post(endpoints.feedback.submit, request);
  submitFeedbackResponseSchema.parse(response.data);
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
