import { seededUuid } from './ids';
import type { PaymentProviderAccount } from './payment-provider-types';

/** The demo company's card provider account: created but not linked yet (no details submitted). */
export function seedPaymentProviderAccount(): PaymentProviderAccount {
  return {
    accountId: `acct_${seededUuid('payment-provider-account').replace(/-/g, '').slice(0, 16)}`,
    detailsSubmitted: false,
    businessName: null,
    linkedAt: null,
    unlinkedAt: null,
    accountLinks: [],
  };
}
