import { formatUsd } from '../../src/lib/job-calculations';
import type { DocumentPdfCompany, DocumentPdfInput, DocumentPdfSignature } from '../../src/lib/document-pdf';
import type { DocumentKind } from '../../src/lib/schemas/document-schemas';
import type { Invoice, Proposal, StoredDocument } from '../db/document-types';
import type { MockDb } from '../db/mock-store';
import { customerName, primaryOf } from '../db/record-views';
import type { Address } from '../db/types';
import { base64ToBytes } from '../lib/base64';
import { clientDateText } from './client-time';
import { documentLabel, type DocumentOfKind } from './document-records';
import { invoiceAmountDue } from './document-views';
import { paymentTermView } from './job-views';
import { pdfLine, proposalOptionPdf, usDay } from './document-pdf-lines';
import { createLookup } from './record-refs';

export { usDay };

/**
 * The PDF of a job document (issue 15): what `renderDocumentPdf` (src/lib/document-pdf, jspdf
 * loaded only when called) prints, filled from the frozen document, the company information and
 * the customer, with money in the app's format and dates as the client's MM/dd/yyyy.
 */


function addressLines(address: Address | undefined | null): string[] {
  if (!address) return [];
  return [address.street1, address.street2, `${address.city}, ${address.state} ${address.postalCode}`.trim()].filter((line) => line.trim() !== '' && line !== ',');
}

function company(db: MockDb): DocumentPdfCompany {
  const info = db.companyInfo.get();
  const logo = db.companyFiles.get('logo');
  const format = logo?.contentType === 'image/png' ? 'PNG' : logo?.contentType === 'image/jpeg' ? 'JPEG' : null;
  return {
    name: info.companyName,
    addressLines: addressLines({ street1: info.street1, street2: info.street2, city: info.city, state: info.state, postalCode: info.postalCode } as Address),
    ...(info.telephone ? { phone: info.telephone } : {}),
    ...(info.email ? { email: info.email } : {}),
    ...(logo && format ? { logo: { bytes: base64ToBytes(logo.base64), format } } : {}),
  };
}

function setting(db: MockDb, code: string): string {
  return db.systemSettings.get(code)?.value.trim() ?? '';
}

function signatureOf(document: Proposal, signer: string, offset: number): DocumentPdfSignature {
  const portal = document.portalResponse;
  if (document.customerResponse !== 'Accepted' || (!document.customerSignature && !portal?.typedSignature)) return 'blank';
  const match = /^data:image\/png;base64,(.+)$/.exec(document.customerSignature ?? '');
  return {
    signedBy: portal ? portal.signerName : signer,
    ...(portal?.typedSignature && !match ? { typed: portal.typedSignature } : {}),
    ...(portal ? { audit: `Signed electronically in the customer portal by ${portal.signerName} <${portal.recipientEmail}> at ${portal.at} (UTC) from ${portal.ipAddress}${portal.userAgent ? `, ${portal.userAgent}` : ''}.` } : {}),
    ...(document.customerResponseDate ? { signedOn: usDay(clientDateText(Date.parse(document.customerResponseDate), offset)) } : {}),
    ...(match ? { image: { bytes: base64ToBytes(match[1]!), format: 'PNG' as const } } : {}),
  };
}

/** The `renderDocumentPdf` input of a stored document; `offset` is the client's time zone offset (minutes). */
export function documentPdfInput<K extends DocumentKind>(db: MockDb, kind: K, document: DocumentOfKind[K], offset: number): DocumentPdfInput {
  const lookup = createLookup(db);
  const stored: StoredDocument = document;
  const billing = lookup.customer(stored.billingCustomerContext) ?? lookup.customer(stored.serviceCustomerContext);
  const job = db.jobs.get(stored.jobContext);
  const day = (iso: string) => usDay(clientDateText(Date.parse(iso), offset));
  const common = {
    number: documentLabel(kind, stored.number),
    date: day(stored.date),
    company: company(db),
    customer: {
      name: billing ? customerName(billing) : '',
      ...(billing && primaryOf(billing.telephoneList) ? { phone: primaryOf(billing.telephoneList)!.number } : {}),
      ...(billing && primaryOf(billing.emailList) ? { email: primaryOf(billing.emailList)!.address } : {}),
    },
    billingAddressLines: addressLines(lookup.address(stored.billingAddressContext)),
    serviceAddressLines: addressLines(lookup.address(stored.serviceAddressContext)),
    job: { name: stored.name, ...(job?.description ? { description: job.description } : {}) },
    lines: stored.lines.map(pdfLine),
    totals: {
      subtotal: formatUsd(stored.subtotal),
      ...(stored.discount > 0 ? { discount: { label: stored.discountDescription ? `Discount: ${stored.discountDescription}` : 'Discount', amount: `-${formatUsd(stored.discount)}` } } : {}),
      ...(stored.taxDescription || stored.tax > 0 ? { tax: { label: stored.taxDescription ? `Tax: ${stored.taxDescription}` : 'Tax', amount: formatUsd(stored.tax) } } : {}),
      total: formatUsd(stored.total),
    },
  };
  if (kind === 'proposal') {
    const terms = setting(db, 'PROPOSAL_TERMS');
    const proposal = document as Proposal;
    return { ...common, ...proposalOptionPdf(proposal), kind: 'Proposal', ...(terms ? { terms } : {}), signature: signatureOf(proposal, common.customer.name, offset) };
  }
  if (kind === 'workOrder') {
    const terms = setting(db, 'WO_FOOTER');
    return { ...common, kind: 'Work Order', ...(terms ? { terms } : {}) };
  }
  const invoice = document as Invoice;
  const term = job ? paymentTermView(db, job.paymentTermContext) : null;
  const terms = [term ? `Payment terms: ${term.description}.` : '', setting(db, 'INVOICE_FOOTER')].filter(Boolean).join(' ');
  const payments = db.payments
    .where('invoice', invoice.context)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((payment) => ({ date: day(payment.date), method: payment.checkAuthNumber ? `${payment.method} ${payment.checkAuthNumber}` : payment.method, amount: formatUsd(payment.amount) }));
  return { ...common, kind: 'Invoice', ...(terms ? { terms } : {}), payments, amountDue: formatUsd(invoiceAmountDue(db, invoice)), dueDate: usDay(invoice.dueDate) };
}

/** The PDF's bytes. The renderer (and jspdf with it) loads only now, when a document is downloaded or emailed. */
export async function documentPdf<K extends DocumentKind>(db: MockDb, kind: K, document: DocumentOfKind[K], offset: number): Promise<Uint8Array> {
  const { renderDocumentPdf } = await import('../../src/lib/document-pdf/render-document-pdf');
  return renderDocumentPdf(documentPdfInput(db, kind, document, offset));
}
