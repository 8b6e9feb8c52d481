import { activeBulkOptions, bulkFilterOf, type ListBulk } from '@/components/bulk/bulk-types';
import { documentPermissions } from '@/lib/permission-codes';
import type { DocumentListItem, DocumentSearchRequest } from '@/lib/schemas/document-schemas';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';

/**
 * The invoice list's bulk changes (issue 20): Set Payment Term (each unpaid invoice falls due its
 * date plus the term's days) and Delete (an invoice with payments is kept), over the ticked invoices
 * or every invoice the list's filter matches.
 */
export function invoiceBulk(request: DocumentSearchRequest, paymentTerms: readonly PicklistItem[]): ListBulk<DocumentListItem> {
  return {
    entity: 'invoice',
    noun: { one: 'invoice', other: 'invoices' },
    rowLabel: (invoice) => `Select Invoice #${invoice.number}`,
    filter: bulkFilterOf(request),
    actions: [
      { action: 'paymentTerm', label: 'Set Payment Term', permission: documentPermissions.invoice.update, value: { label: 'Payment Term', options: activeBulkOptions(paymentTerms) } },
      { action: 'delete', label: 'Delete', permission: documentPermissions.invoice.delete },
    ],
  };
}
