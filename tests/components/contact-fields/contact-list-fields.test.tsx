import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { AddressListField } from '@/components/contact-fields/address-list-field';
import { EmailListField } from '@/components/contact-fields/email-list-field';
import { TelephoneListField } from '@/components/contact-fields/telephone-list-field';
import type { Address, Email, Telephone } from '@/lib/schemas/common-schemas';
import { addressListInputSchema, blankAddress, contactMessages, emailListInputSchema, telephoneListInputSchema } from '@/lib/schemas/contact-schemas';

const schema = z.object({ telephoneList: telephoneListInputSchema, emailList: emailListInputSchema, addresses: addressListInputSchema });
type Values = z.infer<typeof schema>;

function Harness({ initial, onSubmit }: { initial: Values; onSubmit: (values: Values) => void }) {
  const { control, setValue, handleSubmit } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: initial });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <TelephoneListField control={control} setValue={setValue} name="telephoneList" />
      <EmailListField control={control} setValue={setValue} name="emailList" />
      <AddressListField control={control} setValue={setValue} name="addresses" />
      <button type="submit">Submit</button>
    </form>
  );
}

const telephone = (number: string, primary: boolean): Telephone => ({ context: number, telephoneType: 'Work', number, primary });
const address = (addressType: Address['addressType'], street1: string, primary: boolean): Address => ({
  ...blankAddress(addressType),
  context: street1,
  street1,
  city: 'Portland',
  state: 'OR',
  postalCode: '97214',
  primary,
});

function setup(initial: Partial<Values> = {}) {
  const onSubmit = vi.fn();
  render(<Harness initial={{ telephoneList: [], emailList: [], addresses: [], ...initial }} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('telephone and email lists', () => {
  it('adds rows (the first one primary), moves the primary and passes it on when the primary row is removed', async () => {
    const { onSubmit, user } = setup();
    expect(screen.getByText('No telephone numbers.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Telephone' }));
    await user.click(screen.getByRole('button', { name: 'Add Telephone' }));
    const first = screen.getByRole('group', { name: 'Telephone 1' });
    const second = screen.getByRole('group', { name: 'Telephone 2' });
    expect(within(first).getByRole('radio', { name: 'Primary' })).toBeChecked();
    expect(within(second).getByRole('radio', { name: 'Primary' })).not.toBeChecked();

    await user.click(within(first).getByRole('textbox', { name: 'Number' }));
    await user.paste('503 555 0100');
    await user.click(within(second).getByRole('textbox', { name: 'Number' }));
    await user.paste('503 555 0101');
    await user.click(within(second).getByRole('radio', { name: 'Primary' }));
    expect(within(first).getByRole('radio', { name: 'Primary' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Remove Telephone 2' }));
    expect(screen.queryByRole('group', { name: 'Telephone 2' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Telephone 1' })).getByRole('radio', { name: 'Primary' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].telephoneList).toEqual([{ context: '', telephoneType: 'Work', number: '503 555 0100', primary: true }]);
  }, 40_000);

  it('shows each row its validation message', async () => {
    const { onSubmit, user } = setup({ emailList: [{ context: 'e', emailType: 'Work', address: 'nope', primary: true } satisfies Email] });
    await user.click(screen.getByRole('button', { name: 'Add Telephone' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(contactMessages.telephoneRequired)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.emailInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers the types of each list', async () => {
    const { user } = setup({ telephoneList: [telephone('5035550100', true)] });
    await user.click(within(screen.getByRole('group', { name: 'Telephone 1' })).getByRole('combobox', { name: /Type/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Mobile', 'Home', 'Work', 'Fax', 'Other']);
  });
});

describe('address list', () => {
  it('keeps one primary address per type when a type changes', async () => {
    const { onSubmit, user } = setup({ addresses: [address('Service', '1 Main St', true), address('Service', '2 Oak St', false)] });
    const first = screen.getByRole('group', { name: 'Address 1' });
    await user.click(within(first).getByRole('combobox', { name: /Type/ }));
    await user.click(screen.getByRole('option', { name: 'Billing' }));
    const second = screen.getByRole('group', { name: 'Address 2' });
    expect(within(first).getByRole('radio', { name: 'Primary billing address' })).toBeChecked();
    expect(within(second).getByRole('radio', { name: 'Primary service address' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    const third = screen.getByRole('group', { name: 'Address 3' });
    expect(within(third).getByRole('radio', { name: 'Primary service address' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Remove Address 3' }));

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].addresses.map((item: Address) => [item.street1, item.addressType, item.primary])).toEqual([
      ['1 Main St', 'Billing', true],
      ['2 Oak St', 'Service', true],
    ]);
  }, 40_000);
});
