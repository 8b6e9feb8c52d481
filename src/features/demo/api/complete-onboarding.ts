import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import {
  completeOnboardingResponseSchema,
  type CompleteOnboardingRequest,
  type CompleteOnboardingResponse,
} from '@/lib/schemas/payment-provider-schemas';
import { demoFetch } from './demo-fetch';

/** Mock only: the simulated provider's onboarding form (`POST PaymentProvider/CompleteOnboarding`). */
export async function completeOnboarding(request: CompleteOnboardingRequest): Promise<CompleteOnboardingResponse> {
  return completeOnboardingResponseSchema.parse(await demoFetch(endpoints.paymentProvider.completeOnboarding, { method: 'POST', body: request }));
}

export function useCompleteOnboarding() {
  // The simulated provider's page shows its own failures (it is not the app).
  return useMutation({ mutationFn: completeOnboarding, meta: { errorsShownByCaller: true } });
}
