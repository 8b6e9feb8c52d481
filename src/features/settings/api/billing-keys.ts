/** Query keys of the billing calls. */
export const billingKeys = {
  all: ['billing'] as const,
  customerPortal: (returnUrl: string) => ['billing', 'customer-portal', returnUrl] as const,
};
