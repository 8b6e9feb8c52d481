import type { EmailHistorySearchRequest } from '@/lib/schemas/email-history-schemas';

export const emailHistoryKeys = {
  all: ['email-history'] as const,
  lists: () => ['email-history', 'list'] as const,
  list: (request: EmailHistorySearchRequest | null) => ['email-history', 'list', request] as const,
  details: () => ['email-history', 'detail'] as const,
  detail: (context: string) => ['email-history', 'detail', context] as const,
};
