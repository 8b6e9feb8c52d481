import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { AppointmentsSection } from '@/features/appointments';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';

useRouteTests();

/** A job with a Pending work order and a visit that does not hold it. */
function jobWithPendingWorkOrder() {
  const db = getDb();
  for (const workOrder of db.workOrders.all()) {
    if (workOrder.status !== 'Pending') continue;
    const visit = db.appointments.where('job', workOrder.jobContext).find((item) => !item.workOrderContexts.includes(workOrder.context));
    if (visit) return { workOrder, visit };
  }
  throw new Error('no job with a Pending work order and a visit');
}

describe('work orders on a visit', () => {
  it('attaches a job’s work order in Edit Appointment: the visit lists it and the work order becomes Scheduled', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { workOrder, visit } = jobWithPendingWorkOrder();
    const { user } = await openRoute('office', '/owner', {
      routes: [{ path: '/owner', element: <AppointmentsSection owner={{ kind: 'job', context: workOrder.jobContext }} actionsAllowed /> }],
    });
    // Visits of one job share its title: the first one (none holds a Pending work order).
    const [card] = await screen.findAllByRole('article', { name: visit.title });
    await user.click(within(card!).getByRole('button', { name: 'Appointment actions' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Edit Appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Appointment' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Work Orders' }));
    await user.click(await screen.findByRole('option', { name: new RegExp(`Work Order #${workOrder.number}\\b.*\\(Pending\\)`) }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Appointment updated.'));
    expect(getDb().workOrders.get(workOrder.context)!.status).toBe('Scheduled');
    expect(getDb().appointments.where('job', workOrder.jobContext).filter((item) => item.workOrderContexts.includes(workOrder.context))).toHaveLength(1);
  });
});
