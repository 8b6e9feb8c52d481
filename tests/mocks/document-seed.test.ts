// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { proposalStatuses, workOrderStatuses } from '../../src/lib/schemas/document-schemas';
import { createStore } from '../../mocks/db/mock-store';
import { createSeed } from '../../mocks/db/seed';
import { invoiceAmountDue, invoiceStatus } from '../../mocks/handlers/document-views';

/** Mid-afternoon, the first minute of a year, late evening, a Sunday morning (as tests/mocks/seed-data.test.ts). */
const moments = ['2026-03-04T15:20:00Z', '2026-01-01T00:00:30Z', '2025-11-28T23:10:00Z', '2026-06-14T09:05:00Z'];

describe.each(moments)('the seeded job documents at %s', (moment) => {
  const now = new Date(moment);
  const seed = createSeed(now);
  const db = createStore(seed);
  const documents = [...seed.proposals, ...seed.workOrders, ...seed.invoices];

  it('hold frozen lines of their job and a history that starts with Created, in date order, before now', () => {
    for (const document of documents) {
      expect(document.lines.length).toBeGreaterThan(0);
      const lines = new Map(seed.jobDetails.filter((line) => line.jobContext === document.jobContext).map((line) => [line.guid, line]));
      for (const line of document.lines) expect(line.price).toBe(lines.get(line.guid)?.priceDetail.price);
      expect(document.history[0]).toMatchObject({ action: 'Created', date: document.date });
      const dates = document.history.map((entry) => entry.date);
      expect(dates).toEqual([...dates].sort());
      expect(Date.parse(dates.at(-1)!)).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('cover every proposal and work order status, eSign answers, and every invoice status with partial payments', () => {
    expect(new Set(seed.proposals.map((proposal) => proposal.status))).toEqual(new Set(proposalStatuses));
    expect(new Set(seed.workOrders.map((workOrder) => workOrder.status))).toEqual(new Set(workOrderStatuses));
    const eSigned = seed.proposals.filter((proposal) => proposal.dateGenerated !== null);
    expect(new Set(eSigned.map((proposal) => proposal.customerResponse))).toEqual(new Set(['Accepted', 'Awaiting eSign', 'Changes Requested', 'Rejected']));
    for (const proposal of eSigned) {
      expect(proposal.eSignToken).toMatch(/^[0-9a-f]{64}$/);
      expect(proposal.emailRecipients.length).toBeGreaterThan(0);
      expect(proposal.history.map((entry) => entry.action)).toContain('Sent for eSign');
      if (proposal.customerResponse === 'Accepted') expect(proposal.customerSignature).toMatch(/^data:image\/png;base64,/);
      if (proposal.customerResponse === 'Rejected' || proposal.customerResponse === 'Changes Requested') expect(proposal.customerComments).not.toBe('');
    }
    const today = moment.slice(0, 10);
    const statuses = seed.invoices.map((invoice) => invoiceStatus(invoice, invoiceAmountDue(db, invoice), today));
    expect(new Set(statuses)).toEqual(new Set(['Draft', 'Issued', 'Past Due', 'Paid']));
    const partial = seed.invoices.filter((invoice) => invoice.issued && invoiceAmountDue(db, invoice) > 0 && invoiceAmountDue(db, invoice) < invoice.total);
    expect(partial.length).toBeGreaterThanOrEqual(2);
    for (const invoice of seed.invoices) {
      const payments = seed.payments.filter((payment) => payment.invoiceContext === invoice.context);
      expect(invoice.history.filter((entry) => entry.action === 'Payment')).toHaveLength(payments.length);
      for (const context of invoice.paymentContexts) expect(payments.map((payment) => payment.context)).toContain(context);
    }
  });

  it('link promotions both ways, with Promoted entries on both sides', () => {
    const promoted = seed.workOrders.filter((workOrder) => workOrder.promotedFromProposalContext !== null);
    expect(promoted.length).toBeGreaterThan(0);
    for (const workOrder of promoted) {
      const proposal = seed.proposals.find((item) => item.context === workOrder.promotedFromProposalContext)!;
      expect(proposal.promotedToWorkOrderContext).toBe(workOrder.context);
      expect(proposal.history.map((entry) => entry.description)).toContain(`Promoted to Work Order #${workOrder.number}.`);
      expect(workOrder.history.map((entry) => entry.description)).toContain(`Promoted from Proposal #${proposal.number}.`);
    }
    for (const invoice of seed.invoices.filter((item) => item.promotedFromWorkOrderContext !== null)) {
      expect(seed.workOrders.find((item) => item.context === invoice.promotedFromWorkOrderContext)?.promotedToInvoiceContext).toBe(invoice.context);
    }
  });
});
