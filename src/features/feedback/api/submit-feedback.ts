import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { postCommand } from '@/lib/api-mutation';
import type { FeedbackRequest } from '@/lib/auth/auth-schemas';

export const submitFeedback = postCommand<FeedbackRequest>(endpoints.feedback.submit);

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
