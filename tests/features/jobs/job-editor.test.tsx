import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { endpoints } from '@/config/endpoints';
import { guidedTourNames } from '@/lib/schemas/guided-tour-schemas';
import { mockControl } from '../../../mocks/control';
import { getDb } from '../../../mocks/db/store';
import type { Job } from '../../../mocks/db/types';
import { openRoute, useRouteTests } from '../../support/render-route';

/**
 * The job editor's rules (spec 2 §2, §4, §8): heading, sections, save, the recurring save's
 * questions, the timer, the notes editor loaded on opening, the Sales Tax Error and permissions.
 * The journeys are in e2e/jobs.spec.ts.
 */
const tours = { completedGuidedTours: [guidedTourNames.welcome, guidedTourNames.jobEditor] };
const loaded = { timeout: 10_000 };
/** A test that saves or loads more than one screen's worth (a loaded two-core machine can take seconds a step). */
const LONG = 45_000;

function plainJob(): Job {
  return getDb().jobs.all().find((job) => !job.chainId && !job.recurring)!;
}

function chainJobs(): Job[] {
  const db = getDb();
  const chained = db.jobs.all().filter((job) => job.chainId);
  const chainId = chained[0]!.chainId!;
  return chained.filter((job) => job.chainId === chainId).sort((a, b) => a.dateTime.localeCompare(b.dateTime) || a.number - b.number);
}

useRouteTests({
  preload: () =>
    Promise.all([import('@/features/jobs/components/job-edit-page'), import('@/features/jobs/components/job-add-page'), import('@/features/jobs/components/job-notes-editor')]),
  warmUp: async () => {
    await openRoute('office', `/jobs/edit/${plainJob().context}`, tours);
    await screen.findByRole('form', { name: 'Job' }, { timeout: 60_000 });
  },
});

async function openEditor(account: 'office' | 'tech', job: Job) {
  const rendered = await openRoute(account, `/jobs/edit/${job.context}`, tours);
  await screen.findByRole('form', { name: 'Job' }, loaded);
  return rendered;
}

describe('job editor', () => {
  it('shows "Job" and the name, every section, and saves with Job saved.', async () => {
    const job = plainJob();
    const { user, fill } = await openEditor('office', job);
    expect(screen.getByRole('heading', { level: 2, name: `Job – ${job.name}` })).toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: 'Job sections' });
    expect(within(navigation).getAllByRole('button').map((item) => item.textContent)).toEqual([
      'General Info',
      'Customer',
      'Job Details',
      'Forms',
      'Images and Files',
      'Notes',
      'Options',
      'Payments',
      'Schedule',
      'Tasks',
    ]);
    const actions = screen.getByRole('group', { name: 'Job actions' });
    expect(within(actions).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: 'Add New Job' })).toHaveAttribute('href', '/jobs/add');
    expect(within(actions).getByRole('button', { name: 'Start Timer' })).toBeInTheDocument();

    await fill(screen.getByRole('textbox', { name: 'PO Number' }), 'PO-4471');
    await user.click(within(actions).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Job saved.')).toBeInTheDocument();
    expect(getDb().jobs.get(job.context)?.poNumber).toBe('PO-4471');
  }, LONG);

  it("offers the company's labor descriptions (system settings) on a Labor line", async () => {
    const { user } = await openEditor('office', plainJob());
    await user.click(screen.getByRole('button', { name: /^Add Job Detail/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Job Detail' });
    await user.click(within(dialog).getByRole('tab', { name: 'Labor' }));
    await user.click(await within(dialog).findByRole('combobox', { name: 'Labor Description' }, loaded));
    await user.click(await screen.findByRole('option', { name: 'After-hours emergency labor' }));
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('After-hours emergency labor');
  }, LONG);

  it('limits the description to 4000 characters with a counter and offers no blank status', async () => {
    const { user } = await openEditor('office', plainJob());
    const description = screen.getByRole('textbox', { name: 'Description' });
    expect(description.closest('.MuiFormControl-root')).toHaveTextContent(/\/4000/);
    await user.click(screen.getByRole('combobox', { name: 'Job Status' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.every((option) => option.textContent?.trim() !== '')).toBe(true);
  }, LONG);

  it('loads the rich-text notes editor only when the notes are opened', async () => {
    const { user } = await openEditor('office', plainJob());
    expect(screen.queryByRole('textbox', { name: 'Internal Notes' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Notes' }));
    const notes = await screen.findByRole('textbox', { name: 'Internal Notes' }, loaded);
    expect(notes).toHaveAttribute('contenteditable', 'true');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeInTheDocument();
  }, LONG);

  it('starts and stops a timer whose entry appears in the timesheet', async () => {
    const job = plainJob();
    const { user } = await openEditor('office', job);
    const actions = screen.getByRole('group', { name: 'Job actions' });
    await user.click(within(actions).getByRole('button', { name: 'Start Timer' }));
    expect(await screen.findByText('Timer started.')).toBeInTheDocument();
    const timesheet = screen.getByRole('region', { name: 'Timesheet' });
    expect(await within(timesheet).findByText('Running', undefined, loaded)).toBeInTheDocument();
    await user.click(await within(actions).findByRole('button', { name: 'Stop Timer' }));
    expect(await screen.findByText('Timer stopped.')).toBeInTheDocument();
    await waitFor(() => expect(within(timesheet).queryByText('Running')).not.toBeInTheDocument());
  }, LONG);

  it('refuses the schedule and document actions while the job has unsaved changes, and allows them once it is saved', async () => {
    const job = plainJob();
    const { user, fill } = await openEditor('office', job);
    const unsaved = 'The job has unsaved changes. Please save your changes before using this action.';
    const warning = vi.spyOn(toast, 'warning');
    await fill(screen.getByRole('textbox', { name: 'PO Number' }), 'PO-5120');
    const schedule = screen.getByRole('region', { name: 'Schedule' });
    await user.click(within(schedule).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(unsaved)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Proposal, WO, or Invoice' }));
    await user.click(screen.getByRole('menuitem', { name: 'Create Proposal' }));
    expect(warning.mock.calls.map(([message]) => message)).toEqual([unsaved, unsaved]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    warning.mockRestore();

    await user.click(within(screen.getByRole('group', { name: 'Job actions' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Job saved.')).toBeInTheDocument();
    await user.click(within(schedule).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByRole('dialog', {}, loaded)).toBeInTheDocument();
  }, LONG);

  it('shows the Sales Tax Error of a lookup that ran and failed', async () => {
    const db = getDb();
    const job = plainJob();
    db.jobs.put({ ...job, salesTaxRate: { ...job.salesTaxRate, didLookupExecute: true, didLookupSucceed: false, lookupStatus: 503 } });
    await openEditor('office', job);
    expect(screen.getByText('Sales Tax Error')).toBeInTheDocument();
    expect(screen.getByText('There was a problem looking up the sales tax rate for this job. Error code: [503]')).toBeInTheDocument();
  });

  it('gives a technician no Delete and no payment term', async () => {
    await openEditor('tech', plainJob());
    const actions = screen.getByRole('group', { name: 'Job actions' });
    expect(within(actions).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(actions).queryByRole('link', { name: 'Add New Job' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment Term' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Tags' })).not.toBeInTheDocument();
  });
});

describe('saving a recurring job', () => {
  it('asks this occurrence only or this and all future; Update Jobs confirms over changed later occurrences', async () => {
    const [first, second] = chainJobs();
    const db = getDb();
    db.jobs.put({ ...second!, changedInChain: true });
    const { user, fill } = await openEditor('office', first!);
    await fill(screen.getByRole('textbox', { name: 'Release Number' }), 'R-9');
    const actions = screen.getByRole('group', { name: 'Job actions' });
    await user.click(within(actions).getByRole('button', { name: 'Save' }));
    const question = await screen.findByRole('dialog', { name: 'Save Recurring Job' });
    await user.click(within(question).getByRole('button', { name: 'This and all future' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Job Changes' });
    await user.click(within(confirm).getByRole('button', { name: 'Update Jobs' }));
    expect(await screen.findByText('Job saved.')).toBeInTheDocument();
    expect(mockControl.callCount(endpoints.jobRecurrence.updateThisAndAllFutureJobs)).toBe(1);
    expect(getDb().jobs.get(second!.context)?.releaseNumber).toBe('R-9');
  }, LONG);

  it('saves this occurrence only without touching the others', async () => {
    const [first, second] = chainJobs();
    const { user, fill } = await openEditor('office', first!);
    await fill(screen.getByRole('textbox', { name: 'PO Number' }), 'PO-ONE');
    await user.click(within(screen.getByRole('group', { name: 'Job actions' })).getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Save Recurring Job' })).getByRole('button', { name: 'This occurrence only' }));
    expect(await screen.findByText('Job saved.')).toBeInTheDocument();
    expect(getDb().jobs.get(first!.context)?.poNumber).toBe('PO-ONE');
    expect(getDb().jobs.get(second!.context)?.poNumber).not.toBe('PO-ONE');
  }, LONG);
});

describe('moving between occurrences', () => {
  it('edits the occurrence opened from the recurrence list, not the one the editor showed before', async () => {
    const [first, second] = chainJobs();
    const { user, fill, router } = await openEditor('office', first!);
    const occurrences = await screen.findByRole('list', { name: 'Recurring jobs' }, loaded);
    await user.click(within(within(occurrences).getAllByRole('listitem')[1]!).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/jobs/edit/${second!.context}`));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'PO Number' })).toHaveValue(second!.poNumber));
    await fill(screen.getByRole('textbox', { name: 'PO Number' }), 'PO-SECOND');
    await user.click(within(screen.getByRole('group', { name: 'Job actions' })).getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Save Recurring Job' })).getByRole('button', { name: 'This occurrence only' }));
    expect(await screen.findByText('Job saved.')).toBeInTheDocument();
    expect(getDb().jobs.get(second!.context)?.poNumber).toBe('PO-SECOND');
    expect(getDb().jobs.get(first!.context)?.poNumber).not.toBe('PO-SECOND');
  }, LONG);
});

describe('adding a job', () => {
  it("starts from the customer's job config and opens the saved job in the editor", async () => {
    const customer = getDb().customers.all().find((candidate) => candidate.customerType === 'Person' && candidate.active)!;
    const { user, router } = await openRoute('office', `/jobs/add/${customer.context}`, tours);
    const name = await screen.findByRole('textbox', { name: 'Job Name' }, loaded);
    expect((name as HTMLInputElement).value).not.toBe('');
    expect(screen.getByRole('region', { name: 'Payment Term' })).not.toHaveTextContent('None');
    await user.click(screen.getByRole('combobox', { name: 'Job Type' }));
    await user.click(await screen.findByRole('option', { name: 'Repair' }));
    await user.click(within(screen.getByRole('group', { name: 'Job actions' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Job created.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/jobs\/edit\//));
  }, LONG);
});
