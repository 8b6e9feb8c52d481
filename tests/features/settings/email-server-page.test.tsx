import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import {
  SMTP_MESSAGES,
  SMTP_NO_CHANGES,
  SMTP_SETTINGS_UPDATED,
  SMTP_TEST_SENT_TITLE,
  UNABLE_TO_SAVE,
  SMTP_UNABLE_TO_TEST,
  smtpTestSentMessage,
} from '@/lib/schemas/smtp-schemas';
import { mockControl } from '../../../mocks/control';
import { getDb } from '../../../mocks/db/store';
import { SMTP_TEST_SUBJECT } from '../../../mocks/handlers/smtp-handlers';
import { openRoute, useRouteTests } from '../../support/render-route';

useRouteTests({
  // Load the lazy route modules once up front, so the first test does not pay for transforming them.
  preload: () =>
    Promise.all([
      import('@/features/settings/components/settings-layout-page'),
      import('@/features/settings/components/email-server-page'),
      import('@/features/shell/components/unauthorized-page'),
    ]),
  // One untimed visit pays for the first render of the shell and the page's components.
  warmUp: openAsAdmin,
});
beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => undefined);
  vi.spyOn(toast, 'info').mockImplementation(() => undefined);
  vi.spyOn(toast, 'warning').mockImplementation(() => undefined);
});

const valueOf = (code: string): string | undefined => getDb().systemSettings.all().find((setting) => setting.code === code)?.value;

function openPage(account: 'admin' | 'office') {
  return openRoute(account, '/settings/email-server', { userEvent: { delay: null } });
}

async function openAsAdmin() {
  const opened = await openPage('admin');
  await screen.findByRole('heading', { name: 'Email Server', level: 1 });
  await screen.findByRole('radiogroup', { name: 'SMTP Override' });
  return opened;
}

/** Fields by label: much quicker than by role in a page this size. */
const box = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));
const password = () => screen.getByLabelText(/^Password/);

describe('email server page', () => {
  it('makes the server fields required only while SMTP override is Yes', async () => {
    const { user } = await openAsAdmin();
    expect(screen.getByLabelText('No')).toBeChecked();
    expect(box('Server')).not.toBeRequired();
    expect(box('Port')).toHaveValue('587');

    await user.click(screen.getByLabelText('Yes'));
    expect(box('Server')).toBeRequired();
    await user.click(screen.getByText('Save', { selector: 'button' }));
    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith(UNABLE_TO_SAVE));
    expect(screen.getByText(SMTP_MESSAGES.serverRequired)).toBeInTheDocument();
    expect(screen.getByText(SMTP_MESSAGES.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(SMTP_MESSAGES.passwordRequired)).toBeInTheDocument();

    // No removes the requirements, and their messages with them.
    await user.click(screen.getByLabelText('No'));
    await waitFor(() => expect(screen.queryByText(SMTP_MESSAGES.serverRequired)).not.toBeInTheDocument());
    expect(mockControl.callCount('SystemSetting/UpdateSmtp')).toBe(0);
  });

  it('saves the settings, masks the password and then finds no changes', async () => {
    const { user, fill } = await openAsAdmin();
    await user.click(screen.getByLabelText('Yes'));
    await fill(box('Server'), 'smtp.gmail.com');
    await fill(box('Port'), '58.7');
    await fill(box('Username'), 'office@northwind-hp.test');
    await fill(password(), 'app-password');
    await user.click(screen.getByText('Save', { selector: 'button' }));
    expect(await screen.findByText(SMTP_MESSAGES.portNotWhole)).toBeInTheDocument();

    await fill(box('Port'), '465');
    await user.click(screen.getByText('Save', { selector: 'button' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(SMTP_SETTINGS_UPDATED));
    expect(valueOf('SMTP_OVERRIDE')).toBe('Yes');
    expect(valueOf('SMTP_PORT')).toBe('465');
    expect(valueOf('SMTP_PASSWORD')).toBe('app-password');
    expect(await screen.findByText('A password is saved. Type a new one to replace it.')).toBeInTheDocument();

    await user.click(screen.getByText('Save', { selector: 'button' }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith(SMTP_NO_CHANGES));
    expect(mockControl.callCount('SystemSetting/UpdateSmtp')).toBe(1);
    expect(valueOf('SMTP_PASSWORD')).toBe('app-password');
  });

  it('tests the connection only with the override on and valid forms', async () => {
    const { user, fill } = await openAsAdmin();
    const card = screen.getByRole('region', { name: 'Test Connection' });
    expect(within(card).getByText('Set SMTP Override to Yes to test your email server.')).toBeInTheDocument();

    await user.click(within(card).getByText('Send Test Email', { selector: 'button' }));
    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith(SMTP_UNABLE_TO_TEST));
    expect(within(card).getByText(SMTP_MESSAGES.recipientRequired)).toBeInTheDocument();

    await fill(within(card).getByLabelText(/^Recipient Email/), 'dispatch@northwind-hp.test');
    await user.click(within(card).getByText('Send Test Email', { selector: 'button' }));
    await waitFor(() => expect(toast.warning).toHaveBeenCalledTimes(2));
    expect(mockControl.callCount('SystemSetting/TestSmtp')).toBe(0);

    // Unsaved settings are tested as they are on screen.
    await user.click(screen.getByLabelText('Yes'));
    await fill(box('Server'), 'smtp.office365.com');
    await fill(box('Username'), 'office@northwind-hp.test');
    await fill(password(), 'secret');
    await user.click(within(card).getByText('Send Test Email', { selector: 'button' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(smtpTestSentMessage('dispatch@northwind-hp.test'), SMTP_TEST_SENT_TITLE),
    );
    expect(getDb().sentEmails.all().at(-1)).toMatchObject({ subject: SMTP_TEST_SUBJECT, to: [{ emailAddress: 'dispatch@northwind-hp.test' }] });
    expect(valueOf('SMTP_SERVER')).toBe('');
  });

  it('shows the server\'s reason when the test fails, and nothing else', async () => {
    const { user, fill } = await openAsAdmin();
    await user.click(screen.getByLabelText('Yes'));
    await fill(box('Server'), 'fail.example.com');
    await fill(box('Username'), 'office@northwind-hp.test');
    await fill(password(), 'secret');
    await fill(screen.getByLabelText(/^Recipient Email/), 'dispatch@northwind-hp.test');
    await user.click(screen.getByText('Send Test Email', { selector: 'button' }));
    const modal = await screen.findByRole('dialog');
    expect(modal).toHaveTextContent('Unable to connect to the email server fail.example.com on port 587.');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('fills in a mail service\'s server and port from its instructions', async () => {
    const { user } = await openAsAdmin();
    await user.click(screen.getByRole('button', { name: 'Microsoft 365 and Outlook' }));
    expect(screen.getByText('smtp.office365.com')).toBeInTheDocument();
    await user.click(screen.getByText('Use Microsoft 365 and Outlook Settings', { selector: 'button' }));
    expect(screen.getByLabelText('Yes')).toBeChecked();
    expect(box('Server')).toHaveValue('smtp.office365.com');
    expect(box('Port')).toHaveValue('587');
    expect(screen.getByText('Discard Changes', { selector: 'button' })).toBeEnabled();
  });

  it('sends users who are not administrators to the unauthorized screen', async () => {
    const { router } = await openPage('office');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized/ADMINISTRATOR'));
    expect(mockControl.callCount('SystemSetting/GetAllSmtp')).toBe(0);
  });
});
