import type { LocationSearchRequest } from '@/lib/schemas/location-schemas';

/** Query keys of the locations feature; mutations invalidate through them. */
export const locationKeys = {
  all: ['locations'] as const,
  lists: () => ['locations', 'list'] as const,
  list: (request: LocationSearchRequest) => ['locations', 'list', request] as const,
  details: () => ['locations', 'detail'] as const,
  detail: (context: string) => ['locations', 'detail', context] as const,
};
