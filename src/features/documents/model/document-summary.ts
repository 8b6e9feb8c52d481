import { formatDate, formatMoney } from '@/lib/format';
import type { DocumentListItem } from '@/lib/schemas/document-schemas';

/**
 * The eSign/ePay summary of a document on its job (spec 2 §2 Job documents on a job): a proposal's
 * eSign state (awaiting with the link's expiry, or the customer's response and its date), an
 * invoice's balance and due date; empty otherwise.
 */
export function eSignEPaySummary(document: Pick<DocumentListItem, 'kind' | 'eSign' | 'amountDue' | 'dueDate' | 'status'>, today: string): string {
  if (document.kind === 'proposal') {
    const eSign = document.eSign;
    if (!eSign) return '';
    if (eSign.customerResponse && eSign.customerResponse !== 'Awaiting eSign') {
      return `eSign: ${eSign.customerResponse}${eSign.customerResponseDate ? ` ${formatDate(eSign.customerResponseDate)}` : ''}`;
    }
    const expiry = eSign.linkExpirationDate;
    return expiry < today ? `eSign: link expired ${formatLocalDay(expiry)}` : `eSign: awaiting, link expires ${formatLocalDay(expiry)}`;
  }
  if (document.kind === 'invoice' && document.amountDue !== null) {
    if (document.amountDue <= 0) return 'ePay: paid in full';
    if (document.status === 'Draft') return `ePay: ${formatMoney(document.amountDue)} due once sent`;
    return `ePay: ${formatMoney(document.amountDue)} due${document.dueDate ? ` ${formatLocalDay(document.dueDate)}` : ''}`;
  }
  return '';
}

/** A `yyyy-MM-dd` day as MM/dd/yyyy, without a time zone moving it. */
export function formatLocalDay(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-');
  return `${month}/${date}/${year}`;
}

/** The Paid badge shows on an invoice with nothing left to pay. */
export function isPaid(document: Pick<DocumentListItem, 'kind' | 'amountDue'>): boolean {
  return document.kind === 'invoice' && document.amountDue !== null && document.amountDue <= 0;
}
