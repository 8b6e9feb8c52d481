import { useState, type ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { endpoints } from '@/config/endpoints';
import {
  CustomerPicker,
  CustomerSummaryEditor,
  CustomerSummaryView,
  emptyCustomerSummaryValue,
  type CustomerSelection,
  type CustomerSummaryValue,
} from '@/features/customers';
import type { CustomerRef } from '@/lib/schemas/common-schemas';
import { mockControl } from '../../../mocks/control';
import { customerContext } from '../../../mocks/db/seed-customers';
import { getDb } from '../../../mocks/db/store';
import { renderElement, signInAs, useRouteTests } from '../../support/render-route';

useRouteTests();

async function show(account: 'office' | 'tech', element: ReactNode) {
  await signInAs(account);
  return renderElement(element, { path: '/host' }).user;
}

describe('CustomerPicker', () => {
  it('shows recent customers first, searches, and selects a customer with the primary service address', async () => {
    const onSelect = vi.fn<(selection: CustomerSelection) => void>();
    const user = await show('office', <CustomerPicker onSelect={onSelect} />);
    expect(await screen.findByRole('list', { name: 'Recent customers' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search Customers' }), 'wh');
    expect(screen.getByText('The search term must be at least 3 characters.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search Customers' }), 'itfield{Enter}');
    const results = await screen.findByRole('list', { name: 'Matching customers' });
    await waitFor(() => expect(within(results).getAllByRole('button')).toHaveLength(1));
    await user.click(within(results).getByRole('button', { name: /Dana Whitfield/ }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledTimes(1));
    const whitfield = getDb().customers.all().find((customer) => customer.context === customerContext('whitfield'))!;
    expect(onSelect.mock.calls[0]![0]).toEqual({
      customer: expect.objectContaining({ context: whitfield.context, customerName: 'Dana Whitfield', active: true, parentCustomerName: null }),
      serviceAddressContext: whitfield.addresses[0]!.context,
    });
  });

  it('quick-creates a customer, warning about a duplicate and offering to use it', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const onSelect = vi.fn<(selection: CustomerSelection) => void>();
    const user = await show('office', <CustomerPicker onSelect={onSelect} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search Customers' }), 'Marcus Bell');
    await user.click(screen.getByRole('button', { name: 'Add Customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Customer' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'First Name' })).toHaveValue('Marcus'));
    expect(within(dialog).getByRole('textbox', { name: 'Last Name' })).toHaveValue('Bell');
    await user.click(within(dialog).getByRole('button', { name: 'Add Customer' }));
    const warning = await screen.findByRole('dialog', { name: 'Possible Duplicate Customer' });
    await user.click(within(within(warning).getByRole('listitem', { name: 'Marcus Bell' })).getByRole('button', { name: 'Use Existing Customer' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledTimes(1));
    expect(onSelect.mock.calls[0]![0].customer.context).toBe(customerContext('bell'));
    expect(mockControl.callCount(endpoints.customer.create)).toBe(0);
  }, 20_000);

  it('creates a new customer when nothing matches and selects it', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const onSelect = vi.fn<(selection: CustomerSelection) => void>();
    const user = await show('office', <CustomerPicker onSelect={onSelect} />);
    await user.click(await screen.findByRole('button', { name: 'Add Customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Customer' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Customer' }));
    expect(await within(dialog).findByText('First name is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Priya');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last Name' }), 'Raman');
    await user.type(within(dialog).getByRole('textbox', { name: 'Telephone' }), '(503) 555-0000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Street' }), '12 NE Pine St');
    await user.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Portland');
    await user.type(within(dialog).getByRole('textbox', { name: 'State' }), 'OR');
    await user.type(within(dialog).getByRole('textbox', { name: 'Postal Code' }), '97232');
    await user.click(within(dialog).getByRole('button', { name: 'Add Customer' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledTimes(1));
    expect(success).toHaveBeenCalledWith('Customer created.');
    const created = getDb().customers.all().find((customer) => customer.lastName === 'Raman')!;
    expect(onSelect.mock.calls[0]![0]).toEqual({
      customer: expect.objectContaining({ context: created.context, customerName: 'Priya Raman' }),
      serviceAddressContext: created.addresses[0]!.context,
    });
  }, 20_000);

  it('offers no Add Customer without CUST_C', async () => {
    await show('tech', <CustomerPicker onSelect={() => undefined} />);
    expect(await screen.findByRole('list', { name: /customers/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Customer' })).not.toBeInTheDocument();
  });
});

function ControlledEditor({ initial, showBilling, onValue }: { initial: CustomerSummaryValue; showBilling?: boolean; onValue: (value: CustomerSummaryValue) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <CustomerSummaryEditor
      value={value}
      showBilling={showBilling}
      error={value.serviceCustomer ? undefined : 'Customer is required.'}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('CustomerSummaryEditor', () => {
  it('selects the service customer in a dialog, shows phone, email and addresses, and sets billing apart', async () => {
    const onValue = vi.fn<(value: CustomerSummaryValue) => void>();
    const user = await show('office', <ControlledEditor initial={emptyCustomerSummaryValue()} onValue={onValue} />);
    expect(screen.getByText('Customer is required.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select Customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Service Customer' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search Customers' }), 'Maple Court Property{Enter}');
    await user.click(await within(dialog).findByRole('button', { name: /^Maple Court Property Management/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Service Customer' })).not.toBeInTheDocument());

    const maple = getDb().customers.all().find((customer) => customer.context === customerContext('maple-court'))!;
    const service = maple.addresses.find((address) => address.addressType === 'Service')!;
    const billing = maple.addresses.find((address) => address.addressType === 'Billing')!;
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ serviceAddressContext: service.context, billingSameAsService: true, billingCustomer: null }));
    const section = screen.getByRole('region', { name: 'Service Customer' });
    expect(within(section).getByRole('link', { name: 'Maple Court Property Management' })).toHaveAttribute('href', `/customers/view/${maple.context}`);
    expect(within(section).getByRole('link', { name: maple.telephoneList[0]!.number })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(within(section).getByRole('link', { name: 'office@maplecourt-pm.test' })).toHaveAttribute('href', 'mailto:office@maplecourt-pm.test');
    expect(await within(section).findByRole('combobox', { name: 'Service Address' })).toHaveTextContent('1200 NW Naito Pkwy');

    await user.click(screen.getByRole('checkbox', { name: 'Same as service customer and address' }));
    expect(onValue).toHaveBeenLastCalledWith(
      expect.objectContaining({ billingSameAsService: false, billingCustomer: expect.objectContaining({ context: maple.context }), billingAddressContext: billing.context }),
    );
    expect(await screen.findByRole('combobox', { name: 'Billing Address' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Same as service customer and address' }));
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ billingSameAsService: true, billingCustomer: null, billingAddressContext: null }));
  }, 20_000);

  it('hides billing for intake and shows the Inactive badge', async () => {
    const walsh = getDb().customers.all().find((customer) => customer.context === customerContext('walsh'))!;
    const ref: CustomerRef = {
      context: walsh.context,
      customerName: 'Derek Walsh',
      parentCustomerName: null,
      active: false,
      telephoneList: walsh.telephoneList,
      emailList: walsh.emailList,
      address: walsh.addresses[0]!,
    };
    await show('office', <ControlledEditor initial={{ ...emptyCustomerSummaryValue(), serviceCustomer: ref, serviceAddressContext: walsh.addresses[0]!.context }} showBilling={false} onValue={() => undefined} />);
    const section = screen.getByRole('region', { name: 'Customer' });
    expect(within(section).getByText('Inactive')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Change Customer' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Billing' })).not.toBeInTheDocument();
    expect(await within(section).findByRole('combobox', { name: 'Service Address' })).toHaveTextContent('9300 N Lombard St');
  });
});

describe('CustomerSummaryView', () => {
  const bell: CustomerRef = {
    context: 'c-bell',
    customerName: 'Marcus Bell',
    parentCustomerName: null,
    active: false,
    telephoneList: [{ context: 't', telephoneType: 'Mobile', number: '(503) 555-0122', primary: true }],
    emailList: [{ context: 'e', emailType: 'Personal', address: 'marcus.bell@example.com', primary: true }],
    address: null,
  };
  const address = { context: 'a', addressType: 'Service' as const, street1: '1735 NE Alberta St', street2: '', city: 'Portland', state: 'OR', postalCode: '97211', primary: true };

  it('shows the customer with a link, badge, address, tel: and mailto: links', async () => {
    await show('office', <CustomerSummaryView customer={bell} serviceAddress={address} />);
    expect(screen.getByRole('link', { name: 'Marcus Bell' })).toHaveAttribute('href', '/customers/view/c-bell');
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('1735 NE Alberta St')).toBeInTheDocument();
    expect(screen.getByText('Portland, OR 97211')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(503) 555-0122' })).toHaveAttribute('href', 'tel:5035550122');
    expect(screen.getByRole('link', { name: 'marcus.bell@example.com' })).toHaveAttribute('href', 'mailto:marcus.bell@example.com');
    expect(screen.queryByRole('region', { name: 'Billing Customer' })).not.toBeInTheDocument();
  });

  it('shows a separate billing customer, and no link without CUST_R', async () => {
    const billing = { ...bell, context: 'c-maple', customerName: 'Maple Court Property Management', active: true };
    await signInAs('tech', { permissions: () => ['JOB_R'] });
    renderElement(<CustomerSummaryView customer={bell} serviceAddress={address} billingCustomer={billing} billingAddress={null} />);
    expect(screen.getByRole('region', { name: 'Billing Customer' })).toHaveTextContent('Maple Court Property Management');
    expect(screen.queryByRole('link', { name: 'Marcus Bell' })).not.toBeInTheDocument();
    expect(screen.getByText('Marcus Bell')).toBeInTheDocument();
  });
});
