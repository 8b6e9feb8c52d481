import { describe, expect, it } from 'vitest';
import { documentActions, type DocumentActionContext } from '@/features/documents/model/document-actions';

const office = new Set(['PROP_C', 'PROP_R', 'PROP_U', 'PROP_D', 'WO_C', 'WO_R', 'WO_U', 'WO_D', 'INVOICE_C', 'INVOICE_R', 'INVOICE_U', 'INVOICE_D', 'PYMT_C', 'JOB_R', 'CUST_R']);
const context = (overrides: Partial<DocumentActionContext> = {}): DocumentActionContext => ({ can: (code) => office.has(code), where: 'list', compact: false, ...overrides });
const ref = { context: 'x', number: 3001 };
const proposal = { kind: 'proposal' as const, promotedToWorkOrder: null, promotedToInvoice: null, amountDue: null };
const workOrder = { kind: 'workOrder' as const, promotedToWorkOrder: null, promotedToInvoice: null, amountDue: null };
const invoice = { kind: 'invoice' as const, promotedToWorkOrder: null, promotedToInvoice: null, amountDue: 120 };

describe('documentActions', () => {
  it('gives office staff the whole proposal menu in the spec order', () => {
    expect(documentActions(proposal, context())).toEqual([
      'view',
      'download',
      'changeStatus',
      'sendForESign',
      'email',
      'promoteToWorkOrder',
      'promoteToInvoice',
      'history',
      'editNotes',
      'viewJob',
      'viewCustomer',
      'delete',
    ]);
  });

  it('replaces a done promotion by its View Promoted link, which needs the read permission', () => {
    const promoted = { ...proposal, promotedToWorkOrder: ref, promotedToInvoice: { context: 'i', number: 4001 } };
    const actions = documentActions(promoted, context());
    expect(actions).toContain('viewPromotedWorkOrder');
    expect(actions).toContain('viewPromotedInvoice');
    expect(actions).not.toContain('promoteToWorkOrder');
    expect(actions).not.toContain('promoteToInvoice');
    const noReads = documentActions(promoted, context({ can: (code) => office.has(code) && code !== 'WO_R' && code !== 'INVOICE_R' }));
    expect(noReads).not.toContain('viewPromotedWorkOrder');
    expect(noReads).not.toContain('viewPromotedInvoice');
  });

  it('promotes only with the target create permission', () => {
    const actions = documentActions(proposal, context({ can: (code) => office.has(code) && code !== 'WO_C' }));
    expect(actions).not.toContain('promoteToWorkOrder');
    expect(actions).toContain('promoteToInvoice');
  });

  it('hides Download on phones, View Job on the job, and a work order’s Delete on the dashboard', () => {
    expect(documentActions(proposal, context({ compact: true }))).not.toContain('download');
    expect(documentActions(proposal, context({ where: 'job' }))).not.toContain('viewJob');
    expect(documentActions(workOrder, context({ where: 'dashboard' }))).not.toContain('delete');
    expect(documentActions(proposal, context({ where: 'dashboard' }))).toContain('delete');
  });

  it('leaves status, notes, eSign and delete out without update and delete permissions', () => {
    const readOnly = documentActions(proposal, context({ can: (code) => code === 'PROP_R' }));
    expect(readOnly).toEqual(['view', 'download', 'email', 'history']);
  });

  it('gives work orders no eSign and invoices no status change, but Record Payment while something is due', () => {
    expect(documentActions(workOrder, context())).not.toContain('sendForESign');
    const invoiceActions = documentActions(invoice, context());
    expect(invoiceActions).not.toContain('changeStatus');
    expect(invoiceActions).toContain('recordPayment');
    expect(documentActions({ ...invoice, amountDue: 0 }, context())).not.toContain('recordPayment');
  });

  it('adds eSign Record after Send for eSign once the customer answered, even for read-only users', () => {
    const eSign = { dateGenerated: '2026-11-20T10:00:00Z', linkExpirationDate: '2026-12-04', customerResponse: 'Accepted' as const, customerResponseDate: '2026-11-21T10:00:00Z' };
    const answered = documentActions({ ...proposal, eSign }, context());
    expect(answered.slice(answered.indexOf('sendForESign'), answered.indexOf('sendForESign') + 2)).toEqual(['sendForESign', 'eSignRecord']);
    expect(documentActions({ ...proposal, eSign }, context({ can: (code) => code === 'PROP_R' }))).toContain('eSignRecord');
    expect(documentActions({ ...proposal, eSign: { ...eSign, customerResponse: null } }, context())).not.toContain('eSignRecord');
  });
});
