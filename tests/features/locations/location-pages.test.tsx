import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { endpoints } from '@/config/endpoints';
import { contactMessages } from '@/lib/schemas/contact-schemas';
import { locationMessages } from '@/lib/schemas/location-schemas';
import { mockControl } from '../../../mocks/control';
import { locationContext } from '../../../mocks/db/seed-locations';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';

// Load the list page once up front, so the first test does not pay for compiling it.
useRouteTests({ preload: () => import('@/features/locations/components/locations-page') });

describe('location list', () => {
  it('lists active locations with links to their view pages and the Add Location button', async () => {
    const { router } = await openRoute('office', '/locations');
    const table = await screen.findByRole('table', { name: 'Locations' });
    expect(within(table).getByRole('link', { name: 'Main Office' })).toHaveAttribute('href', `/locations/view/${locationContext('main-office')}`);
    expect(within(table).queryByRole('link', { name: 'Beaverton Office' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Location' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/locations');
  });

  it('does not search with fewer than 3 characters and says why', async () => {
    const { router, user } = await openRoute('office', '/locations');
    await screen.findByRole('table', { name: 'Locations' });
    const searches = mockControl.callCount(endpoints.location.search);
    // Enter sends a term at once, without the typing pause: a short one is not sent.
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'wa{Enter}');
    expect(screen.getByText('The search term must be at least 3 characters.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'r{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=war'));
    const table = await screen.findByRole('table', { name: 'Locations' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('link', { name: 'Parts Warehouse' })).toBeInTheDocument();
    // One search, for "war": "wa" was never sent.
    expect(mockControl.callCount(endpoints.location.search)).toBe(searches + 1);
  });

  it('shows inactive locations with the badge under the Inactive filter', async () => {
    await openRoute('office', '/locations?active=Inactive');
    const table = await screen.findByRole('table', { name: 'Locations' });
    const row = within(table).getByRole('link', { name: 'Beaverton Office' }).closest('tr')!;
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
  });
});

describe('location editor', () => {
  it('adds a location: active by default, validates, saves and opens the view page', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { router, user, fill } = await openRoute('office', '/locations/add');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(locationMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText('Unable to save, please review the form for errors.')).toBeInTheDocument();
    expect(mockControl.callCount(endpoints.location.create)).toBe(0);

    await fill(name, 'North Portland Shop');
    await fill(screen.getByRole('textbox', { name: 'City' }), 'Portland');
    await user.click(screen.getByRole('button', { name: 'Add Telephone' }));
    const telephone = screen.getByRole('group', { name: 'Telephone 1' });
    expect(within(telephone).getByRole('radio', { name: 'Primary' })).toBeChecked();
    await fill(within(telephone).getByRole('textbox', { name: 'Number' }), '(503) 555-0190');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(contactMessages.streetRequired)).toBeInTheDocument();

    await fill(screen.getByRole('textbox', { name: 'Street' }), '8400 N Lombard St');
    await fill(screen.getByRole('textbox', { name: 'State' }), 'OR');
    await fill(screen.getByRole('textbox', { name: 'Postal Code' }), '97203');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/locations\/view\//));
    expect(success).toHaveBeenCalledWith('Location saved.');
    const stored = getDb().locations.all().find((location) => location.name === 'North Portland Shop');
    expect(stored).toMatchObject({ active: true, address: { street1: '8400 N Lombard St', postalCode: '97203' } });
    expect(await screen.findByRole('heading', { name: 'North Portland Shop' })).toBeInTheDocument();
  }, 40_000);

  it('keeps what was typed when the save fails', async () => {
    const { router, user, fill } = await openRoute('office', '/locations/add');
    mockControl.failNext(endpoints.location.create, { status: 400, body: ['Name is required.'] });
    await fill(await screen.findByRole('textbox', { name: 'Name' }), 'Overflow Lot');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockControl.callCount(endpoints.location.create)).toBe(1));
    // The server's refusal is shown in the error modal; once it is closed the form is as typed.
    const refusal = await screen.findByRole('dialog', { name: 'Please correct the following' });
    await user.click(within(refusal).getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/locations/add');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Overflow Lot');
  });

  it('asks before leaving an edited location, and stays on Stay', async () => {
    const { router, user } = await openRoute('office', `/locations/edit/${locationContext('service-shop')}`);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Service Shop');
    await user.type(name, ' East');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(`/locations/edit/${locationContext('service-shop')}`);
    expect(name).toHaveValue('Service Shop East');
  });

  it('sends the loaded version and keeps the edits on a 409, offering a reload', async () => {
    const { user, fill } = await openRoute('office', `/locations/edit/${locationContext('service-shop')}`);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    mockControl.failNext(endpoints.location.update, { status: 409, body: 'changed' });
    await fill(name, 'Service Shop East');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/was changed by someone else after you opened it/)).toBeInTheDocument();
    expect(name).toHaveValue('Service Shop East');
    await user.click(within(await screen.findByRole('dialog', { name: 'This record has changed' })).getByRole('button', { name: 'OK' }));
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Service Shop'));
  }, 40_000);
});

describe('location view', () => {
  it('deletes after confirmation and returns to the list with a toast', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const context = locationContext('gresham-depot');
    const { router, user } = await openRoute('office', `/locations/view/${context}`);
    expect(await screen.findByRole('heading', { name: 'East County Van Depot' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(503) 555-0168' })).toHaveAttribute('href', 'tel:5035550168');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Location?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Location' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/locations'));
    expect(success).toHaveBeenCalledWith('Location deleted.');
    expect(getDb().locations.all().some((location) => location.context === context)).toBe(false);
  });
});

describe('location permissions', () => {
  it.each(['/locations', `/locations/view/${locationContext('main-office')}`, `/locations/edit/${locationContext('main-office')}`, '/locations/add'])(
    'sends a user without LOC permissions from %s to the unauthorized screen',
    async (entry) => {
      const { router } = await openRoute('tech', entry);
      await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/unauthorized\/LOC_[RUC]$/));
      expect(mockControl.callCount(endpoints.location.search) + mockControl.callCount(endpoints.location.get)).toBe(0);
    },
  );
});
