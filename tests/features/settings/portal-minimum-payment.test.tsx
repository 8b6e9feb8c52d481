import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { endpoints } from '@/config/endpoints';
import { PortalMinimumPaymentCard } from '@/features/settings/components/portal-minimum-payment-card';
import { paymentSettingSchema } from '@/lib/schemas/payment-provider-schemas';
import { PORTAL_MIN_PAYMENT_PERCENT_CODE, PORTAL_MIN_PAYMENT_PERCENT_MESSAGE } from '@/lib/schemas/portal-schemas';
import { mockControl } from '../../../mocks/control';
import { getDb } from '../../../mocks/db/store';
import { openRoute, renderElement, signInAs, useRouteTests } from '../../support/render-route';

useRouteTests({
  preload: () => Promise.all([import('@/features/settings/components/settings-layout-page'), import('@/features/settings/components/credit-card-payments-page')]),
});
beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => undefined);
  vi.spyOn(toast, 'warning').mockImplementation(() => undefined);
});

const LABEL = 'Minimum partial payment (%)';
const SAVED = 'Minimum partial payment saved.';
const updateEndpoint = endpoints.systemSettingGroups.updatePortalMinimumPayment;
const storedPercent = () => getDb().systemSettings.get(PORTAL_MIN_PAYMENT_PERCENT_CODE)?.value;

function linkSeededAccount(): void {
  getDb().paymentProviderAccount.update({ detailsSubmitted: true, businessName: 'Northwind HP LLC', linkedAt: '2025-03-04T15:00:00.000Z' });
}

async function openLinkedPage() {
  linkSeededAccount();
  const rendered = await openRoute('admin', '/settings/credit-card-payments');
  const section = await screen.findByRole('form', { name: 'Customer Portal Payments' });
  return { ...rendered, section, field: within(section).getByRole('textbox', { name: LABEL }) };
}

describe('credit card payments: minimum partial payment', () => {
  it('shows the seeded 25 with its explanation', async () => {
    const { section, field } = await openLinkedPage();
    expect(field).toHaveValue('25');
    expect(field).toBeEnabled();
    expect(section).toHaveTextContent(
      'Customers paying an invoice in the customer portal may pay part of it, down to this percentage of the amount due. Under $50 due, the whole amount is required.',
    );
    expect(within(section).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('refuses 0 under the field without calling the server', async () => {
    const { user, fill, section, field } = await openLinkedPage();
    await fill(field, '0');
    await user.click(within(section).getByRole('button', { name: 'Save' }));

    expect(await within(section).findByText(PORTAL_MIN_PAYMENT_PERCENT_MESSAGE)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(mockControl.callCount(updateEndpoint)).toBe(0);
    expect(toast.success).not.toHaveBeenCalled();
    expect(storedPercent()).toBe('25');
  });

  it('saves 40, says so, and shows 40 when the page opens again', async () => {
    const { user, fill, section, field } = await openLinkedPage();
    await fill(field, '40');
    await user.click(within(section).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(SAVED));
    expect(mockControl.callCount(updateEndpoint)).toBe(1);
    expect(storedPercent()).toBe('40');
    expect(field).toHaveValue('40');

    cleanup();
    await openRoute('admin', '/settings/credit-card-payments');
    const again = await screen.findByRole('form', { name: 'Customer Portal Payments' });
    expect(within(again).getByRole('textbox', { name: LABEL })).toHaveValue('40');
  });

  it("shows the server's refusal under the field and keeps what was typed", async () => {
    const { user, fill, section, field } = await openLinkedPage();
    mockControl.failNext(updateEndpoint, { status: 400, body: [PORTAL_MIN_PAYMENT_PERCENT_MESSAGE] });
    await fill(field, '30');
    await user.click(within(section).getByRole('button', { name: 'Save' }));

    expect(await within(section).findByText(PORTAL_MIN_PAYMENT_PERCENT_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field).toHaveValue('30');
    expect(toast.success).not.toHaveBeenCalled();
    expect(storedPercent()).toBe('25');
  });

  it('is read-only, without Save, for a user who is not an administrator', async () => {
    await signInAs('office');
    const settings = getDb()
      .systemSettings.all()
      .filter((setting) => setting.category === 'PAYMENT')
      .map((setting) => paymentSettingSchema.parse(setting));
    renderElement(<PortalMinimumPaymentCard settings={settings} />);

    const section = await screen.findByRole('form', { name: 'Customer Portal Payments' });
    const field = within(section).getByRole('textbox', { name: LABEL });
    expect(field).toHaveValue('25');
    expect(field).toBeDisabled();
    expect(within(section).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
