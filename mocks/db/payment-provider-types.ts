/** A single-use onboarding link handed out by `PaymentProvider/GetAccountLinkUrl`. */
export interface PaymentProviderAccountLink {
  id: string;
  /** The app address the provider sends the browser back to. */
  returnUrl: string;
  /** ISO date-time. */
  expiresAt: string;
  used: boolean;
}

/** The company's account with the (simulated) card payment provider. */
export interface PaymentProviderAccount {
  /** The provider's account id (`acct_…`). */
  accountId: string;
  /** Linked once true (spec 1 §4). */
  detailsSubmitted: boolean;
  businessName: string | null;
  /** ISO date-time the details were submitted. */
  linkedAt: string | null;
  /** ISO date-time the account was unlinked; it cannot be linked again. */
  unlinkedAt: string | null;
  accountLinks: PaymentProviderAccountLink[];
}

/** A session of the (simulated) billing portal, from `Billing/CreateCustomerPortal`. */
export interface BillingPortalSession {
  id: string;
  userId: string;
  returnUrl: string | null;
  /** ISO date-time. */
  createdAt: string;
  /** ISO date-time. */
  expiresAt: string;
}
