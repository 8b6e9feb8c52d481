import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/config/endpoints';
import { documentMessages } from '@/lib/schemas/document-schemas';
import { mockControl } from '../../../mocks/control';
import { seededUsernames } from '../../../mocks/db/seed';
import { getDb } from '../../../mocks/db/store';
import { createDocument, createRequestOf, lineContexts } from '../../mocks/document-fixtures';
import { getJob, updateRequestOf } from '../../mocks/job-fixtures';
import { post } from '../../mocks/mock-api';
import { useRouteTests } from '../../support/render-route';
import { chooseAction, dismissToasts, documentCells, menuItems, openJob, proposalOnNewJob, stubObjectUrls } from './job-documents-harness';

/**
 * A document's action menu on its job (spec 2 §2 Proposal and Work order action menus, §4): the
 * items by permission and state, View, Change Status, promotion with the Warning, and History, Edit
 * Internal Notes and Delete, against the mock backend. Email, eSign and payments are in
 * document-send-and-pay.test.tsx.
 */
const LONG = 45_000;

useRouteTests({
  preload: () => Promise.all([import('@/features/jobs/components/job-edit-page'), import('@/lib/document-pdf')]),
  warmUp: async () => {
    const { job } = await proposalOnNewJob();
    await openJob('office', job);
  },
});

describe('the menu by permission and state', () => {
  it('gives the office every action; View shows the PDF; promoting replaces Promote to Work Order with View Promoted Work Order', async () => {
    const blobs = stubObjectUrls();
    const { job, proposal } = await proposalOnNewJob();
    const title = `Proposal ${proposal.number}`;
    const { user } = await openJob('office', job);
    expect(await menuItems(user, title)).toEqual([
      'View',
      'Download',
      'Change Status',
      'Send for eSign',
      'Email',
      'Promote to Work Order',
      'Promote to Invoice',
      'History',
      'Edit Internal Notes',
      'View Customer',
      'Delete',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'View' }));
    const pdf = await screen.findByRole('dialog', { name: title });
    expect(await within(pdf).findByTitle(title)).toHaveAttribute('src', 'blob:pdf-1');
    expect(new TextDecoder().decode((await blobs[0]!.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    await user.click(within(pdf).getByRole('button', { name: 'Close' }));

    await chooseAction(user, title, 'Promote to Work Order');
    const create = await screen.findByRole('dialog', { name: 'Create Work Order' });
    expect(within(create).getByText(`Made from ${title}.`)).toBeInTheDocument();
    await user.click(within(create).getByRole('button', { name: 'Create Work Order' }));
    await waitFor(() => expect(getDb().workOrders.where('job', job.context)).toHaveLength(1));
    const number = getDb().workOrders.where('job', job.context)[0]!.number;
    expect(await screen.findByText(`Work Order ${number} created.`)).toBeInTheDocument();
    await user.click(within(await screen.findByRole('dialog', { name: `Work Order ${number}` })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(documentCells(`Work Order ${number}`)?.Status).toBe('Pending'));

    const items = await menuItems(user, title);
    expect(items).toContain('View Promoted Work Order');
    expect(items).not.toContain('Promote to Work Order');
    await user.click(screen.getByRole('menuitem', { name: 'View Promoted Work Order' }));
    const promoted = await screen.findByRole('dialog', { name: `Work Order ${number}` });
    expect(await within(promoted).findByTitle(`Work Order ${number}`)).toHaveAttribute('src', expect.stringMatching(/^blob:pdf-/));
  }, LONG);

  it('leaves out Change Status, Send for eSign, Edit Internal Notes and Delete without PROP_U and PROP_D', async () => {
    const office = getDb().users.first('username', seededUsernames.office)!;
    getDb().users.update(office.id, { permissions: office.permissions.filter((code) => code !== 'PROP_U' && code !== 'PROP_D') });
    const { job, proposal } = await proposalOnNewJob();
    const { user } = await openJob('office', job);
    expect(await menuItems(user, `Proposal ${proposal.number}`)).toEqual(['View', 'Download', 'Email', 'Promote to Work Order', 'Promote to Invoice', 'History', 'View Customer']);
  }, LONG);
});

describe('Change Status and History', () => {
  it('offers exactly the selectable statuses, updates the row, and History lists Created and the change with who made it', async () => {
    const { job, proposal, token } = await proposalOnNewJob();
    const workOrder = await createDocument('workOrder', createRequestOf(job, lineContexts(job, 'Haul away old tank')), token);
    const title = `Proposal ${proposal.number}`;
    const { user } = await openJob('office', job);

    await chooseAction(user, title, 'Change Status');
    let dialog = await screen.findByRole('dialog', { name: `${title} Status` });
    expect(within(dialog).getByText('Current status: Pending')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    let options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Accepted', 'Cancelled', 'Changes Requested', 'Hold', 'Rejected']);
    await user.click(screen.getByRole('option', { name: 'Hold' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Proposal status updated to: Hold.')).toBeInTheDocument();
    await waitFor(() => expect(documentCells(title)?.Status).toBe('Hold'));

    const workOrderTitle = `Work Order ${workOrder.number}`;
    dismissToasts();
    await chooseAction(user, workOrderTitle, 'Change Status');
    dialog = await screen.findByRole('dialog', { name: `${workOrderTitle} Status` });
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Complete', 'Hold', 'Cancelled']);
    await user.click(screen.getByRole('option', { name: 'Complete' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Work order status updated to: Complete.')).toBeInTheDocument();
    await waitFor(() => expect(documentCells(workOrderTitle)?.Status).toBe('Complete'));

    await chooseAction(user, title, 'History');
    const history = await screen.findByRole('dialog', { name: `${title} History` });
    const table = await within(history).findByRole('table', { name: `${title} History` });
    const entries = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent));
    expect(entries).toEqual(
      expect.arrayContaining([
        ['Created', `Proposal #${proposal.number} created from the job's details.`, 'Olivia Office'],
        ['Status Changed', 'Status changed from Pending to Hold.', 'Olivia Office'],
      ]),
    );
  }, LONG);
});

describe('promotion after the job changed', () => {
  it('warns first; Cancel makes nothing, Continue opens Create Invoice and the invoice appears', async () => {
    stubObjectUrls();
    const { job, proposal, token } = await proposalOnNewJob();
    const saved = await post(endpoints.job.update, updateRequestOf(await getJob(job.context, token), { poNumber: 'PO-CHANGED' }), token);
    expect(saved.status).toBe(200);
    const title = `Proposal ${proposal.number}`;
    const { user } = await openJob('office', job);

    await chooseAction(user, title, 'Promote to Invoice');
    let warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(within(warning).getByText(documentMessages.jobModifiedWarning('proposal'))).toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getDb().invoices.where('job', job.context)).toHaveLength(0);
    expect(mockControl.callCount(endpoints.invoice.create)).toBe(0);

    await chooseAction(user, title, 'Promote to Invoice');
    warning = await screen.findByRole('dialog', { name: 'Warning' });
    await user.click(within(warning).getByRole('button', { name: 'Continue' }));
    const create = await screen.findByRole('dialog', { name: 'Create Invoice' });
    await user.click(within(create).getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() => expect(getDb().invoices.where('job', job.context)).toHaveLength(1));
    const number = getDb().invoices.where('job', job.context)[0]!.number;
    expect(await screen.findByText(`Invoice ${number} created.`)).toBeInTheDocument();
    await user.click(within(await screen.findByRole('dialog', { name: `Invoice ${number}` })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(documentCells(`Invoice ${number}`)?.Status).toBe('Draft'));
    expect(await menuItems(user, title)).toContain('View Promoted Invoice');
  }, LONG);
});

describe('Edit Internal Notes and Delete', () => {
  it('saves the notes, then asks before deleting and removes the row', async () => {
    const { job, proposal } = await proposalOnNewJob();
    const title = `Proposal ${proposal.number}`;
    const { user, fill } = await openJob('office', job);

    await chooseAction(user, title, 'Edit Internal Notes');
    const notes = await screen.findByRole('dialog', { name: `Internal Notes: ${title}` });
    await fill(within(notes).getByRole('textbox', { name: 'Internal Notes' }), 'Call before the install.');
    await user.click(within(notes).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Internal notes updated.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Opening the dialog again shows the saved notes (from the refreshed job).
    await chooseAction(user, title, 'Edit Internal Notes');
    const reopened = await screen.findByRole('dialog', { name: `Internal Notes: ${title}` });
    await waitFor(() => expect(within(reopened).getByRole('textbox', { name: 'Internal Notes' })).toHaveValue('Call before the install.'));
    await user.click(within(reopened).getByRole('button', { name: 'Cancel' }));

    dismissToasts();
    await chooseAction(user, title, 'Delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete Proposal?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Proposal deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Documents' })).not.toBeInTheDocument());
    expect(screen.getByText('No proposals, work orders or invoices have been created for this job.')).toBeInTheDocument();
    expect(getDb().proposals.get(proposal.context)).toBeUndefined();
  }, LONG);
});
