import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { endpoints } from '@/config/endpoints';
import { intakeMessages } from '@/lib/schemas/intake-schemas';
import { mockControl } from '../../../mocks/control';
import { customerName } from '../../../mocks/db/record-views';
import { personnelContexts } from '../../../mocks/db/seed-personnel';
import { getDb } from '../../../mocks/db/store';
import type { Intake } from '../../../mocks/db/types';
import { openRoute, useRouteTests } from '../../support/render-route';

// Load the list page once up front, so the first test does not pay for compiling it.
useRouteTests({ preload: () => import('@/features/intake/components/intakes-page') });

/** A seeded Pending intake no job was started from. */
function pendingIntake(): Intake {
  const db = getDb();
  return db.intakes.all().find((intake) => intake.status === 'Pending' && !db.jobs.all().some((job) => job.intakeContext === intake.context))!;
}

function customerOf(intake: Intake) {
  return getDb().customers.all().find((customer) => customer.context === intake.customerContext)!;
}

describe('intake list', () => {
  it('opens with the status filter of the preferences, newest first, with row actions and Add Intake Form', async () => {
    await openRoute('office', '/intake');
    const table = await screen.findByRole('table', { name: 'Intake' });
    const rows = within(table).getAllByRole('row').slice(1);
    const openIntake = getDb()
      .intakes.all().filter((intake) => intake.status === 'Pending' || intake.status === 'Scheduled')
      .sort((a, b) => b.dateTime.localeCompare(a.dateTime));
    expect(rows.length).toBe(Math.min(openIntake.length, 25));
    expect(within(rows[0]!).getByRole('link', { name: openIntake[0]!.description })).toHaveAttribute('href', `/intake/view/${openIntake[0]!.context}`);
    expect(within(table).queryByText('Complete')).not.toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: `Actions for ${openIntake[0]!.description}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Intake Form' })).toHaveAttribute('href', '/intake/add');
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveTextContent('Date New to Old');
  });

  it('takes Assigned to Me from the personnel preference', async () => {
    await openRoute('office', '/intake', {
      preferences: [
        { key: 'INTAKE_DEF_PERS_FLTR', value: 'Assigned to Me' },
        { key: 'INTAKE_DEF_STAT_FLTR', value: '' },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Intake' });
    const mine = getDb().intakes.all().filter((intake) => intake.assignedToContext === personnelContexts.office);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(Math.min(mine.length, 25) + 1));
    expect(screen.getByRole('combobox', { name: 'Assigned To' })).toHaveTextContent('Assigned to Me');
  });

  it('lists one customer\u2019s intake with ?customer= and adds intake for that customer', async () => {
    const intake = pendingIntake();
    await openRoute('office', `/intake?customer=${intake.customerContext}&status=`);
    const table = await screen.findByRole('table', { name: 'Intake' });
    const count = getDb().intakes.all().filter((candidate) => candidate.customerContext === intake.customerContext).length;
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(count + 1));
    expect(await screen.findByText(`Customer: ${customerName(customerOf(intake))}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Intake Form' })).toHaveAttribute('href', `/intake/add/${intake.customerContext}`);
  });

  it('gives the technician the list without actions or Add Intake Form', async () => {
    const { router } = await openRoute('tech', '/intake');
    const table = await screen.findByRole('table', { name: 'Intake' });
    expect(within(table).queryAllByRole('button', { name: /^Actions for/ })).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Add Intake Form' })).not.toBeInTheDocument();
    await router.navigate('/intake/add');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized/INTAKE_C'));
    await router.navigate(`/intake/edit/${pendingIntake().context}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized/INTAKE_U'));
  });
});

describe('create intake', () => {
  it('walks the two-step dialog: Next needs a valid Title, Type is required, then the editor opens', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const customer = getDb().customers.all().find((candidate) => candidate.active && candidate.customerType === 'Person' && candidate.addresses.length > 0)!;
    const { router, user, fill } = await openRoute('office', `/intake/add/${customer.context}`);
    const dialog = await screen.findByRole('dialog', { name: 'Create Intake' });
    expect(await within(dialog).findByText(customerName(customer))).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText(intakeMessages.titleRequired)).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Type' })).not.toBeInTheDocument();

    await fill(within(dialog).getByRole('textbox', { name: 'Title' }), 'Water heater leaking');
    await fill(within(dialog).getByRole('textbox', { name: 'Description' }), 'Puddle under the tank.\nShut-off valve stuck.');
    expect(within(dialog).getByText('44/2000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('combobox', { name: 'Type' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Assigned To' })).toHaveTextContent('Olivia Office'));

    await user.click(within(dialog).getByRole('button', { name: 'Create Intake Record' }));
    expect(await within(dialog).findByText(intakeMessages.typeRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Water heater leaking');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Estimate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Intake Record' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/intake\/edit\//));
    expect(success).toHaveBeenCalledWith('Intake record created.');
    const created = getDb().intakes.all().find((intake) => intake.description === 'Water heater leaking')!;
    expect(created).toMatchObject({ status: 'Pending', assignedToContext: personnelContexts.office, customerContext: customer.context, notes: 'Puddle under the tank.\nShut-off valve stuck.' });
    expect(Math.abs(Date.parse(created.dateTime) - Date.now())).toBeLessThan(60_000);
    expect(router.state.location.pathname).toBe(`/intake/edit/${created.context}`);
    expect(await screen.findByRole('heading', { name: `Intake – ${customerName(customer)}` })).toBeInTheDocument();
  }, 40_000);

  it('asks who the intake is for when no customer is given', async () => {
    await openRoute('office', '/intake/add');
    expect(await screen.findByRole('heading', { name: 'Who Is This Intake Record For?' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Create Intake' })).not.toBeInTheDocument();
  });
});

describe('intake editor', () => {
  it('saves changes, records them in the history, and validates with the spec messages', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const intake = pendingIntake();
    const { version, description } = intake;
    const { user, fill } = await openRoute('office', `/intake/edit/${intake.context}`);
    expect(await screen.findByRole('heading', { name: `Intake – ${customerName(customerOf(intake))}` })).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue(description);
    expect(screen.getByRole('navigation', { name: 'Intake sections' })).toBeInTheDocument();

    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(intakeMessages.titleRequired)).toBeInTheDocument();
    expect(screen.getByText('Unable to update, please review the form for errors.')).toBeInTheDocument();
    expect(mockControl.callCount(endpoints.intake.update)).toBe(0);

    await fill(title, 'Callback about thermostat');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Intake record saved.'));
    const stored = getDb().intakes.all().find((candidate) => candidate.context === intake.context)!;
    expect(stored.description).toBe('Callback about thermostat');
    expect(stored.version).toBe(version + 1);
    const change = getDb().intakeHistory.all().find((entry) => entry.intakeContext === intake.context && entry.field === 'Title');
    expect(change).toMatchObject({ oldValue: description, newValue: 'Callback about thermostat', userName: 'Olivia Office' });
  }, 40_000);

  it('Add Job asks Save & Add Job, saves the edits and starts a job for the customer', async () => {
    const intake = pendingIntake();
    const { router, user, fill } = await openRoute('office', `/intake/edit/${intake.context}`);
    await fill(await screen.findByRole('textbox', { name: 'Title' }), 'Replace furnace igniter');
    await user.click(screen.getByRole('button', { name: 'Add Job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save & Add Job' });
    expect(dialog).toHaveTextContent('The intake record will be saved, the customer and description will be copied into a new job');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/jobs/add/${intake.customerContext}`));
    expect(router.state.location.state).toMatchObject({
      description: expect.stringContaining('Replace furnace igniter') as string,
      serviceAddressContext: intake.serviceAddressContext,
      intakeContext: intake.context,
    });
    expect(getDb().intakes.all().find((candidate) => candidate.context === intake.context)!.description).toBe('Replace furnace igniter');
  }, 40_000);

  it('asks before leaving with unsaved changes, and warns before scheduling from a modified intake', async () => {
    const warning = vi.spyOn(toast, 'warning').mockImplementation(() => undefined);
    const intake = pendingIntake();
    const { router, user, fill } = await openRoute('office', `/intake/edit/${intake.context}`);
    await fill(await screen.findByRole('textbox', { name: 'Title' }), 'Still typing');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Schedule' }));
    expect(warning).toHaveBeenCalledWith('The job has unsaved changes. Please save your changes before using this action.');

    await user.click(screen.getByRole('link', { name: 'Add New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(`/intake/edit/${intake.context}`);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Still typing');
  }, 40_000);

  it('keeps the edits on a version conflict and offers a reload', async () => {
    const intake = pendingIntake();
    const { user, fill } = await openRoute('office', `/intake/edit/${intake.context}`);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    getDb().intakes.all().find((candidate) => candidate.context === intake.context)!.version += 1;
    await fill(title, 'Changed here too');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The server's 409 answer is shown in the error modal; behind it, the notice offers Reload.
    const conflict = await screen.findByRole('dialog', { name: 'This record has changed' });
    await user.click(within(conflict).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(/This intake record was changed by someone else after you opened it/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(title).toHaveValue('Changed here too');
  }, 40_000);
});

describe('intake view', () => {
  it('shows the tiles and description line breaks, and the history from the action menu', async () => {
    const intake = pendingIntake();
    getDb().intakes.all().find((candidate) => candidate.context === intake.context)!.notes = 'First line\nSecond line';
    const { user } = await openRoute('tech', `/intake/view/${intake.context}`);
    expect(await screen.findByRole('heading', { name: `Intake – ${customerName(customerOf(intake))}` })).toBeInTheDocument();
    expect(screen.getByText('Intake Type')).toBeInTheDocument();
    expect(screen.getByText(/First line\s+Second line/)).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View History']);
    await user.click(within(menu).getByRole('menuitem', { name: 'View History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Intake History' });
    const table = await within(dialog).findByRole('table', { name: 'History' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date/Time', 'User', 'Field', 'Old Value', 'New Value']);
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(within(dialog).getByText(intake.description)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Intake History' })).not.toBeInTheDocument());
  }, 40_000);

  it('deletes after confirmation and returns to the list', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const intake = pendingIntake();
    const { router, user } = await openRoute('office', `/intake/view/${intake.context}`);
    await user.click(await screen.findByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Intake Record?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Intake' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/intake'));
    expect(success).toHaveBeenCalledWith('Intake record deleted.');
    expect(getDb().intakes.all().some((candidate) => candidate.context === intake.context)).toBe(false);
  }, 40_000);
});
