import { documentPermissions } from '../../../src/lib/permission-codes';
import { documentMessages, documentSearchRequestSchema } from '../../../src/lib/schemas/document-schemas';
import type { Invoice } from '../../db/document-types';
import { invoiceDueDate, invoiceDueDaysSetting } from '../../db/invoice-due-date';
import type { MockDb } from '../../db/mock-store';
import { customerName } from '../../db/record-views';
import type { MockUser } from '../../db/types';
import { clientDateText } from '../client-time';
import { removeDocument } from '../document-change-handlers';
import { actorOf, documentLabel, recordHistory } from '../document-records';
import { usDay } from '../document-pdf-lines';
import { searchDocuments } from '../document-search';
import { invoiceAmountDue } from '../document-views';
import { requestMessages, validationError } from '../handler-utils';
import { paymentTermView } from '../job-views';
import type { Lookup } from '../record-refs';
import type { BulkAdapter } from './bulk-adapter';
import { bulkValueMessages } from './bulk-texts';

/** An invoice's client-calendar date plus the payment term's days (`yyyy-MM-dd`). */
function dueDateFor(lookup: Lookup, invoice: Invoice, termContext: string, offset: number): string {
  const term = paymentTermView(lookup.db, termContext);
  const settingDays = invoiceDueDaysSetting(lookup.db.systemSettings.get('INVOICE_DUE_DAYS')?.value);
  return invoiceDueDate(clientDateText(Date.parse(invoice.date), offset), term ? term.days : null, settingDays);
}

/** Invoices carry no version: each change adds a history entry, so its count stands for one. */
const historyVersion = (invoice: Invoice) => invoice.history.length;

/** Sets the due date as one write with its history entry; the new version. */
function saveDueDate(db: MockDb, user: MockUser, invoice: Invoice, dueDate: string, why: string): number {
  db.invoices.update(invoice.context, { dueDate });
  recordHistory(db, 'invoice', invoice.context, 'Due Date Changed', `Due date changed from ${usDay(invoice.dueDate)} to ${usDay(dueDate)}${why}.`, actorOf(db, user));
  return historyVersion(db.invoices.get(invoice.context)!);
}

/**
 * Invoices for bulk changes (issue 20): Set Payment Term, which moves each invoice's due date to its
 * date plus the term's days (a paid invoice is left alone), and Delete (one with payments is kept,
 * as `Invoice/Delete` refuses it).
 */
export const invoiceBulk: BulkAdapter<Invoice> = {
  readPermission: documentPermissions.invoice.read,
  get: (db, context) => db.invoices.get(context),
  context: (invoice) => invoice.context,
  name: (lookup, invoice) => {
    const customer = lookup.customer(invoice.billingCustomerContext);
    return `${documentLabel('invoice', invoice.number)}${customer ? ` (${customerName(customer)})` : ''}`;
  },
  version: historyVersion,
  matching: (db, filter, scope) => {
    const parsed = documentSearchRequestSchema.safeParse({ pageNumber: 0, pageSize: 1, ...(filter as object) });
    if (!parsed.success) return validationError(requestMessages(parsed.error));
    const everything = { ...parsed.data, pageNumber: 0, pageSize: Number.MAX_SAFE_INTEGER };
    return searchDocuments(db, 'invoice', everything, scope.user, scope.today, scope.offset).results.map((row) => db.invoices.get(row.context)!);
  },
  actions: {
    paymentTerm: {
      permission: documentPermissions.invoice.update,
      deniedReason: 'You do not have permission to change invoices.',
      valueProblem: (lookup, value) => (paymentTermView(lookup.db, value) && lookup.picklist(value)?.active ? null : bulkValueMessages.paymentTermUnknown),
      summary: (lookup, value) => `Payment Term → ${lookup.picklist(value)?.text ?? ''}`,
      plan: (lookup, invoice, value, offset) => {
        if (invoiceAmountDue(lookup.db, invoice) <= 0) return { skip: 'It is paid.' };
        const dueDate = dueDateFor(lookup, invoice, value!, offset);
        return dueDate === invoice.dueDate ? { skip: 'Its due date already follows this payment term.' } : { from: `Due ${usDay(invoice.dueDate)}`, to: `Due ${usDay(dueDate)}` };
      },
      apply: (lookup, user, invoice, value, offset) => {
        const term = lookup.picklist(value)?.text ?? '';
        return saveDueDate(lookup.db, user, invoice, dueDateFor(lookup, invoice, value!, offset), ` (payment term ${term})`);
      },
      restore: (lookup, user, current, before) => saveDueDate(lookup.db, user, current, before.dueDate, ' (bulk change undone)'),
    },
    delete: {
      permission: documentPermissions.invoice.delete,
      deniedReason: 'You do not have permission to delete invoices.',
      valueProblem: () => null,
      summary: () => 'Delete',
      plan: (lookup, invoice) => (lookup.db.payments.count('invoice', invoice.context) > 0 ? { skip: documentMessages.invoiceHasPayments } : { from: `Due ${usDay(invoice.dueDate)}`, to: 'Deleted' }),
      apply: (lookup, _user, invoice) => {
        removeDocument(lookup.db, 'invoice', invoice.context);
        return null;
      },
    },
  },
};
