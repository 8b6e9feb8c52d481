import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';

useRouteTests({ preload: () => import('@/features/intake/components/intake-add-page') });

describe('focus in Create Intake', () => {
  it('starts on Title, and step 2 puts focus on the empty Type field, not on Create Intake Record', async () => {
    const customer = getDb().customers.all().find((candidate) => candidate.active && candidate.addresses.length > 0)!;
    const { user, fill } = await openRoute('office', `/intake/add/${customer.context}`);
    const dialog = await screen.findByRole('dialog', { name: 'Create Intake' });
    const title = await within(dialog).findByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveFocus());
    await fill(title, 'Water heater leaking');
    await user.keyboard('{Enter}');
    const type = await within(dialog).findByRole('combobox', { name: 'Type' });
    await waitFor(() => expect(type).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Create Intake Record' })).not.toHaveFocus();
  }, 60_000);
});
