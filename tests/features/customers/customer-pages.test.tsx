import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { endpoints } from '@/config/endpoints';
import { customerMessages } from '@/lib/schemas/customer-schemas';
import { mockControl } from '../../../mocks/control';
import { customerContext } from '../../../mocks/db/seed-customers';
import { getDb } from '../../../mocks/db/store';
import { CUSTOMER_HAS_WORK_TEXT } from '../../../mocks/handlers/customer-handlers';
import { openRoute, useRouteTests } from '../../support/render-route';

// Load the list page once up front, so the first test does not pay for compiling it.
useRouteTests({ preload: () => import('@/features/customers/components/customers-page') });

describe('customer list', () => {
  it('lists active customers with sub-customer lines, links and Add Customer; searches by telephone', async () => {
    const { router, user } = await openRoute('office', '/customers');
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(within(table).getByRole('link', { name: 'Alicia Moreno' })).toHaveAttribute('href', `/customers/view/${customerContext('moreno')}`);
    const unit = within(table).getByRole('link', { name: 'Bluebird Bistro \u2013 Catering Kitchen' }).closest('tr')!;
    expect(within(unit).getByText(/Sub-customer of Bluebird Bistro/)).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Derek Walsh' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Customer' })).toHaveAttribute('href', '/customers/add');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '55');
    expect(screen.getByText('The search term must be at least 3 characters.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '5-0122{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=555-0122'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Customers' })).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Marcus Bell' })).toBeInTheDocument();
  });

  it('shows inactive customers with the badge and sorts by date created', async () => {
    await openRoute('office', '/customers?active=Inactive&sort=DateCreated&dir=DESC');
    const table = await screen.findByRole('table', { name: 'Customers' });
    const row = within(table).getByRole('link', { name: 'Derek Walsh' }).closest('tr')!;
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveTextContent('Newest First');
    const created = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tableRow) => Date.parse(within(tableRow).getAllByRole('cell').at(-1)!.textContent!));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });
});

describe('customer view', () => {
  it('shows the customer, notes with line breaks and the history with links', async () => {
    const context = customerContext('nguyen');
    getDb().customers.all().find((customer) => customer.context === context)!.notes = 'Line one\nLine two';
    const { user } = await openRoute('office', `/customers/view/${context}`);
    expect(await screen.findByRole('heading', { name: 'Robert Nguyen', level: 2 })).toBeInTheDocument();
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(within(notes).getByText(/Line one/)).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(within(notes).getByText(/Line one/).textContent).toBe('Line one\nLine two');
    expect(screen.getByRole('link', { name: '(503) 555-0179' })).toHaveAttribute('href', 'tel:5035550179');
    expect(screen.getByRole('link', { name: 'Add Intake Form' })).toHaveAttribute('href', `/intake/add/${context}`);
    expect(screen.getByRole('link', { name: 'Add Job' })).toHaveAttribute('href', `/jobs/add/${context}`);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/customers/edit/${context}`);

    const intake = await screen.findByRole('table', { name: 'Intake' });
    const firstIntake = getDb()
      .intakes.all().filter((item) => item.customerContext === context)
      .sort((a, b) => b.dateTime.localeCompare(a.dateTime))[0]!;
    expect(within(intake).getByRole('link', { name: firstIntake.description })).toHaveAttribute('href', `/intake/view/${firstIntake.context}`);

    await user.click(screen.getByRole('tab', { name: /^Jobs \(3\)$/ }));
    const jobs = screen.getByRole('table', { name: 'Jobs' });
    const job = getDb().jobs.all().find((item) => item.serviceCustomerContext === context)!;
    expect(within(jobs).getByRole('link', { name: `#${job.number} ${job.name}` })).toHaveAttribute('href', `/jobs/view/${job.context}`);
    await user.click(screen.getByRole('tab', { name: /^Invoices/ }));
    expect(within(screen.getByRole('table', { name: 'Invoices' })).getAllByText(/^\$[\d,]+\.\d\d$/).length).toBeGreaterThan(0);
    expect(mockControl.callCount(endpoints.customer.getActivity)).toBe(1);
  });

  it('lists sub-customers with Add Sub-Customer, and shows a sub-customer its parent', async () => {
    const { user, router } = await openRoute('office', `/customers/view/${customerContext('riverside')}`);
    const subs = await screen.findByRole('region', { name: 'Sub-Customers' });
    expect(within(subs).getByRole('link', { name: 'Riverside Lofts \u2013 Building C' })).toBeInTheDocument();
    expect(within(subs).getByText('Inactive')).toBeInTheDocument();
    expect(within(subs).getByRole('link', { name: 'Add Sub-Customer' })).toHaveAttribute('href', `/customers/add?parent=${customerContext('riverside')}`);
    await user.click(within(subs).getByRole('link', { name: 'Riverside Lofts \u2013 Building C' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customers/view/${customerContext('riverside-lofts')}`));
    expect(await screen.findByRole('link', { name: 'Riverside Property Group' })).toHaveAttribute('href', `/customers/view/${customerContext('riverside')}`);
    expect(screen.queryByRole('region', { name: 'Sub-Customers' })).not.toBeInTheDocument();
  });

  it('says why a customer with jobs cannot be deleted and keeps it', async () => {
    const { user, router } = await openRoute('office', `/customers/view/${customerContext('bell')}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Customer?' })).getByRole('button', { name: 'Delete Customer' }));
    expect(await screen.findByText(CUSTOMER_HAS_WORK_TEXT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/customers/view/${customerContext('bell')}`);
    expect(getDb().customers.all().some((customer) => customer.context === customerContext('bell'))).toBe(true);
  });

  it('deletes a customer without intake or jobs after confirmation', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const context = customerContext('donovan');
    const { user, router } = await openRoute('office', `/customers/view/${context}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Customer?' })).getByRole('button', { name: 'Delete Customer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
    expect(success).toHaveBeenCalledWith('Customer deleted.');
    expect(getDb().customers.all().some((customer) => customer.context === context)).toBe(false);
  });
});

describe('customer editor', () => {
  it('validates, warns about a possible duplicate and opens the existing customer', async () => {
    const { user, fill, router } = await openRoute('office', '/customers/add');
    const first = await screen.findByRole('textbox', { name: 'First Name' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(customerMessages.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(customerMessages.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText('Unable to save, please review the form for errors.')).toBeInTheDocument();
    expect(mockControl.callCount(endpoints.customer.findDuplicates)).toBe(0);

    await fill(first, 'Marcus');
    await fill(screen.getByRole('textbox', { name: 'Last Name' }), 'Bell');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Possible Duplicate Customer' });
    const match = within(dialog).getByRole('listitem', { name: 'Marcus Bell' });
    expect(within(match).getByText('Same name')).toBeInTheDocument();
    expect(mockControl.callCount(endpoints.customer.create)).toBe(0);
    await user.click(within(match).getByRole('button', { name: 'Open Existing Customer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customers/view/${customerContext('bell')}`));
    expect(screen.queryByRole('dialog', { name: 'Unsaved Changes' })).not.toBeInTheDocument();
    expect(mockControl.callCount(endpoints.customer.create)).toBe(0);
  }, 30_000);

  it('creates a company customer anyway after the warning, with job defaults', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user, fill, router } = await openRoute('office', '/customers/add');
    await user.click(await screen.findByRole('radio', { name: 'Company' }));
    await fill(screen.getByRole('textbox', { name: 'Company Name' }), 'Bluebird Bistro');
    await fill(screen.getByRole('textbox', { name: 'Street' }), '88 SE Ash St');
    await fill(screen.getByRole('textbox', { name: 'City' }), 'Portland');
    await fill(screen.getByRole('textbox', { name: 'State' }), 'OR');
    await fill(screen.getByRole('textbox', { name: 'Postal Code' }), '97214');
    await fill(screen.getByRole('textbox', { name: 'Notes' }), 'Back door.\nAsk for Sam.');
    await fill(screen.getByRole('textbox', { name: 'Discount' }), '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(customerMessages.discountInvalid)).toBeInTheDocument();
    await fill(screen.getByRole('textbox', { name: 'Discount' }), '10');
    await fill(screen.getByRole('textbox', { name: 'Tax Override' }), '7.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Possible Duplicate Customer' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/customers\/view\//));
    expect(success).toHaveBeenCalledWith('Customer created.');
    const created = getDb().customers.all().filter((customer) => customer.companyName === 'Bluebird Bistro');
    expect(created).toHaveLength(2);
    expect(created[1]).toMatchObject({ notes: 'Back door.\nAsk for Sam.', jobConfig: { discount: 10, taxOverride: 7.5 } });
    expect(created[1]!.jobConfig.paymentTermContext).not.toBeNull();
  }, 30_000);

  it('adds a sub-customer from ?parent= with the parent job defaults', async () => {
    const { user, fill, router } = await openRoute('office', `/customers/add?parent=${customerContext('maple-court')}`);
    expect(await screen.findByText(/New sub-customer of Maple Court Property Management/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Company' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Discount' })).toHaveValue('5');
    await fill(screen.getByRole('textbox', { name: 'Company Name' }), 'Maple Court Apartments \u2013 Unit 9C');
    await user.click(screen.getByRole('button', { name: 'Remove Address 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/customers\/view\//));
    expect(await screen.findByRole('link', { name: 'Maple Court Property Management' })).toBeInTheDocument();
    const saved = getDb().customers.all().find((customer) => customer.companyName === 'Maple Court Apartments \u2013 Unit 9C')!;
    expect(saved).toMatchObject({ parentContext: customerContext('maple-court'), jobConfig: { discount: 5 } });
  }, 30_000);

  it('edits a customer, warns before leaving, keeps edits on a 409 and saves', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const context = customerContext('cho');
    const { user, fill, router } = await openRoute('office', `/customers/edit/${context}`);
    const last = await screen.findByRole('textbox', { name: 'Last Name' });
    expect(last).toHaveValue('Cho');
    await fill(last, 'Cho-Park');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const leave = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    await user.click(within(leave).getByRole('button', { name: 'Stay' }));
    expect(last).toHaveValue('Cho-Park');

    mockControl.failNext(endpoints.customer.update, { status: 409, body: 'changed' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/was changed by someone else after you opened it/)).toBeInTheDocument();
    await user.click(within(await screen.findByRole('dialog', { name: 'This record has changed' })).getByRole('button', { name: 'OK' }));
    expect(last).toHaveValue('Cho-Park');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customers/view/${context}`));
    expect(success).toHaveBeenCalledWith('Customer updated.');
    expect(await screen.findByRole('heading', { name: 'Hannah Cho-Park', level: 2 })).toBeInTheDocument();
  }, 30_000);
});

describe('customer permissions', () => {
  it('lets a technician view customers without Add, Edit, Delete, Add Intake Form or Add Job', async () => {
    await openRoute('tech', '/customers');
    await screen.findByRole('table', { name: 'Customers' });
    expect(screen.queryByRole('link', { name: 'Add Customer' })).not.toBeInTheDocument();
  });

  it('hides the actions on the view page from a technician', async () => {
    await openRoute('tech', `/customers/view/${customerContext('nguyen')}`);
    expect(await screen.findByRole('heading', { name: 'Robert Nguyen', level: 2 })).toBeInTheDocument();
    for (const name of ['Edit', 'Delete', 'Add Intake Form', 'Add Job', 'Add Sub-Customer']) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(await screen.findByRole('tab', { name: /^Jobs/ })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /^Invoices/ })).not.toBeInTheDocument();
  });

  it.each(['/customers/add', `/customers/edit/${customerContext('nguyen')}`])('sends a technician from %s to the unauthorized screen', async (entry) => {
    const { router } = await openRoute('tech', entry);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/unauthorized\/CUST_[UC]$/));
  });
});
