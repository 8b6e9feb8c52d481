import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/config/endpoints';
import { contactMessages } from '@/lib/schemas/contact-schemas';
import { mockControl } from '../../../mocks/control';
import { customerContext } from '../../../mocks/db/seed-customers';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';

useRouteTests({ preload: () => import('@/features/customers/components/customer-add-page') });

describe('address and telephone fields', () => {
  it('format a telephone number as it is typed and give the address and telephone messages', async () => {
    const { user, fill } = await openRoute('office', '/customers/add', { userEvent: { delay: null } });
    await fill(await screen.findByRole('textbox', { name: 'First Name' }), 'Zed');
    await fill(screen.getByRole('textbox', { name: 'Last Name' }), 'Quill');
    await user.click(screen.getByRole('button', { name: 'Add Telephone' }));
    const number = within(screen.getByRole('group', { name: 'Telephone 1' })).getByRole('textbox', { name: 'Number' });
    await user.type(number, '5035550187');
    expect(number).toHaveValue('(503) 555-0187');

    await fill(number, '555-0187');
    await fill(screen.getByRole('textbox', { name: 'Street' }), '12 Elm St');
    await fill(screen.getByRole('textbox', { name: 'City' }), 'Portland');
    await fill(screen.getByRole('textbox', { name: 'State' }), 'Oregon');
    await fill(screen.getByRole('textbox', { name: 'Postal Code' }), '9721');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(contactMessages.stateInvalid)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.postalCodeInvalid)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.telephoneInvalid)).toBeInTheDocument();
    expect(mockControl.callCount(endpoints.customer.create)).toBe(0);
  }, 120_000);
});

describe('possible duplicates while typing', () => {
  it('checks once the name and a telephone number are in, shows the matches and opens one', async () => {
    const { user, fill, router } = await openRoute('office', '/customers/add');
    await fill(await screen.findByRole('textbox', { name: 'First Name' }), 'Ana');
    await fill(screen.getByRole('textbox', { name: 'Last Name' }), 'Alvarez');
    await user.click(screen.getByRole('button', { name: 'Add Telephone' }));
    await fill(within(screen.getByRole('group', { name: 'Telephone 1' })).getByRole('textbox', { name: 'Number' }), '503-555-0122');
    // Debounced: nothing is asked the moment the number is complete.
    expect(mockControl.callCount(endpoints.customer.findDuplicates)).toBe(0);

    const matches = await screen.findByRole('region', { name: /^Possible duplicate/ });
    expect(within(matches).getByText(/Same telephone number \(503\) 555-0122/)).toBeInTheDocument();
    expect(mockControl.callCount(endpoints.customer.findDuplicates)).toBe(1);
    const link = within(matches).getByRole('link', { name: 'Marcus Bell' });
    expect(link).toHaveAttribute('href', `/customers/view/${customerContext('bell')}`);

    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customers/view/${customerContext('bell')}`));
    expect(screen.queryByRole('dialog', { name: 'Unsaved Changes' })).not.toBeInTheDocument();
    expect(mockControl.callCount(endpoints.customer.create)).toBe(0);
  }, 120_000);

  it('asks once for an email address typed key by key', async () => {
    // Keys without a pause between them: the check waits for the pause after the last one.
    const { user, fill } = await openRoute('office', '/customers/add', { userEvent: { delay: null } });
    await fill(await screen.findByRole('textbox', { name: 'First Name' }), 'Tom');
    await fill(screen.getByRole('textbox', { name: 'Last Name' }), 'Becker');
    await user.click(screen.getByRole('button', { name: 'Add Email' }));
    const address = within(screen.getByRole('group', { name: 'Email 1' })).getByRole('textbox', { name: 'Email Address' });
    // "tom.becker@example.co" is a complete address on the way: the pause after the last key asks once.
    await user.type(address, 'tom.becker@example.com');
    const matches = await screen.findByRole('region', { name: /^Possible duplicate/ });
    expect(within(matches).getByRole('link', { name: 'Tom Becker' })).toBeInTheDocument();
    expect(within(matches).getByText(/Same email address tom\.becker@example\.com/i)).toBeInTheDocument();
    expect(mockControl.callCount(endpoints.customer.findDuplicates)).toBe(1);
  }, 120_000);

  it('makes Open Existing the primary action of the dialog on Save and gives focus back to Save on Cancel', async () => {
    const { user, fill } = await openRoute('office', '/customers/add');
    await fill(await screen.findByRole('textbox', { name: 'First Name' }), 'Marcus');
    await fill(screen.getByRole('textbox', { name: 'Last Name' }), 'Bell');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Possible Duplicate Customer' });
    const openExisting = within(within(dialog).getByRole('listitem', { name: 'Marcus Bell' })).getByRole('button', { name: 'Open Existing Customer' });
    await waitFor(() => expect(openExisting).toHaveFocus());
    expect(openExisting).toHaveClass('MuiButton-contained');
    expect(within(dialog).getByRole('button', { name: 'Create Anyway' })).not.toHaveClass('MuiButton-contained');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Possible Duplicate Customer' })).not.toBeInTheDocument());
    await waitFor(() => expect(save).toHaveFocus());
  }, 120_000);
});

describe('service address notes', () => {
  it('are typed on a service address, saved, and shown on the customer view', async () => {
    const { user, fill, router } = await openRoute('office', '/customers/add');
    await fill(await screen.findByRole('textbox', { name: 'First Name' }), 'Zed');
    await fill(screen.getByRole('textbox', { name: 'Last Name' }), 'Quill');
    const address = screen.getByRole('group', { name: 'Address 1' });
    await fill(within(address).getByRole('textbox', { name: 'Street' }), '12 Elm St');
    await fill(within(address).getByRole('textbox', { name: 'City' }), 'Portland');
    await fill(within(address).getByRole('textbox', { name: 'State' }), 'or');
    await fill(within(address).getByRole('textbox', { name: 'Postal Code' }), '97214-1234');
    await fill(within(address).getByRole('textbox', { name: 'Access Instructions' }), 'Gate code 2580.\nFriendly dog.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/customers\/view\//));
    const saved = getDb().customers.all().find((customer) => customer.lastName === 'Quill')!;
    expect(saved.addresses[0]).toMatchObject({ state: 'OR', postalCode: '97214-1234', notes: 'Gate code 2580.\nFriendly dog.' });
    expect(await screen.findByText(/Gate code 2580/)).toBeInTheDocument();
  }, 120_000);

  it('belong to service addresses only', async () => {
    const { user } = await openRoute('office', '/customers/add');
    await user.click(await screen.findByRole('button', { name: 'Add Address' }));
    const second = screen.getByRole('group', { name: 'Address 2' });
    expect(within(second).getByRole('textbox', { name: 'Access Instructions' })).toBeInTheDocument();
    await user.click(within(second).getByRole('combobox', { name: /Type/ }));
    await user.click(screen.getByRole('option', { name: 'Billing' }));
    expect(within(second).queryByRole('textbox', { name: 'Access Instructions' })).not.toBeInTheDocument();
  }, 120_000);
});
