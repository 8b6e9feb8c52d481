/** Query keys of the jobs feature; mutations invalidate through them. */
export const jobKeys = {
  all: ['jobs'] as const,
  details: () => ['jobs', 'detail'] as const,
  detail: (context: string) => ['jobs', 'detail', context] as const,
};
