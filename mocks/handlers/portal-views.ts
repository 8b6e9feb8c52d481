import {
  PORTAL_MIN_PAYMENT_PERCENT_CODE,
  PORTAL_MIN_PAYMENT_PERCENT_DEFAULT,
  PORTAL_WHOLE_AMOUNT_BELOW,
  type PortalBranding,
  type PortalInvoice,
  type PortalLine,
  type PortalOption,
  type PortalProposal,
} from '../../src/lib/schemas/portal-schemas';
import type { DocumentKind } from '../../src/lib/schemas/document-schemas';
import type { DocumentLine, Invoice, Proposal, StoredDocument } from '../db/document-types';
import type { MockDb } from '../db/mock-store';
import type { PortalToken } from '../db/portal-types';
import { compareKeys } from '../lib/text-order';
import { documentPdfInput } from './document-pdf';
import { documentLabel } from './document-records';
import { invoiceAmountDue, invoiceStatus } from './document-views';
import { cardPaymentsEnabled } from './payment-handlers';
import { portalContact } from './portal-tokens';
import { optionLines } from './proposal-options';

/**
 * What the customer portal shows (issue 18): built field by field from the stored document, so no
 * staff field (cost, markup, internal notes, history, contexts) can slip through.
 */

export function portalBranding(db: MockDb): PortalBranding {
  const info = db.companyInfo.get();
  const logo = db.companyFiles.get('logo');
  const addressLines = [info.street1, info.street2, `${info.city}, ${info.state} ${info.postalCode}`.trim()].filter((line) => line.trim() !== '' && line !== ',');
  return {
    ...portalContact(db),
    logoDataUrl: logo && /^image\/(png|jpeg)$/.test(logo.contentType) ? `data:${logo.contentType};base64,${logo.base64}` : null,
    addressLines,
    primaryColor: info.brandColor || null,
  };
}

function portalLine(line: DocumentLine): PortalLine {
  const child = line.parentGuid !== null && line.parentGuid !== '';
  return {
    type: child ? 'Child' : line.jobDetailType,
    name: line.jobDetailType === 'Subtotal' ? line.name || 'Subtotal' : line.name,
    description: line.description,
    quantity: line.quantity,
    unitPrice: line.jobDetailType === 'Subtotal' ? 0 : line.price,
    total: child ? 0 : line.total,
  };
}

function base(db: MockDb, kind: DocumentKind, document: StoredDocument, grant: PortalToken) {
  const printed = documentPdfInput(db, kind, document as never, 0);
  return {
    number: document.number,
    label: documentLabel(kind, document.number),
    date: document.date,
    jobName: document.name,
    customerName: printed.customer.name,
    serviceAddressLines: printed.serviceAddressLines,
    billingAddressLines: printed.billingAddressLines,
    lines: document.lines.map(portalLine),
    totals: {
      subtotal: document.subtotal,
      discountDescription: document.discountDescription,
      discount: document.discount,
      taxDescription: document.taxDescription,
      tax: document.tax,
      total: document.total,
    },
    terms: printed.terms ?? '',
    recipientEmail: grant.recipient,
    linkExpirationDate: grant.expiresOn,
  };
}

/** The name entered with the answer, kept in the audit record. */
function signerOf(proposal: Proposal): string {
  return proposal.portalResponse?.signerName ?? '';
}

/** Good / better / best (issue 20): each option's own lines (bundles with their children; no Subtotal rows) and figures. */
function portalOptions(proposal: Proposal): PortalOption[] {
  return (proposal.options ?? []).map((option) => {
    const lines = optionLines(proposal, option);
    return {
      id: option.id,
      name: option.name,
      lines: lines.map(portalLine),
      totals: { subtotal: option.subtotal, discountDescription: proposal.discountDescription, discount: option.discount, taxDescription: proposal.taxDescription, tax: option.tax, total: option.total },
    };
  });
}

export function portalProposal(db: MockDb, proposal: Proposal, grant: PortalToken): PortalProposal {
  const options = portalOptions(proposal);
  return {
    ...base(db, 'proposal', proposal, grant),
    ...(options.length > 0 ? { options, chosenOptionId: proposal.chosenOptionId ?? null } : {}),
    status: proposal.status,
    customerResponse: proposal.customerResponse,
    customerResponseDate: proposal.customerResponseDate,
    customerComments: proposal.customerComments,
    signerName: signerOf(proposal),
    canRespond: proposal.status === 'Awaiting eSign' && proposal.customerResponse === 'Awaiting eSign',
  };
}

/** The Credit Card Payments setting: the smallest partial payment as a percentage of the amount due. */
export function minimumPaymentPercent(db: MockDb): number {
  const value = Number(db.systemSettings.get(PORTAL_MIN_PAYMENT_PERCENT_CODE)?.value ?? PORTAL_MIN_PAYMENT_PERCENT_DEFAULT);
  return Number.isFinite(value) && value > 0 && value <= 100 ? value : PORTAL_MIN_PAYMENT_PERCENT_DEFAULT;
}

/** The smallest payment accepted: the whole amount due under $50, else the percentage (to the cent, rounded up). */
export function minimumPayment(db: MockDb, amountDue: number): number {
  if (amountDue <= 0) return 0;
  if (amountDue < PORTAL_WHOLE_AMOUNT_BELOW) return amountDue;
  return Math.min(amountDue, Math.ceil(Number((amountDue * minimumPaymentPercent(db)).toFixed(6))) / 100);
}

export function portalInvoice(db: MockDb, invoice: Invoice, grant: PortalToken): PortalInvoice {
  const amountDue = invoiceAmountDue(db, invoice);
  const payments = db.payments
    .where('invoice', invoice.context)
    .sort((a, b) => compareKeys(a.date, b.date))
    .map((payment) => ({ date: payment.date, method: payment.method, amount: payment.amount }));
  return {
    ...base(db, 'invoice', invoice, grant),
    dueDate: invoice.dueDate,
    status: invoiceStatus(invoice, amountDue, new Date().toISOString().slice(0, 10)),
    payments,
    amountDue,
    cardPaymentsEnabled: cardPaymentsEnabled(db),
    minimumPayment: minimumPayment(db, amountDue),
  };
}
