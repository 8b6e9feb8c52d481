import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/config/endpoints';
import { forgetOfflineDb } from '@/lib/offline/offline-db';
import { forgetOutboxCache } from '@/lib/offline/outbox';
import { OFFLINE_BANNER } from '@/features/my-day/model/my-day-messages';
import { mockControl } from '../../../mocks/control';
import { MY_DAY_GATE_CODE } from '../../../mocks/db/seed-my-day';
import { personnelContexts } from '../../../mocks/db/seed-personnel';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';

useRouteTests({ preload: () => Promise.all([import('@/features/my-day/components/my-day-page'), import('@/features/my-day/components/visit-page')]) });

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  forgetOfflineDb();
  forgetOutboxCache();
});

/** Theo Tech's first job visit today (the seed gives its customer notes and a gate code). */
function firstJobVisit() {
  const today = new Date().toDateString();
  return getDb()
    .appointments.all()
    .filter((appointment) => appointment.participantContexts.includes(personnelContexts.tech) && appointment.jobContext && new Date(appointment.startDate).toDateString() === today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate))[0]!;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('My Day', () => {
  it('lists my visits of today in time order, then the tasks due, and opens a visit with its notes first', async () => {
    const { user } = await openRoute('tech', '/my-day');
    const visits = await screen.findByRole('list', { name: 'Visits' });
    const titles = within(visits).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    const mine = getDb()
      .appointments.all()
      .filter((appointment) => appointment.participantContexts.includes(personnelContexts.tech) && new Date(appointment.startDate).toDateString() === new Date().toDateString())
      .sort((a, b) => Number(b.allDay) - Number(a.allDay) || a.startDate.localeCompare(b.startDate));
    expect(titles).toEqual(mine.map((appointment) => appointment.title));
    expect(screen.getByRole('list', { name: 'Tasks Due' })).toBeInTheDocument();

    const visit = firstJobVisit();
    await user.click(within(visits).getByRole('link', { name: visit.title }));
    expect(await screen.findByRole('heading', { name: visit.title, level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Address Notes' })).toHaveTextContent(MY_DAY_GATE_CODE);
    expect(screen.getByRole('region', { name: 'Customer Notes' })).toHaveTextContent('Dog in the back yard');
    expect(screen.getByRole('table', { name: 'Job Lines' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Cost|Markup|Payment Term|Profit/);
  });

  it('moves to yesterday, tomorrow and back to today, keeping the day in the address', async () => {
    const { user, router } = await openRoute('tech', '/my-day');
    await screen.findByRole('list', { name: 'Visits' });
    const day = (offset: number) => {
      const date = new Date();
      date.setDate(date.getDate() + offset);
      return date;
    };
    const iso = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    const weekday = (date: Date) => date.toLocaleDateString('en-US', { weekday: 'long' });
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Tomorrow' }));
    expect(router.state.location.search).toBe(`?date=${iso(day(1))}`);
    expect(screen.getByRole('heading', { level: 2, name: new RegExp(`^${weekday(day(1))}`) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(router.state.location.search).toBe(`?date=${iso(day(-1))}`);
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(router.state.location.search).toBe(`?date=${iso(day(0))}`);
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('goes On My Way (the customer is emailed), Start (a job timer) and Finish (notes and status) with the server', async () => {
    const visit = firstJobVisit();
    const { user, fill } = await openRoute('tech', `/my-day/visit/${visit.context}`);
    const steps = await screen.findByRole('group', { name: 'Visit steps' });
    const emailsBefore = getDb().sentEmails.all().length;

    await user.click(within(steps).getByRole('button', { name: 'On My Way' }));
    await waitFor(() => expect(getDb().appointments.get(visit.context)?.visitStatus).toBe('On My Way'));
    expect(getDb().sentEmails.all().slice(emailsBefore).map((email) => email.subject)).toEqual(['Theo Tech is on the way']);

    await user.click(within(steps).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(getDb().appointments.get(visit.context)?.visitStatus).toBe('In Progress'));
    const running = getDb()
      .timesheetEntries.all()
      .filter((entry) => entry.personnelContext === personnelContexts.tech && entry.endDate === null);
    expect(running.map((entry) => entry.jobContext)).toEqual([visit.jobContext]);

    await user.click(within(steps).getByRole('button', { name: 'Finish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish Visit' });
    await fill(within(dialog).getByRole('textbox', { name: 'Work Notes' }), 'Replaced the trunk line.');
    expect(within(dialog).getByRole('combobox', { name: 'Job Status' })).toHaveTextContent('Complete');
    await user.click(within(dialog).getByRole('button', { name: 'Finish Visit' }));
    await waitFor(() => expect(getDb().appointments.get(visit.context)?.visitStatus).toBe('Completed'));
    const job = getDb().jobs.get(visit.jobContext!)!;
    expect(job.internalNotes).toMatch(/Theo Tech: Replaced the trunk line\.<\/p>$/);
    expect(getDb().picklists.get(job.jobStatusContext)?.text).toBe('Complete');
    expect(getDb().timesheetEntries.all().filter((entry) => entry.jobContext === visit.jobContext && entry.personnelContext === personnelContexts.tech && entry.endDate === null)).toEqual([]);
    expect(await screen.findByText('Completed', { selector: '.MuiChip-label' })).toBeInTheDocument();
  });

  it('offline: opens the day from the device, queues a checklist tick, and sends it once when back online', async () => {
    const { view } = await openRoute('tech', '/my-day');
    await screen.findByRole('list', { name: 'Tasks Due' });
    view.unmount();

    setOnline(false);
    mockControl.dropConnection(endpoints.myDay.get, 5);
    const { user: offlineUser } = await openRoute('tech', '/my-day');
    expect(await screen.findByText(OFFLINE_BANNER)).toBeInTheDocument();
    expect(await screen.findByText(/Showing the copy saved on this device/)).toBeInTheDocument();
    const tasks = screen.getByRole('list', { name: 'Tasks Due' });
    const box = within(tasks).getAllByRole('checkbox')[0]!;
    const label = box.closest('label')!.textContent!;
    const task = getDb().tasks.all().find((candidate) => candidate.checklist.some((item) => item.description === label))!;
    await offlineUser.click(box);
    expect(await screen.findByText('1 change waiting to be sent')).toBeInTheDocument();
    expect(within(tasks).getByRole('checkbox', { name: label })).toBeChecked();
    expect(getDb().tasks.get(task.context)!.checklist.find((item) => item.description === label)!.complete).toBe(false);

    mockControl.clearFaults();
    const toggles = mockControl.callCount(endpoints.task.toggleChecklistItem);
    setOnline(true);
    await waitFor(() => expect(getDb().tasks.get(task.context)!.checklist.find((item) => item.description === label)!.complete).toBe(true));
    await waitFor(() => expect(screen.queryByText('1 change waiting to be sent')).not.toBeInTheDocument());
    expect(mockControl.callCount(endpoints.task.toggleChecklistItem) - toggles).toBe(1);
  });

  it('shows a conflict with both versions when the office changed the visit, and sends mine on request', async () => {
    const visit = firstJobVisit();
    const { user } = await openRoute('tech', `/my-day/visit/${visit.context}`);
    const steps = await screen.findByRole('group', { name: 'Visit steps' });
    // The office moves the visit after the technician's copy was loaded.
    const stored = getDb().appointments.get(visit.context)!;
    getDb().appointments.put({ ...stored, title: 'Moved by the office', version: (stored.version ?? 0) + 1 });

    await user.click(within(steps).getByRole('button', { name: 'On My Way' }));
    const waiting = await screen.findByText(/1 change waiting to be sent/);
    await waitFor(() => expect(waiting).toHaveTextContent('needs your attention'));
    expect(getDb().appointments.get(visit.context)?.visitStatus ?? 'Scheduled').toBe('Scheduled');

    await user.click(screen.getByRole('link', { name: 'Resolve' }));
    const table = await screen.findByRole('table', { name: 'Waiting to Send' });
    expect(within(table).getByText('Changed by the office')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'The office changed this record' });
    expect(within(dialog).getByRole('region', { name: 'Your change' })).toHaveTextContent(/On My Way at/);
    expect(within(dialog).getByRole('region', { name: 'The office’s version' })).toHaveTextContent('Moved by the office');
    await user.click(within(dialog).getByRole('button', { name: 'Send Mine' }));
    await waitFor(() => expect(getDb().appointments.get(visit.context)?.visitStatus).toBe('On My Way'));
    expect(await screen.findByText('Nothing is waiting to be sent.')).toBeInTheDocument();
  });
});
