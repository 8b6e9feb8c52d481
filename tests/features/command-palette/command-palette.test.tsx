import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { customerName } from '../../../mocks/db/record-views';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests, type DemoAccount } from '../../support/render-route';

const loaded = { timeout: 15_000 };
const START = paths.settingsCategory('preferences');

useRouteTests({
  preload: () => import('@/features/command-palette/components/command-palette-dialog'),
  warmUp: async () => {
    const { user } = await openRoute('office', START);
    await screen.findByRole('button', { name: 'Quick Find' }, { timeout: 60_000 });
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Quick Find' }, { timeout: 60_000 });
  },
});

async function openPalette(account: DemoAccount) {
  const rendered = await openRoute(account, START);
  const button = await screen.findByRole('button', { name: 'Quick Find' }, loaded);
  expect(button).toHaveAttribute('title', 'Quick Find (Ctrl+K)');
  expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
  await rendered.user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Quick Find' }, loaded);
  const box = within(dialog).getByRole('combobox', { name: 'Find' });
  await waitFor(() => expect(box).toHaveFocus());
  return { ...rendered, dialog, box };
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function customerWithTelephone() {
  const customer = getDb().customers.all().find((candidate) => candidate.active && candidate.telephoneList.length > 0)!;
  return { customer, name: customerName(customer), digits: customer.telephoneList[0]!.number.replace(/\D/g, '') };
}

describe('Command palette', () => {
  it('opens with Ctrl+K, finds a customer by part of a telephone number, Enter opens it; the empty box then shows it as recent', async () => {
    const { customer, name, digits } = customerWithTelephone();
    const { user, router, dialog, box } = await openPalette('office');
    await user.type(box, digits.slice(-7));
    const option = await within(dialog).findByRole('option', { name: new RegExp(`^${escaped(name)}\\s?Customer`) }, loaded);
    await waitFor(() => expect(within(dialog).getAllByRole('option')[0]).toBe(option));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.customersView(customer.context)));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Quick Find' })).not.toBeInTheDocument());

    await user.keyboard('{Control>}k{/Control}');
    const again = await screen.findByRole('dialog', { name: 'Quick Find' }, loaded);
    expect(within(again).getByRole('combobox', { name: 'Find' })).toHaveValue('');
    expect(within(again).getByText('Recent')).toBeInTheDocument();
    expect(within(again).getAllByRole('option')[0]).toHaveTextContent(name);
  }, 60_000);

  it('starts a new job for a customer with the keyboard only', async () => {
    const { customer, name } = customerWithTelephone();
    const { user, router, dialog, box } = await openPalette('office');
    await user.type(box, 'new job');
    await waitFor(() => expect(within(dialog).getAllByRole('option')[0]).toHaveTextContent('New job for …'));
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('New job for ');
    await user.type(box, name.slice(0, 6));
    const option = await within(dialog).findByRole('option', { name: new RegExp(`^New job for ${escaped(name)}`) }, loaded);
    while (box.getAttribute('aria-activedescendant') !== option.id) await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.jobsAddForCustomer(customer.context)));
  }, 60_000);

  it('goes to a menu destination and closes with Escape', async () => {
    const { user, router, dialog, box } = await openPalette('office');
    await user.type(box, 'schedule');
    await waitFor(() => expect(within(dialog).getAllByRole('option')[0]).toHaveTextContent('Go to Schedule'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Quick Find' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(START);
    // Opened while the page itself had the focus: closing does not leave it in the hidden box.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Quick Find' })).toHaveFocus());

    await user.click(await screen.findByRole('button', { name: 'Quick Find' }));
    const again = await screen.findByRole('dialog', { name: 'Quick Find' }, loaded);
    const box2 = within(again).getByRole('combobox', { name: 'Find' });
    await user.type(box2, 'prefer');
    await waitFor(() => expect(within(again).getAllByRole('option')[0]).toHaveTextContent('Go to Preferences'));
    // Company Information is for administrators: the office manager's menus do not have it.
    await user.clear(box2);
    await user.type(box2, 'company info');
    await waitFor(() => expect(within(again).queryByRole('progressbar')).not.toBeInTheDocument(), loaded);
    expect(within(again).queryByText('Go to Company Information')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
  }, 60_000);

  it('finds for a technician only what a technician may see', async () => {
    const invoice = getDb().invoices.all()[0]!;
    const { user, dialog, box } = await openPalette('tech');
    await user.type(box, String(invoice.number));
    await waitFor(() => expect(within(dialog).queryByText(/Searching/)).not.toBeInTheDocument(), loaded);
    expect(within(dialog).queryByRole('option', { name: new RegExp(`Invoice ${invoice.number}`) })).not.toBeInTheDocument();
    for (const term of ['record payment', 'new job', 'invoices', 'users']) {
      await user.clear(box);
      await user.type(box, term);
      await waitFor(() => expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument(), loaded);
      const texts = within(dialog).queryAllByRole('option').map((option) => option.textContent ?? '');
      expect(texts.filter((text) => /Record payment|New job for|Go to Invoices|Go to Users and Roles|^Invoice \d/.test(text))).toEqual([]);
    }
    await user.clear(box);
    await user.type(box, 'sched');
    await waitFor(() => expect(within(dialog).getAllByRole('option')[0]).toHaveTextContent('Go to Schedule'));
  }, 60_000);
});
