/** Query keys of the simulated third-party pages. */
export const demoKeys = {
  all: ['demo'] as const,
  billingPortalSession: (session: string) => ['demo', 'billing-portal-session', session] as const,
};
