import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';

useRouteTests({ preload: () => import('@/features/intake/components/intake-edit-page') });

/** A pending intake with a service address, its customer given notes and the address notes of its own. */
function intakeWithNotes(customerNotes: string, addressNotes: string) {
  const db = getDb();
  const intake = db.intakes.all().find((candidate) => candidate.status === 'Pending' && candidate.serviceAddressContext !== null)!;
  const customer = db.customers.all().find((candidate) => candidate.context === intake.customerContext)!;
  customer.notes = customerNotes;
  customer.addresses.find((address) => address.context === intake.serviceAddressContext)!.notes = addressNotes;
  return intake;
}

describe('customer and service address notes', () => {
  it('show at the top of the intake editor', async () => {
    const intake = intakeWithNotes('Please text before arriving.', 'Gate code 4417.\nDog in the backyard.');
    await openRoute('office', `/intake/edit/${intake.context}`);
    await screen.findByRole('textbox', { name: 'Title' }, { timeout: 30_000 });
    const notes = await screen.findByRole('region', { name: 'Notes' }, { timeout: 10_000 });
    expect(within(notes).getByText('Please text before arriving.')).toBeInTheDocument();
    expect(within(notes).getByText(/^Service address: /)).toBeInTheDocument();
    expect(within(notes).getByText(/Gate code 4417/).textContent).toBe('Gate code 4417.\nDog in the backyard.');
    // Above the editor's sections.
    const form = screen.getByRole('form', { name: 'Intake' });
    const firstSectionField = within(form).getByRole('textbox', { name: 'Title' });
    expect(notes.compareDocumentPosition(firstSectionField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }, 120_000);

  it('show in the appointment dialog of the intake', async () => {
    const intake = intakeWithNotes('Spanish preferred.', 'Park on the street.');
    const { user } = await openRoute('office', `/intake/edit/${intake.context}`);
    const schedule = await screen.findByRole('region', { name: 'Schedule' }, { timeout: 30_000 });
    await user.click(within(schedule).getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Appointment' });
    const notes = await within(dialog).findByRole('region', { name: 'Notes' });
    expect(within(notes).getByText('Spanish preferred.')).toBeInTheDocument();
    expect(within(notes).getByText('Park on the street.')).toBeInTheDocument();
  }, 120_000);

  it('leave the panel out when neither has notes', async () => {
    const intake = intakeWithNotes('', '');
    await openRoute('office', `/intake/edit/${intake.context}`);
    expect(await screen.findByRole('textbox', { name: 'Title' }, { timeout: 30_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Service Address/ })).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Notes' })).not.toBeInTheDocument();
  }, 120_000);
});
