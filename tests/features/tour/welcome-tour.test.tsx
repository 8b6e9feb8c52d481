import { render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { WelcomeTour } from '@/features/tour';
import { activeWelcomeTour } from '@/features/tour/components/run-welcome-tour';
import { sessionStore } from '@/lib/auth/session-store';
import { server } from '../../../mocks/node';
import { buildUserState } from '../../lib/fixtures/user-state';
import { guidedTourLogHandlers, stubMatchMedia, type TourLogCall } from './tour-test-support';

let calls: TourLogCall[] = [];
let userCounter = 0;

/** Each test signs in a different user: the tour starts at most once per user in a page load. */
function signIn(completedGuidedTours: string[] = [], username = `user${(userCounter += 1)}@demo.test`) {
  sessionStore.signIn('access-token', buildUserState({ username, completedGuidedTours, name: { first: 'Tess', last: 'Tester' } }));
}

function Shell() {
  return (
    <ThemeProvider theme={theme}>
      <nav aria-label="Main">
        <a href="#/customers" data-tour="nav-customers">
          Customers
        </a>
        <button type="button" data-tour="nav-user">
          User menu
        </button>
      </nav>
      <WelcomeTour />
    </ThemeProvider>
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls = [];
  server.use(...guidedTourLogHandlers(calls));
});
afterEach(() => {
  activeWelcomeTour()?.stop();
  server.resetHandlers();
  sessionStore.reset();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

describe('WelcomeTour', () => {
  it('starts on a desktop width for a user who has not completed it, and marks it completed at its start', async () => {
    stubMatchMedia(false);
    signIn();
    render(<Shell />);

    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Fieldline, Tess!' });
    expect(dialog).toBeVisible();
    await waitFor(() => expect(calls).toContainEqual({ endpoint: 'Create', guidedTourName: 'welcome', descriptor: null }));
    expect(sessionStore.getState().userState?.completedGuidedTours).toEqual(['welcome']);
  });

  it('does not start once the user has completed it', async () => {
    stubMatchMedia(false);
    signIn(['welcome']);
    render(<Shell />);

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(activeWelcomeTour()).toBeNull();
  });

  it('does not start on phone and tablet widths', async () => {
    stubMatchMedia(true);
    signIn();
    render(<Shell />);

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(sessionStore.getState().userState?.completedGuidedTours).toEqual([]);
  });

  it('does not start for the support account', async () => {
    stubMatchMedia(false);
    signIn([], 'support@fieldline.test');
    render(<Shell />);

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('starts once, however often it renders', async () => {
    stubMatchMedia(false);
    signIn();
    const { rerender } = render(<Shell />);
    rerender(<Shell />);
    await screen.findByRole('dialog', { name: 'Welcome to Fieldline, Tess!' });
    rerender(<Shell />);

    await waitFor(() => expect(calls.filter((call) => call.endpoint === 'Create')).toHaveLength(1));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('ends when the user signs out', async () => {
    stubMatchMedia(false);
    signIn();
    render(<Shell />);
    await screen.findByRole('dialog', { name: 'Welcome to Fieldline, Tess!' });

    sessionStore.signOut('user');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.endpoint === 'CreateCRMRecord').map((call) => call.descriptor)).not.toContain('CANCELED');
  });
});
