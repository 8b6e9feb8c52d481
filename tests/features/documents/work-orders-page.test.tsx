import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { customerName } from '../../../mocks/db/record-views';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';
import { stubPhone, unstubPhone } from './export-capture';
import { bodyRows, columnTexts } from './list-table';

/** The work order list (spec 3 §2): the default status filter, no add button, phone cards, paging only with results, sorts. */
const loaded = { timeout: 10_000 };

useRouteTests({
  preload: () => import('@/features/documents/components/work-orders-page'),
  // The first render of a list pays for compiling MUI and the kit: once, before the timed tests.
  warmUp: async () => {
    await openRoute('office', '/workorders');
    await screen.findByRole('region', { name: 'Work Orders' }, { timeout: 60_000 });
  },
});
afterEach(unstubPhone);

const workOrders = () => getDb().workOrders.all();

describe('work order list', () => {
  it('opens newest first with the statuses of the work order status filter preference and no add button', async () => {
    await openRoute('office', '/workorders', { preferences: [{ key: 'WO_DEF_STAT_FLTR', value: 'Cancelled;Pending' }] });
    const table = await screen.findByRole('table', { name: 'Work Orders' }, loaded);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending, Cancelled');
    const matching = workOrders().filter((workOrder) => workOrder.status === 'Pending' || workOrder.status === 'Cancelled');
    expect(bodyRows(table)).toHaveLength(Math.min(matching.length, 25));
    for (const status of columnTexts(table, 'Status')) expect(['Pending', 'Cancelled']).toContain(status);
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(0, 3)).toEqual(['Date, sorted descending', 'Work Order', 'Status']);
    expect(screen.queryByRole('link', { name: /Add/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Rows per page/)).toBeInTheDocument();
  });

  it('shows no paging when nothing matches', async () => {
    await openRoute('office', '/workorders?status=&q=zzzqqqxx');
    expect(await screen.findByText('No work orders match the filter.', undefined, loaded)).toBeInTheDocument();
    expect(screen.queryByText(/Rows per page/)).not.toBeInTheDocument();
  });

  it('sorts by work order number from the Sort select', async () => {
    const { user, router } = await openRoute('office', '/workorders?status=');
    const table = await screen.findByRole('table', { name: 'Work Orders' }, loaded);
    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.click(await screen.findByRole('option', { name: 'Work Order # High to Low' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=WorkOrderId'));
    const highest = Math.max(...workOrders().map((workOrder) => workOrder.number));
    await waitFor(() => expect(columnTexts(table, 'Work Order')[0]).toMatch(new RegExp(`^${highest}`)));
  });

  it('shows phone cards with the number, the status, the job description and the customer contact', async () => {
    stubPhone();
    await openRoute('office', '/workorders?status=');
    const cards = await screen.findByRole('list', { name: 'Work Orders' }, loaded);
    const newest = [...workOrders()].sort((a, b) => b.date.localeCompare(a.date) || b.number - a.number)[0]!;
    const card = within(cards).getAllByRole('listitem')[0]!;
    expect(within(card).getByText(`Work Order ${newest.number}`)).toBeInTheDocument();
    expect(within(card).getByText(newest.status)).toBeInTheDocument();
    const job = getDb().jobs.get(newest.jobContext)!;
    if (job.description.trim()) expect(within(card).getByText(job.description.trim().slice(0, 40), { exact: false })).toBeInTheDocument();
    expect(within(card).getByText(customerName(getDb().customers.get(newest.serviceCustomerContext)!))).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Actions for Work Order ${newest.number}` })).toBeInTheDocument();
    expect(within(cards).queryByRole('table')).not.toBeInTheDocument();
  });

  it("changes a work order's status from its card's status button, offering only the selectable statuses", async () => {
    stubPhone();
    await openRoute('office', '/workorders?status=');
    const cards = await screen.findByRole('list', { name: 'Work Orders' }, loaded);
    const newest = [...workOrders()].sort((a, b) => b.date.localeCompare(a.date) || b.number - a.number)[0]!;
    const card = within(cards).getAllByRole('listitem')[0]!;
    await userEvent.click(within(card).getByRole('button', { name: `${newest.status}: change the status of Work Order ${newest.number}` }));
    const dialog = await screen.findByRole('dialog', { name: `Work Order ${newest.number} Status` });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Status/ }));
    const offered = screen.getAllByRole('option').map((option) => option.textContent);
    expect(offered).toEqual(['Pending', 'Complete', 'Hold', 'Cancelled'].filter((status) => status !== newest.status));
    const next = offered[0]!;
    await userEvent.click(screen.getByRole('option', { name: next }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText(`Work order status updated to: ${next}.`)).toBeInTheDocument();
    await waitFor(() => expect(getDb().workOrders.get(newest.context)?.status).toBe(next));
  });
});
