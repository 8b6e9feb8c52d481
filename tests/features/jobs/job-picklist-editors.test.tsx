import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guidedTourNames } from '@/lib/schemas/guided-tour-schemas';
import { getDb } from '../../../mocks/db/store';
import type { Job } from '../../../mocks/db/types';
import { openRoute, useRouteTests, type RenderedRoute } from '../../support/render-route';

/**
 * The job editor's picklist editors (spec 2 §2 Options and Job information; issue 13): Edit Tags for
 * the job tags and Manage Job Types from the job type field, for users who may edit picklists:
 * adding, renaming, making inactive and deleting a value, and the field showing the result at once.
 */
const tours = { completedGuidedTours: [guidedTourNames.welcome, guidedTourNames.jobEditor] };
const loaded = { timeout: 10_000 };
/** A test that opens the editor and changes several values (a loaded two-core machine can take seconds a step). */
const LONG = 45_000;

function plainJob(): Job {
  return getDb().jobs.all().find((job) => !job.chainId && !job.recurring)!;
}

function picklistText(context: string | null): string {
  return getDb().picklists.get(context)?.text ?? '';
}

useRouteTests({
  preload: () => import('@/features/jobs/components/job-edit-page'),
  warmUp: async () => {
    await openRoute('office', `/jobs/edit/${plainJob().context}`, tours);
    await screen.findByRole('form', { name: 'Job' }, { timeout: 60_000 });
  },
});

async function openEditor(account: 'office' | 'tech', job: Job = plainJob()): Promise<RenderedRoute> {
  const rendered = await openRoute(account, `/jobs/edit/${job.context}`, tours);
  await screen.findByRole('form', { name: 'Job' }, loaded);
  return rendered;
}

/** The option texts a select field offers (its listbox opened, then closed again with Escape). */
async function optionsOf(rendered: RenderedRoute, name: string): Promise<string[]> {
  await rendered.user.click(screen.getByRole('combobox', { name }));
  const listbox = await screen.findByRole('listbox');
  const texts = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent?.trim() ?? '');
  await rendered.user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  return texts;
}

function entryTexts(dialog: HTMLElement, listName: string): string[] {
  const list = within(dialog).getByRole('list', { name: listName });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('Edit Tags', () => {
  it('adds, renames, retires and deletes job tags, and the Job Tags field follows', async () => {
    const rendered = await openEditor('office');
    const { user, fill } = rendered;
    await user.click(screen.getByRole('button', { name: 'Edit Tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tags' });
    expect(entryTexts(dialog, 'Edit Tags').map((text) => text.trim())).toEqual(['Warranty', 'Priority', 'Commercial', 'Residential', 'Follow Up']);

    // Add
    await fill(within(dialog).getByRole('textbox', { name: 'New Tag' }), 'After Hours');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await within(dialog).findByText('After Hours', undefined, loaded);
    expect(within(dialog).getByRole('textbox', { name: 'New Tag' })).toHaveValue('');

    // A duplicate is refused in the dialog, without a call
    await fill(within(dialog).getByRole('textbox', { name: 'New Tag' }), 'warranty');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('warranty is already on the list.')).toBeInTheDocument();

    // Rename
    await user.click(within(dialog).getByRole('button', { name: 'Rename After Hours' }));
    await fill(within(dialog).getByRole('textbox', { name: 'Rename After Hours' }), 'Night Call');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Night Call', undefined, loaded);
    expect(within(dialog).queryByText('After Hours')).not.toBeInTheDocument();

    // Make inactive
    await user.click(within(dialog).getByRole('switch', { name: 'Follow Up active' }));
    await waitFor(() => expect(getDb().picklists.all().find((item) => item.kind === 'JobTag' && item.text === 'Follow Up')?.active).toBe(false));
    const followUp = within(dialog).getByText('Follow Up').closest('li')!;
    expect(await within(followUp).findByText('Inactive')).toBeInTheDocument();

    // Delete
    await user.click(within(dialog).getByRole('button', { name: 'Delete Priority' }));
    await waitFor(() => expect(within(dialog).queryByText('Priority')).not.toBeInTheDocument());
    expect(getDb().picklists.all().some((item) => item.kind === 'JobTag' && item.text === 'Priority')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Tags' })).not.toBeInTheDocument());

    const offered = await optionsOf(rendered, 'Job Tags');
    expect(offered).toContain('Night Call');
    expect(offered).not.toContain('Priority');
    expect(offered).not.toContain('Follow Up');
    expect(offered).not.toContain('After Hours');
  }, LONG);
});

describe('Manage Job Types', () => {
  it('adds, renames and retires job types from the job type field, which shows the result', async () => {
    const job = plainJob();
    const current = picklistText(job.jobTypeContext);
    const retired = ['Service', 'Installation', 'Maintenance', 'Repair', 'Inspection'].find((text) => text !== current)!;
    const rendered = await openEditor('office', job);
    const { user, fill } = rendered;
    await user.click(screen.getByRole('button', { name: 'Manage Job Types' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Job Types' });

    await fill(within(dialog).getByRole('textbox', { name: 'New Job Type' }), 'Commissioning');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await within(dialog).findByText('Commissioning', undefined, loaded);

    await user.click(within(dialog).getByRole('button', { name: `Rename ${current}` }));
    await fill(within(dialog).getByRole('textbox', { name: `Rename ${current}` }), `${current} Call`);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText(`${current} Call`, undefined, loaded);

    await user.click(within(dialog).getByRole('switch', { name: `${retired} active` }));
    const retiredItem = within(dialog).getByText(retired).closest('li')!;
    expect(await within(retiredItem).findByText('Inactive', undefined, loaded)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Manage Job Types' })).not.toBeInTheDocument());

    // The job's own (renamed) type is what the field shows; the new type is offered, the retired one is not.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Job Type' })).toHaveTextContent(`${current} Call`));
    const offered = await optionsOf(rendered, 'Job Type');
    expect(offered).toContain('Commissioning');
    expect(offered).toContain(`${current} Call`);
    expect(offered).not.toContain(retired);
  }, LONG);

  it('deletes an unused job type, and refuses to delete one that jobs use', async () => {
    const job = plainJob();
    const current = picklistText(job.jobTypeContext);
    const rendered = await openEditor('office', job);
    const { user, fill } = rendered;
    await user.click(screen.getByRole('button', { name: 'Manage Job Types' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Job Types' });
    await fill(within(dialog).getByRole('textbox', { name: 'New Job Type' }), 'Temporary');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await within(dialog).findByText('Temporary', undefined, loaded);

    await user.click(within(dialog).getByRole('button', { name: 'Delete Temporary' }));
    await waitFor(() => expect(within(dialog).queryByText('Temporary')).not.toBeInTheDocument());
    expect(getDb().picklists.all().some((item) => item.kind === 'JobType' && item.text === 'Temporary')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: `Delete ${current}` }));
    expect(await screen.findByText('This value is used by jobs or customers and cannot be deleted. Make it inactive instead.', undefined, loaded)).toBeInTheDocument();
    expect(getDb().picklists.get(job.jobTypeContext)?.text).toBe(current);
  }, LONG);
});

describe('without picklist editing', () => {
  it('gives tech@demo.test neither Edit Tags nor Manage Job Types, but the fields themselves', async () => {
    await openEditor('tech');
    expect(screen.getByRole('combobox', { name: 'Job Type' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Job Tags' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Tags' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage Job Types' })).not.toBeInTheDocument();
  });
});
