import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';

useRouteTests({ preload: () => import('@/features/customers/components/customer-view-page') });

describe('Tasks section of a customer', () => {
  it("lists the customer's tasks with View All and Add Task linked to the customer, and Add Task prefills the link", async () => {
    const db = getDb();
    const task = db.tasks.all().find((candidate) => candidate.customerContext && !candidate.jobContext && !candidate.intakeContext && candidate.title)!;
    const customer = db.customers.get(task.customerContext)!;
    const { router, user } = await openRoute('office', `/customers/view/${customer.context}`);
    const section = await screen.findByRole('region', { name: 'Tasks' });
    expect(await within(section).findByRole('link', { name: task.title })).toHaveAttribute('href', `/tasks/view/${task.context}`);
    expect(within(section).getByRole('link', { name: 'View All' })).toHaveAttribute('href', `/tasks?customer=${customer.context}&assigned=All&status=`);
    await user.click(within(section).getByRole('link', { name: 'Add Task' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks/add'));
    const belongsTo = await screen.findByText('Customer:', { exact: false });
    expect(belongsTo).toHaveTextContent(/Customer:/);
    expect(screen.getByRole('button', { name: 'Remove Link' })).toBeInTheDocument();
  }, 30_000);
});
