/** Query keys of the card payment provider; every change invalidates `all`. */
export const paymentProviderKeys = {
  all: ['payment-provider'] as const,
  status: () => ['payment-provider', 'status'] as const,
  account: () => ['payment-provider', 'account'] as const,
  settings: () => ['payment-provider', 'settings'] as const,
};
