import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { proposalOptionMessages } from '@/lib/schemas/proposal-option-schemas';
import { getDb } from '../../../mocks/db/store';
import { lineContexts, threeLineJob } from '../../mocks/document-fixtures';
import { openRoute, useRouteTests, type RenderedRoute } from '../../support/render-route';
import { captureProposalCreates, officeToken, openJob, stubObjectUrls } from './job-documents-harness';
import { bodyRows } from './list-table';

/**
 * Good / better / best proposals (issue 20) on the staff side: the Create Proposal dialog's
 * options, each with its totals from the calculation module, the rules, and the proposal list's
 * range of the options' totals.
 */
const loaded = { timeout: 10_000 };
const LONG = 45_000;

useRouteTests({
  preload: () => Promise.all([import('@/features/jobs/components/job-edit-page'), import('@/features/documents/components/proposals-page')]),
  warmUp: async () => {
    await openJob('office', await threeLineJob(await officeToken()));
  },
});

async function uncheck(user: RenderedRoute['user'], group: string, line: string) {
  await user.click(within(screen.getByRole('group', { name: group })).getByRole('checkbox', { name: line }));
}

describe('Create Proposal with options', () => {
  it('adds Good, Better and Best with their own lines and totals, checks the rules and sends the options', async () => {
    stubObjectUrls();
    const job = await threeLineJob(await officeToken());
    const requests = captureProposalCreates();
    const { user, fill } = await openJob('office', job);
    await user.click(screen.getByRole('button', { name: 'Proposal, WO, or Invoice' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Create Proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Proposal' });
    const add = within(dialog).getByRole('button', { name: 'Add Option' });

    await user.click(add);
    await user.click(add);
    await user.click(add);
    expect(add).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Option 1 name' })).toHaveValue('Good');
    expect(within(dialog).getByRole('textbox', { name: 'Option 2 name' })).toHaveValue('Better');
    expect(within(dialog).getByRole('textbox', { name: 'Option 3 name' })).toHaveValue('Best');

    // Good: the tank only. Better: heater and tank ($244.05, the worked example). Best: all three.
    await uncheck(user, 'Lines of Good', 'Install water heater');
    await uncheck(user, 'Lines of Good', 'Haul away old tank');
    await uncheck(user, 'Lines of Better', 'Haul away old tank');
    const better = screen.getByRole('group', { name: 'Option 2' });
    expect(within(better).getByText(/Total \$244\.05/)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Option 1' })).getByText(/Subtotal \$50\.50/)).toBeInTheDocument();

    // The rules: an option needs a line, names differ.
    await uncheck(user, 'Lines of Good', 'Expansion tank');
    await fill(within(dialog).getByRole('textbox', { name: 'Option 3 name' }), 'better');
    await user.click(within(dialog).getByRole('button', { name: 'Create Proposal' }));
    expect(await within(dialog).findByText(proposalOptionMessages.linesRequired('Good'))).toBeInTheDocument();
    expect(within(dialog).getByText(proposalOptionMessages.namesUnique)).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await uncheck(user, 'Lines of Good', 'Expansion tank');
    await fill(within(dialog).getByRole('textbox', { name: 'Option 3 name' }), 'Best');
    await user.click(within(dialog).getByRole('button', { name: 'Create Proposal' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.options).toEqual([
      { name: 'Good', jobDetailContextList: lineContexts(job, 'Expansion tank') },
      { name: 'Better', jobDetailContextList: lineContexts(job, 'Install water heater', 'Expansion tank') },
      { name: 'Best', jobDetailContextList: lineContexts(job, 'Install water heater', 'Expansion tank', 'Haul away old tank') },
    ]);
    await waitFor(() => expect(getDb().proposals.where('job', job.context)).toHaveLength(1));
    const stored = getDb().proposals.where('job', job.context)[0]!;
    expect(stored.options!.map((option) => [option.name, option.total])).toEqual([
      ['Good', 49.2],
      ['Better', 244.05],
      ['Best', 271.05],
    ]);
  }, LONG);
});

describe('the proposal list with options', () => {
  it('shows the range of the options’ totals until one is chosen, then the chosen total', async () => {
    const seeded = getDb().proposals.all().find((proposal) => (proposal.options?.length ?? 0) === 3)!;
    const totals = seeded.options!.map((option) => option.total);
    const money = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const first = await openRoute('office', `/proposals?status=`);
    const table = await screen.findByRole('table', { name: 'Proposals' }, loaded);
    const row = () => bodyRows(table).find((candidate) => within(candidate).queryByRole('button', { name: `Actions for Proposal ${seeded.number}` }))!;
    expect(row()).toHaveTextContent(`${money(Math.min(...totals))} \u2013 ${money(Math.max(...totals))}`);
    first.view.unmount();

    getDb().proposals.update(seeded.context, { chosenOptionId: seeded.options![1]!.id });
    await openRoute('office', `/proposals?status=`);
    const again = await screen.findByRole('table', { name: 'Proposals' }, loaded);
    const chosenRow = bodyRows(again).find((candidate) => within(candidate).queryByRole('button', { name: `Actions for Proposal ${seeded.number}` }))!;
    expect(chosenRow).toHaveTextContent(money(seeded.options![1]!.total));
    expect(chosenRow).not.toHaveTextContent('\u2013');
  }, LONG);
});
