import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/auth/session-store';
import { mockControl } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import { openRoute } from '../../support/render-route';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStore.reset();
  mockControl.reset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  server.resetHandlers();
  sessionStore.reset();
  mockControl.reset();
});
afterAll(() => server.close());

async function open(account: 'office' | 'tech') {
  return (await openRoute(account, '/reports/user-logon')).router;
}

describe('user logon report page', () => {
  it('lists the logon records newest first with failures marked by icon and text', async () => {
    await open('office');
    expect(await screen.findByRole('heading', { name: 'User Logon Report' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'User Logon Report' });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Date and Time', 'Username', 'Browser Details', 'Status', 'IP Address']);
    const rows = within(table).getAllByRole('row').slice(1);
    // The office sign-in of this test is the newest record.
    expect(rows[0]).toHaveTextContent('office@demo.test');
    expect(rows[0]).toHaveTextContent('LOGIN SUCCESS');
    expect(rows[0]).not.toHaveAttribute('data-failed');

    const failed = rows.filter((row) => /FAILED|LOCKED/.test(row.textContent ?? ''));
    expect(failed.length).toBeGreaterThan(0);
    for (const row of failed) {
      expect(row).toHaveAttribute('data-failed', 'true');
      expect(within(row).getByRole('img', { name: 'Failed login' })).toBeInTheDocument();
    }
    expect(within(rows.find((row) => row.textContent?.includes('203.0.113.24'))!).getByText(/Chrome 131 on Windows|Edge 131 on Windows/)).toBeInTheDocument();
    expect(screen.getByText(/The last \d+ logon records, newest first\. \d+ failed\./)).toBeInTheDocument();
  });

  it('shows the report to a signed-in user without the Reports permission', async () => {
    const router = await open('tech');
    expect(await screen.findByText(/The last \d+ logon records, newest first\./)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reports/user-logon');
  });
});
