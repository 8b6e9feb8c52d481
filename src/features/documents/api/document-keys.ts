import { entityKeys } from '@/lib/query-keys';
import type { DocumentKind, DocumentSearchRequest } from '@/lib/schemas/document-schemas';
import type { PaymentSearchRequest } from '@/lib/schemas/job-payment-schemas';

const keys = entityKeys('document');
const paymentKeys = entityKeys('payment');

/**
 * Query keys of the documents feature, rooted at the `document` tag: each kind's lists, a
 * document, its history. The payment list roots at `payment`.
 */
export const documentKeys = {
  ...keys,
  list: (kind: DocumentKind, request: DocumentSearchRequest) => keys.key('list', kind, request),
  document: (kind: DocumentKind, context: string) => keys.key('detail', kind, context),
  history: (kind: DocumentKind, context: string) => keys.key('history', kind, context),
  payments: { ...paymentKeys, list: (request: PaymentSearchRequest) => paymentKeys.key('list', request) },
};

/** What a document change refreshes (spec 2 §5: any document event refreshes the job). */
export const DOCUMENT_CHANGES = ['document', 'job', 'customer', 'dashboard', 'email'] as const;
/** What a payment refreshes: the invoices' balances too. */
export const PAYMENT_CHANGES = ['payment', 'document', 'job', 'customer', 'dashboard'] as const;
