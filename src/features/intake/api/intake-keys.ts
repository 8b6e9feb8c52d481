import type { IntakeSearchRequest } from '@/lib/schemas/intake-schemas';

/** Query keys of the intake feature; mutations invalidate through them. */
export const intakeKeys = {
  all: ['intake'] as const,
  lists: () => ['intake', 'list'] as const,
  list: (request: IntakeSearchRequest) => ['intake', 'list', request] as const,
  details: () => ['intake', 'detail'] as const,
  detail: (context: string) => ['intake', 'detail', context] as const,
  histories: () => ['intake', 'history'] as const,
  history: (context: string) => ['intake', 'history', context] as const,
};
