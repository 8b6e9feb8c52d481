import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { endpoints } from '@/config/endpoints';
import { AppointmentsSection, type AppointmentOwner, type NewAppointmentDefaults } from '@/features/appointments';
import { appointmentMessages } from '@/lib/schemas/appointment-schemas';
import { mockControl } from '../../../mocks/control';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests, type RenderedRoute } from '../../support/render-route';

useRouteTests();

const UNSAVED = 'The job has unsaved changes. Please save your changes before using this action.';

interface HarnessProps {
  owner: AppointmentOwner;
  actionsAllowed?: boolean;
  defaults?: NewAppointmentDefaults;
}

function Harness({ owner, actionsAllowed = true, defaults }: HarnessProps) {
  return (
    <main>
      <AppointmentsSection owner={owner} actionsAllowed={actionsAllowed} defaults={defaults} />
    </main>
  );
}

/** The section on a page of its own, with stand-ins for the pages its links open. */
function open(account: 'office' | 'tech', props: HarnessProps) {
  return openRoute(account, '/owner', {
    routes: [
      { path: '/owner', element: <Harness {...props} /> },
      { path: '/intake/view/:context', element: <h1>Intake view page</h1> },
      { path: '/jobs/view/:context', element: <h1>Job view page</h1> },
      { path: '/jobs/edit/:context', element: <h1>Job edit page</h1> },
    ],
  });
}

function pendingIntake() {
  const db = getDb();
  return db.intakes.all().find((intake) => intake.status === 'Pending' && !db.appointments.all().some((item) => item.intakeContext === intake.context))!;
}

function scheduledIntake() {
  const db = getDb();
  return db.intakes.all().find((intake) => {
    const customer = db.customers.all().find((candidate) => candidate.context === intake.customerContext);
    return db.appointments.all().some((item) => item.intakeContext === intake.context) && customer && customer.telephoneList.length > 0 && intake.serviceAddressContext;
  })!;
}

async function openMenu(user: RenderedRoute['user'], card: HTMLElement) {
  await user.click(within(card).getByRole('button', { name: 'Appointment actions' }));
  return screen.findByRole('menu');
}

describe('AppointmentsSection', () => {
  it('lists the intake\u2019s appointments with the appointment view', async () => {
    const intake = scheduledIntake();
    const stored = getDb().appointments.all().find((item) => item.intakeContext === intake.context)!;
    await open('office', { owner: { kind: 'intake', context: intake.context } });
    expect(screen.getByRole('heading', { name: 'Schedule', level: 2 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Appointments' });
    const card = within(list).getByRole('article', { name: stored.title });
    const start = new Date(stored.startDate);
    expect(within(card).getByText(`${String(start.getMonth() + 1).padStart(2, '0')}/${String(start.getDate()).padStart(2, '0')}/${start.getFullYear()}`)).toBeInTheDocument();
    expect(within(card).getByText(stored.appointmentType)).toBeInTheDocument();
    const directions = within(card).getByRole('link', { name: 'Directions' });
    expect(directions).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/));
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(card).getByRole('link', { name: /^Call / })).toHaveAttribute('href', expect.stringMatching(/^tel:\d+$/));
    const names = stored.participantContexts.map((context) => {
      const person = getDb().personnel.all().find((item) => item.context === context)!;
      return `${person.firstName} ${person.lastName}`;
    });
    expect(within(card).getByText(names.join(', '))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeInTheDocument();
  });

  it('schedules an estimate from a pending intake: validates, saves, refreshes and makes the intake Scheduled', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const intake = pendingIntake();
    const { user, fill } = await open('office', {
      owner: { kind: 'intake', context: intake.context },
      defaults: { title: intake.description, appointmentType: 'Estimate' },
    });
    expect(await screen.findByText('No appointments scheduled.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Appointment' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue(intake.description);
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Estimate');

    await user.clear(title);
    fireEvent.change(within(dialog).getByLabelText(/^End Time/), { target: { value: '00:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^End Date/), { target: { value: '2000-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(appointmentMessages.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(appointmentMessages.endBeforeStart)).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Unable to save, please review the form for errors.');
    expect(mockControl.callCount(endpoints.appointment.create)).toBe(0);

    await fill(title, 'Repipe estimate');
    fireEvent.change(within(dialog).getByLabelText(/^Start Date/), { target: { value: '2030-06-12' } });
    fireEvent.change(within(dialog).getByLabelText(/^Start Time/), { target: { value: '09:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^End Date/), { target: { value: '2030-06-12' } });
    fireEvent.change(within(dialog).getByLabelText(/^End Time/), { target: { value: '10:30' } });
    await user.click(within(dialog).getByRole('combobox', { name: 'Participants' }));
    await user.click(await screen.findByRole('option', { name: 'Priya Shah' }));
    await fill(within(dialog).getByRole('textbox', { name: 'Description' }), 'Gate code 4411');
    expect(within(dialog).getByText('14/2000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Schedule Appointment' })).not.toBeInTheDocument());
    expect(success).toHaveBeenCalledWith('Appointment scheduled.');
    const card = await screen.findByRole('article', { name: 'Repipe estimate' });
    expect(screen.queryByText('No appointments scheduled.')).not.toBeInTheDocument();
    expect(within(card).getByText('06/12/2030')).toBeInTheDocument();
    expect(within(card).getByText('Wed 9:00 AM \u2013 Wed 10:30 AM')).toBeInTheDocument();
    expect(within(card).getByText('Priya Shah')).toBeInTheDocument();
    expect(within(card).getByText('Gate code 4411')).toBeInTheDocument();
    expect(getDb().intakes.all().find((item) => item.context === intake.context)!.status).toBe('Scheduled');
  });

  it('schedules an all-day visit without times', async () => {
    const intake = pendingIntake();
    const { user } = await open('office', { owner: { kind: 'intake', context: intake.context }, defaults: { title: 'Site visit' } });
    await user.click(await screen.findByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Appointment' });
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Visit');
    await user.click(within(dialog).getByRole('switch', { name: 'All Day' }));
    expect(within(dialog).queryByLabelText(/^Start Time/)).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Start Date/), { target: { value: '2030-06-12' } });
    fireEvent.change(within(dialog).getByLabelText(/^End Date/), { target: { value: '2030-06-13' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const card = await screen.findByRole('article', { name: 'Site visit' });
    expect(within(card).getByText('06/12/2030 \u2013 06/13/2030')).toBeInTheDocument();
    expect(within(card).getByText('All Day')).toBeInTheDocument();
    expect(getDb().appointments.all().find((item) => item.title === 'Site visit')).toMatchObject({
      allDay: true,
      startDate: '2030-06-12T00:00:00.000Z',
      endDate: '2030-06-14T00:00:00.000Z',
    });
  });

  it('edits and deletes an appointment from its action menu', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const intake = scheduledIntake();
    const stored = getDb().appointments.all().filter((item) => item.intakeContext === intake.context);
    const { user, fill } = await open('office', { owner: { kind: 'intake', context: intake.context } });
    const card = await screen.findByRole('article', { name: stored[0]!.title });
    const menu = await openMenu(user, card);
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View Intake Record', 'Edit Appointment', 'Delete Appointment']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit Appointment' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit Appointment' });
    await fill(within(dialog).getByRole('textbox', { name: 'Title' }), 'Second look at the estimate');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Appointment updated.'));
    const edited = await screen.findByRole('article', { name: 'Second look at the estimate' });
    expect(screen.getAllByRole('article')).toHaveLength(stored.length);

    await user.click(within(await openMenu(user, edited)).getByRole('menuitem', { name: 'Delete Appointment' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Appointment' });
    expect(confirm).toHaveTextContent('Second look at the estimate');
    await user.click(within(confirm).getByRole('button', { name: 'Delete Appointment' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Appointment deleted.'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Second look at the estimate' })).not.toBeInTheDocument());
    expect(screen.queryAllByRole('article')).toHaveLength(stored.length - 1);
    expect(getDb().appointments.all().some((item) => item.context === stored[0]!.context)).toBe(false);
  });

  it('warns instead of acting while the owner has unsaved changes', async () => {
    const warning = vi.spyOn(toast, 'warning').mockImplementation(() => undefined);
    const intake = scheduledIntake();
    const { user, router } = await open('office', { owner: { kind: 'intake', context: intake.context }, actionsAllowed: false });
    const [card] = await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(warning).toHaveBeenLastCalledWith(UNSAVED);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    for (const name of ['View Intake Record', 'Edit Appointment', 'Delete Appointment']) {
      await user.click(within(await openMenu(user, card!)).getByRole('menuitem', { name }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
    expect(warning).toHaveBeenCalledTimes(4);
    expect(router.state.location.pathname).toBe('/owner');
  });

  it('lets a technician view and open the intake record but not schedule, edit or delete', async () => {
    const intake = scheduledIntake();
    const { user, router } = await open('tech', { owner: { kind: 'intake', context: intake.context } });
    const [card] = await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
    const menu = await openMenu(user, card!);
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View Intake Record']);
    await user.click(within(menu).getByRole('menuitem', { name: 'View Intake Record' }));
    expect(await screen.findByRole('heading', { name: 'Intake view page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/intake/view/${intake.context}`);
  });

  it('shows a job\u2019s recurrence series and links to the job', async () => {
    const db = getDb();
    const job = db.jobs.all().find((candidate) => candidate.chainId !== null && db.appointments.all().some((item) => item.jobContext === candidate.context))!;
    const chainJobs = db.jobs.all().filter((candidate) => candidate.chainId === job.chainId).map((candidate) => candidate.context);
    const seriesCount = db.appointments.all().filter((item) => item.jobContext && chainJobs.includes(item.jobContext)).length;
    const { user, router } = await open('office', { owner: { kind: 'job', context: job.context } });
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByText(/^Every /)).toBeInTheDocument();
    const menu = await openMenu(user, card!);
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'View Job',
      'Edit Job',
      'View Recurrence Series',
      'Edit Appointment',
      'Delete Appointment',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'View Recurrence Series' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recurrence Series' });
    const series = await within(dialog).findByRole('list', { name: 'Appointments in the series' });
    expect(within(series).getAllByRole('listitem')).toHaveLength(seriesCount);
    expect(within(dialog).getByText('This appointment')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(await openMenu(user, card!)).getByRole('menuitem', { name: 'Edit Job' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/jobs/edit/${job.context}`));
  });
});

describe('AppointmentEditorDialog', () => {
  it('asks before discarding changes and keeps what was typed when the save fails', async () => {
    const intake = pendingIntake();
    const { user, fill } = await open('office', { owner: { kind: 'intake', context: intake.context }, defaults: { title: 'Estimate visit' } });
    await user.click(await screen.findByRole('button', { name: 'Schedule' }));
    let dialog = await screen.findByRole('dialog', { name: 'Schedule Appointment' });

    // Unchanged: Cancel closes at once.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    dialog = await screen.findByRole('dialog', { name: 'Schedule Appointment' });
    await fill(within(dialog).getByRole('textbox', { name: 'Title' }), 'Changed title');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Changed title');

    mockControl.failNext(endpoints.appointment.create, { status: 500, body: 'Server unavailable' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockControl.callCount(endpoints.appointment.create)).toBe(1));
    expect(screen.getByRole('dialog', { name: 'Schedule Appointment' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Changed title');

    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getDb().appointments.all().some((item) => item.title === 'Changed title')).toBe(false);
  });

  it('moves the end with the start', async () => {
    const intake = pendingIntake();
    const { user } = await open('office', { owner: { kind: 'intake', context: intake.context }, defaults: { title: 'Estimate visit' } });
    await user.click(await screen.findByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Appointment' });
    fireEvent.change(within(dialog).getByLabelText(/^Start Date/), { target: { value: '2030-06-12' } });
    fireEvent.change(within(dialog).getByLabelText(/^Start Time/), { target: { value: '14:00' } });
    expect(within(dialog).getByLabelText(/^End Date/)).toHaveValue('2030-06-12');
    expect(within(dialog).getByLabelText(/^End Time/)).toHaveValue('15:00');
  });
});
