import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { endpoints } from '@/config/endpoints';
import { mockControl } from '../../../mocks/control';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';

// Load the page once up front, so the first test does not pay for compiling it.
useRouteTests({ preload: () => import('@/features/email-history/components/email-history-page') });

function newestEmails() {
  return [...getDb().sentEmails.all()].sort((a, b) => b.sent.localeCompare(a.sent));
}

describe('email history page', () => {
  it('lists the newest emails first in a sortable table', async () => {
    const { router, user } = await openRoute('office', '/email-history');
    const table = await screen.findByRole('table', { name: 'Email history' });
    const newest = newestEmails()[0]!;
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(26);
    expect(within(rows[1]!).getByText(newest.subject)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Sent, sorted descending/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText(`${getDb().sentEmails.size} emails`)).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Subject' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=Subject&dir=ASC'));
    const subjects = [...getDb().sentEmails.all().map((email) => email.subject)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Email history' })).getAllByRole('row')[1]).toHaveTextContent(subjects[0]!));
  });

  it('does not search with fewer than 3 characters and says why', async () => {
    const { router, user } = await openRoute('office', '/email-history');
    await screen.findByRole('table', { name: 'Email history' });
    const calls = mockControl.callCount(endpoints.emailHistory.search);
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'ab');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The search term must be at least 3 characters.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(mockControl.callCount(endpoints.emailHistory.search)).toBe(calls);

    await user.clear(screen.getByRole('textbox', { name: 'Search' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'Invoice #');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=Invoice+%23'));
    expect(await screen.findByText(/emails? of \d+ match “Invoice #”/)).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Email history' })).getAllByRole('row').slice(1);
    expect(rows.every((row) => row.textContent?.includes('Invoice #'))).toBe(true);
  });

  it('shows the message for a too-short term in the address without searching', async () => {
    await openRoute('office', '/email-history?q=ab');
    expect(await screen.findByText(/The search term must be at least 3 characters\. Enter a longer search term/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Email history' })).not.toBeInTheDocument();
    expect(mockControl.callCount(endpoints.emailHistory.search)).toBe(0);
  });

  it('views an email with a hostile body: its text shows, nothing active survives', async () => {
    const hostile = getDb().sentEmails.all().find((email) => email.subject === 'Spring tune-up special for Maple Court')!;
    const { user } = await openRoute('office', `/email-history?q=${encodeURIComponent('Spring tune-up')}`);
    await user.click(await screen.findByRole('button', { name: `View ${hostile.subject}` }));
    const dialog = await screen.findByRole('dialog', { name: hostile.subject });
    const body = await within(dialog).findByRole('region', { name: 'Message' });
    expect(within(body).getByText(/Book your spring tune-up before April 30/)).toBeInTheDocument();
    expect(body.querySelector('script, style, iframe, form')).toBeNull();
    expect(body.innerHTML).not.toMatch(/\son[a-z]+=|javascript:/i);
    expect(within(dialog).getByText('Maple Court Property Management')).toHaveAttribute(
      'href',
      `/customers/view/${hostile.customerSummary!.context}`,
    );
    expect(within(dialog).getByText(`${hostile.to[0]!.personName} <${hostile.to[0]!.emailAddress}>`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('resends after the confirmation and marks both emails', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = await openRoute('office', `/email-history?q=${encodeURIComponent('Proposal #')}`);
    const table = await screen.findByRole('table', { name: 'Email history' });
    expect(within(table).queryByRole('columnheader', { name: 'Resend' })).not.toBeInTheDocument();
    const firstRow = within(table).getAllByRole('row')[1]!;
    const subject = within(firstRow).getByRole('button', { name: /^View / }).getAttribute('aria-label')!.slice('View '.length);
    await user.click(within(firstRow).getByRole('button', { name: /^Resend / }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend Email?' });
    expect(dialog).toHaveTextContent('The original email and its attachments will be sent again');
    expect(dialog).toHaveTextContent('changes made to the proposal or invoice since then are not included');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Resend Email' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('The email has been resent.', 'Email Resent'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('columnheader', { name: 'Resend' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'This email is a resend' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Email has been resent' })).toBeInTheDocument();
    const copies = getDb().sentEmails.all().filter((email) => email.subject === subject);
    expect(copies.some((email) => email.hasParent) && copies.some((email) => email.hasChild)).toBe(true);
  });

  it('sends a user without EMAIL_HIST_R to the unauthorized screen without calling the server', async () => {
    const { router } = await openRoute('tech', '/email-history');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized/EMAIL_HIST_R'));
    expect(mockControl.callCount(endpoints.emailHistory.search)).toBe(0);
  });
});
