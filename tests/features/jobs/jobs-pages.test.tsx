import { stubMediaWidth, unstubMediaWidth } from '../../support/media-width';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { guidedTourNames } from '@/lib/schemas/guided-tour-schemas';
import { sanitizeNotesHtml } from '@/features/jobs/model/job-notes';
import { getDb } from '../../../mocks/db/store';
import type { Job } from '../../../mocks/db/types';
import { openRoute, useRouteTests } from '../../support/render-route';

/**
 * The job list and view (spec 2 §2): filters, sorts, phone helper, cards, permissions, the view's
 * conditional parts and empty states, and Delete Job. The journeys are in e2e/jobs.spec.ts.
 */
const tours = { completedGuidedTours: [guidedTourNames.welcome, guidedTourNames.jobEditor] };
/** The first screen of a test can take seconds on a busy two-core machine. */
const loaded = { timeout: 10_000 };

useRouteTests({
  preload: () => Promise.all([import('@/features/jobs/components/jobs-page'), import('@/features/jobs/components/job-view-page')]),
  warmUp: async () => {
    await openRoute('office', '/jobs', tours);
    await screen.findByRole('table', { name: 'Jobs' }, { timeout: 60_000 });
  },
});

function statusText(job: Job): string {
  return getDb().picklists.get(job.jobStatusContext)?.text ?? '';
}

function stubPhone() {
  stubMediaWidth(true);
}

afterEach(() => unstubMediaWidth());

describe('job list', () => {
  it('opens newest first with the job status filter of the preferences, the columns of spec 2 and Add Job', async () => {
    await openRoute('office', '/jobs', { ...tours, preferences: [{ key: 'JOB_DEF_STAT_FLTR', value: 'Open;In Progress' }] });
    const table = await screen.findByRole('table', { name: 'Jobs' }, loaded);
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(0, 6)).toEqual(['Date Created, sorted descending', 'Appointment(s)', 'Name', 'Type', 'Status', 'Customer']);
    const shown = getDb()
      .jobs.all()
      .filter((job) => ['Open', 'In Progress'].includes(statusText(job)))
      .sort((a, b) => b.dateTime.localeCompare(a.dateTime) || b.number - a.number);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(Math.min(shown.length, 25));
    expect(within(rows[0]!).getByRole('link', { name: shown[0]!.name })).toHaveAttribute('href', `/jobs/view/${shown[0]!.context}`);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Open, In Progress');
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveTextContent('Date New to Old');
    expect(screen.getByRole('link', { name: 'Add Job' })).toHaveAttribute('href', '/jobs/add');
    expect(within(rows[0]!).getByRole('button', { name: `Actions for ${shown[0]!.name}` })).toBeInTheDocument();
  });

  it('sorts by customer and keeps the sort and status in the address', async () => {
    const { user, router } = await openRoute('office', '/jobs?status=', tours);
    await screen.findByRole('table', { name: 'Jobs' }, loaded);
    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.click(await screen.findByRole('option', { name: 'Customer Z-A' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=Customer'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveTextContent('Customer Z-A'));
  });

  it('tells a recurring job without appointments that it is incomplete', async () => {
    const db = getDb();
    const job = db.jobs.all()[0]!;
    db.jobs.put({ ...job, recurring: true, name: 'Quarterly filter change', dateTime: '2099-01-01T10:00:00.000Z' });
    for (const appointment of db.appointments.where('job', job.context)) db.appointments.remove(appointment.context);
    await openRoute('office', '/jobs?status=', tours);
    const table = await screen.findByRole('table', { name: 'Jobs' }, loaded);
    const row = within(table).getByRole('link', { name: 'Quarterly filter change' }).closest('tr')!;
    expect(within(row).getByText('Incomplete recurring job, appointments have not been created.')).toBeInTheDocument();
    expect(within(row).getByText('RECURRING')).toBeInTheDocument();
  });

  it('gives a technician no Add Job', async () => {
    await openRoute('tech', '/jobs?status=', tours);
    await screen.findByRole('table', { name: 'Jobs' }, loaded);
    expect(screen.queryByRole('link', { name: 'Add Job' })).not.toBeInTheDocument();
  });

  it('opens on phones with the three helper cards, and View All Jobs shows cards', async () => {
    stubPhone();
    const { user } = await openRoute('office', '/jobs', tours);
    expect(await screen.findByRole('heading', { name: 'Search Jobs' }, loaded)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add a New Job/ })).toHaveAttribute('href', '/jobs/add');
    await user.click(screen.getByRole('button', { name: /View All Jobs/ }));
    const cards = await screen.findByRole('list', { name: 'Jobs' });
    expect(within(cards).getAllByRole('listitem').length).toBeGreaterThan(0);
  });
});

describe('job view', () => {
  it('shows the empty states of a job without lines or description, and no payment term for a technician', async () => {
    const db = getDb();
    const job = db.jobs.all()[0]!;
    db.jobs.put({ ...job, description: '' });
    for (const detail of db.jobDetails.where('job', job.context)) db.jobDetails.remove(detail.context);
    await openRoute('tech', `/jobs/view/${job.context}`, tours);
    expect(await screen.findByText('No job details have been added.', undefined, loaded)).toBeInTheDocument();
    expect(screen.getByText('No customer comments')).toBeInTheDocument();
    expect(screen.queryByText('Payment Term')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/jobs/edit/${job.context}`);
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('deletes a job after the Delete Job confirmation and says Job deleted.', async () => {
    const job = getDb().jobs.all()[1]!;
    const { user, router } = await openRoute('office', `/jobs/view/${job.context}`, tours);
    await user.click(await screen.findByRole('button', { name: 'Delete' }, loaded));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/This will delete the job and all: proposals, work orders, invoices, payments, images, files and forms associated with the job\. This action cannot be undone\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Job' }));
    expect(await screen.findByText('Job deleted.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    expect(getDb().jobs.get(job.context)).toBeUndefined();
  });
});

describe('internal notes', () => {
  it('are shown with only the editor formatting (no scripts, handlers or links)', () => {
    const html = '<p onclick="steal()">Gate code <strong>4411</strong><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:x">x</a></p>';
    expect(sanitizeNotesHtml(html)).toBe('<p>Gate code <strong>4411</strong>x</p>');
  });
});
