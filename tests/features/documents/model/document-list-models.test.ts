import { describe, expect, it } from 'vitest';
import type { ListQuery } from '@/lib/list-query';
import { emptyTexts, parseStatusFilter, sortLabelOf } from '@/features/documents/model/document-list';
import { invoiceListDefaults, invoiceSearchRequest, isPaid } from '@/features/documents/model/invoice-list';
import { paymentSearchRequest } from '@/features/documents/model/payment-list';
import { proposalListDefaults, proposalSearchRequest, proposalSortOptions } from '@/features/documents/model/proposal-list';
import { workOrderListDefaults, workOrderSearchRequest } from '@/features/documents/model/work-order-list';
import { proposalStatuses } from '@/lib/schemas/document-schemas';

function query(filters: Record<string, string>, change: Partial<ListQuery> = {}): ListQuery {
  return { searchTerm: '', sortBy: 'Date', sortDirection: 'DESC', pageNumber: 0, filters, ...change };
}

describe('document list models', () => {
  it('start each list with the status filter of its preference, Date descending', () => {
    const preferences = [
      { key: 'PROP_DEF_STAT_FLTR', value: 'Pending;Awaiting eSign; Changes Requested;Bogus' },
      { key: 'WO_DEF_STAT_FLTR', value: 'Scheduled;Pending' },
      { key: 'INVOICE_DEF_FLTR', value: 'Past Due' },
    ];
    expect(proposalListDefaults(preferences)).toMatchObject({ sortBy: 'Date', sortDirection: 'DESC', filters: { status: 'Awaiting eSign;Changes Requested;Pending', esign: 'All' } });
    expect(workOrderListDefaults(preferences).filters?.status).toBe('Pending;Scheduled');
    expect(invoiceListDefaults(preferences).filters?.status).toBe('Past Due');
    expect(invoiceListDefaults([{ key: 'INVOICE_DEF_FLTR', value: 'Overdue' }]).filters?.status).toBe('All');
    expect(proposalListDefaults([]).filters?.status).toBe('');
  });

  it('keep only known statuses, in the statuses order', () => {
    expect(parseStatusFilter('Rejected;;Pending;Nope', proposalStatuses)).toEqual(['Pending', 'Rejected']);
  });

  it('build the proposal search request of spec 2 §3', () => {
    const request = proposalSearchRequest(query({ status: 'Pending;Hold', esign: 'With eSign', response: 'Accepted', recent: 'true' }, { searchTerm: ' furnace ', sortBy: 'Total', sortDirection: 'ASC', pageNumber: 2 }), 25);
    expect(request).toEqual({
      searchTerm: 'furnace',
      sort: { by: 'Total', direction: 'ASC' },
      pageNumber: 2,
      pageSize: 25,
      statuses: ['Hold', 'Pending'],
      eSignFilter: 'With eSign',
      customerResponse: 'Accepted',
      recentlyUsed: true,
    });
    expect(proposalSearchRequest(query({ esign: 'junk', response: 'junk' }, { sortBy: 'Name' }), 10)).toMatchObject({ sort: { by: 'Date' }, eSignFilter: 'All', customerResponse: null, recentlyUsed: false });
  });

  it('build the work order search request with its WorkOrderId sort', () => {
    expect(workOrderSearchRequest(query({ status: 'Hold' }, { sortBy: 'WorkOrderId' }), 50)).toMatchObject({ sort: { by: 'WorkOrderId', direction: 'DESC' }, statuses: ['Hold'], recentlyUsed: false });
  });

  it('turn the invoice filter into computed statuses, the customer and the date range', () => {
    const statuses = (status: string) => invoiceSearchRequest(query({ status }), 25).statuses;
    expect(statuses('All')).toEqual([]);
    expect(statuses('Unpaid')).toEqual(['Issued', 'Past Due']);
    expect(statuses('Paid')).toEqual(['Paid']);
    expect(statuses('Past Due')).toEqual(['Past Due']);
    expect(invoiceSearchRequest(query({ status: 'All', customer: 'cust-9', from: '2025-01-01', to: '2025-02-30' }), 25)).toMatchObject({
      customerContext: 'cust-9',
      dateFrom: '2025-01-01',
      dateTo: null,
    });
  });

  it('build the payment search request with its types and dates', () => {
    expect(paymentSearchRequest(query({ type: 'Check;Cash;Barter', from: '', to: '2025-12-31' }, { sortBy: 'PaymentType', sortDirection: 'ASC' }), 25)).toEqual({
      searchTerm: '',
      sort: { by: 'PaymentType', direction: 'ASC' },
      pageNumber: 0,
      pageSize: 25,
      paymentTypes: ['Cash', 'Check'],
      dateFrom: null,
      dateTo: '2025-12-31',
    });
  });

  it('name the sorts and the empty lists', () => {
    expect(sortLabelOf(proposalSortOptions, 'Date', 'DESC')).toBe('Date New to Old');
    expect(sortLabelOf(proposalSortOptions, 'Total', 'DESC')).toBe('Total High to Low');
    expect(emptyTexts('proposals')).toEqual({ nothingYet: 'No proposals have been added yet.', nothingMatches: 'No proposals match the filter.' });
  });

  it('show Paid at an amount due of 0 only', () => {
    expect(isPaid({ amountDue: 0 })).toBe(true);
    expect(isPaid({ amountDue: 0.01 })).toBe(false);
    expect(isPaid({ amountDue: null })).toBe(false);
  });
});
