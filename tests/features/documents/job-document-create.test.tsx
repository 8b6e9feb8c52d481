import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentMessages } from '@/lib/schemas/document-schemas';
import { seededUsernames } from '../../../mocks/db/seed';
import { getDb } from '../../../mocks/db/store';
import { createDocument, createRequestOf, lineContexts, threeLineJob } from '../../mocks/document-fixtures';
import { useRouteTests, type RenderedRoute } from '../../support/render-route';
import { captureProposalCreates, dismissToasts, documentCells, officeToken, openJob, stubObjectUrls } from './job-documents-harness';

/**
 * The job editor's "Proposal, WO, or Invoice" dropdown (spec 3 §2 Job document actions, §5): a
 * document from the selected lines, the refusals, and who sees the dropdown. The job is the worked
 * example of the calculation module: $100 × 2 and $50.50 with a 10% discount and an 8.25% override
 * (SUBTOTAL $250.50, TOTAL $244.05), plus a non-taxable $30 line.
 */
const loaded = { timeout: 10_000 };
const LONG = 45_000;

useRouteTests({
  preload: () => Promise.all([import('@/features/jobs/components/job-edit-page'), import('@/lib/document-pdf')]),
  warmUp: async () => {
    await openJob('office', await threeLineJob(await officeToken()));
  },
});

const nextNumber = (numbers: number[]) => Math.max(...numbers) + 1;

async function chooseCreate(user: RenderedRoute['user'], label: 'Create Proposal' | 'Create Work Order' | 'Create Invoice') {
  await user.click(screen.getByRole('button', { name: 'Proposal, WO, or Invoice' }));
  await user.click(await screen.findByRole('menuitem', { name: label }));
}

describe('Create Proposal from selected lines', () => {
  it('lists exactly the two selected lines and their total, creates the proposal from them and shows it on the job', async () => {
    const blobs = stubObjectUrls();
    const job = await threeLineJob(await officeToken());
    const requests = captureProposalCreates();
    const number = nextNumber(getDb().proposals.all().map((proposal) => proposal.number));
    const { user } = await openJob('office', job);
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByText('No proposals, work orders or invoices have been created for this job.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Install water heater' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Expansion tank' }));
    await chooseCreate(user, 'Create Proposal');

    const dialog = await screen.findByRole('dialog', { name: 'Create Proposal' });
    const lines = within(dialog).getByRole('table', { name: 'Proposal lines' });
    const rows = within(lines)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Install water heater', '2', '$200.00'],
      ['Expansion tank', '1', '$50.50'],
      ['Total', '$244.05'],
    ]);
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue(job.name);

    await user.click(within(dialog).getByRole('button', { name: 'Create Proposal' }));
    expect(await screen.findByText(`Proposal ${number} created.`)).toBeInTheDocument();
    // The new proposal opens; once its bytes arrive the frame shows them.
    const pdf = await screen.findByRole('dialog', { name: `Proposal ${number}` });
    expect(await within(pdf).findByTitle(`Proposal ${number}`, undefined, loaded)).toHaveAttribute('src', 'blob:pdf-1');
    expect(new TextDecoder().decode((await blobs[0]!.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    await user.click(within(pdf).getByRole('button', { name: 'Close' }));

    // The job refreshes: its Documents list the new proposal.
    await waitFor(() => expect(documentCells(`Proposal ${number}`)).toMatchObject({ Document: expect.stringContaining(`Proposal ${number}: ${job.name}`), Status: 'Pending', Total: '$244.05' }));
    expect(requests.map((request) => [...request.jobDetailContextList].sort())).toEqual([lineContexts(job, 'Install water heater', 'Expansion tank').sort()]);
  }, LONG);
});

describe('refusals', () => {
  it('refuses every Create… while the job has unsaved changes, without a dialog', async () => {
    const job = await threeLineJob(await officeToken());
    const { user, fill } = await openJob('office', job);
    expect(screen.getByRole('checkbox', { name: 'Select Expansion tank' })).toBeInTheDocument();
    await fill(screen.getByRole('textbox', { name: 'PO Number' }), 'PO-77');
    expect(screen.queryByRole('checkbox', { name: 'Select Expansion tank' })).not.toBeInTheDocument();
    for (const label of ['Create Proposal', 'Create Work Order', 'Create Invoice'] as const) {
      // Each choice shows the toast anew: the previous one goes first.
      dismissToasts();
      await waitFor(() => expect(screen.queryByText(documentMessages.unsavedJob)).not.toBeInTheDocument());
      await chooseCreate(user, label);
      expect(await screen.findByText(documentMessages.unsavedJob)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
    expect(getDb().proposals.where('job', job.context)).toHaveLength(0);
  }, LONG);

  it('refuses Create Invoice over a line already on an invoice', async () => {
    const token = await officeToken();
    const job = await threeLineJob(token);
    await createDocument('invoice', createRequestOf(job, lineContexts(job, 'Haul away old tank')), token);
    const { user } = await openJob('office', job);
    await user.click(screen.getByRole('checkbox', { name: 'Select Haul away old tank' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Expansion tank' }));
    await chooseCreate(user, 'Create Invoice');
    expect(await screen.findByText(documentMessages.alreadyInvoiced)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getDb().invoices.where('job', job.context)).toHaveLength(1);
  }, LONG);

  it('gives a technician (no PROP_C, WO_C or INVOICE_C) no dropdown and no line checkboxes', async () => {
    const job = await threeLineJob(await officeToken());
    await openJob('tech', job);
    expect(await screen.findByRole('table', { name: 'Job Details' }, loaded)).toHaveTextContent('Expansion tank');
    expect(screen.queryByRole('button', { name: 'Proposal, WO, or Invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Expansion tank' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select All' })).not.toBeInTheDocument();
    // Nor may a technician read any document: the job shows no Documents.
    expect(screen.queryByRole('region', { name: 'Documents' })).not.toBeInTheDocument();
  }, LONG);

  it('offers only the kinds the user may create', async () => {
    const office = getDb().users.first('username', seededUsernames.office)!;
    getDb().users.update(office.id, { permissions: office.permissions.filter((code) => code !== 'PROP_C') });
    const job = await threeLineJob(await officeToken());
    const { user } = await openJob('office', job);
    await user.click(screen.getByRole('button', { name: 'Proposal, WO, or Invoice' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Create Work Order', 'Create Invoice']);
  }, LONG);
});
