import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeWelcomeTour, runWelcomeTour, type WelcomeTourRun } from '@/features/tour/components/run-welcome-tour';
import { sessionStore } from '@/lib/auth/session-store';
import { subscribeApiErrors } from '@/lib/api-client/api-error-bus';
import { server } from '../../../mocks/node';
import { buildUserState } from '../../lib/fixtures/user-state';
import { guidedTourLogHandlers, stubMatchMedia, type TourLogCall } from './tour-test-support';

let calls: TourLogCall[] = [];

/** jsdom lays nothing out: a target counts as present while it is in the document. */
const inDocument = (selector: string) => document.querySelector(selector) !== null;

function Targets({ admin = true }: { admin?: boolean }) {
  return (
    <nav aria-label="Main">
      <button type="button" data-tour="help-button" aria-label="Help for Dashboard">
        ?
      </button>
      <a href="#/intake" data-tour="nav-intake">
        Intake
      </a>
      <a href="#/customers" data-tour="nav-customers">
        Customers
      </a>
      <a href="#/jobs" data-tour="nav-jobs">
        Jobs
      </a>
      <a href="#/schedule" data-tour="nav-schedule">
        Schedule
      </a>
      <button type="button" data-tour="nav-work" aria-haspopup="menu" aria-expanded="false">
        Work
      </button>
      {admin ? (
        <button type="button" data-tour="nav-admin" aria-haspopup="menu" aria-expanded="false">
          Admin
        </button>
      ) : null}
      <button type="button" data-tour="nav-user" aria-haspopup="menu" aria-expanded="false">
        User menu
      </button>
    </nav>
  );
}

async function startTour(options: { admin?: boolean } = {}): Promise<WelcomeTourRun> {
  const user = buildUserState({ username: 'ada@demo.test', name: { first: 'Ada', last: 'Admin' } });
  sessionStore.signIn('access-token', user);
  render(<Targets admin={options.admin ?? true} />);
  const run = await runWelcomeTour({ user, isPresent: inDocument });
  if (!run) throw new Error('the tour did not start');
  return run;
}

function tourDialog(): HTMLElement {
  return screen.getByRole('dialog');
}

function crmDescriptors(): (string | null)[] {
  return calls.filter((call) => call.endpoint === 'CreateCRMRecord').map((call) => call.descriptor);
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls = [];
  server.use(...guidedTourLogHandlers(calls));
  stubMatchMedia(false);
});
afterEach(() => {
  activeWelcomeTour()?.stop();
  server.resetHandlers();
  sessionStore.reset();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

describe('runWelcomeTour', () => {
  it('opens with an accessible welcome dialog, focus on Next, and Next and Cancel Tour buttons', async () => {
    await startTour();

    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Fieldline, Ada!' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Welcome to Fieldline, Ada!' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('banner')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel Tour' })).toBeVisible();
    const next = within(dialog).getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toHaveFocus());
    // The placeholder a modal step centres on claims no popup.
    expect(document.getElementById('driver-dummy-element')).not.toHaveAttribute('aria-expanded');
    // Only Next and Cancel Tour: driver.js's own Previous and close buttons stay hidden.
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel Tour', 'Next']);
  });

  it('steps through every step with Next, ends with Finish and logs each step and the finish', async () => {
    const user = userEvent.setup();
    const run = await startTour();
    const titles: string[] = [];

    for (;;) {
      const dialog = await screen.findByRole('dialog');
      titles.push(dialog.querySelector('h2')?.textContent ?? '');
      const finish = within(dialog).queryByRole('button', { name: 'Finish' });
      if (finish) {
        await user.click(finish);
        break;
      }
      await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    }

    await expect(run.ended).resolves.toBe('finished');
    expect(titles).toEqual([
      'Welcome to Fieldline, Ada!',
      'Help on every page',
      'Customers',
      'Intake',
      'Jobs',
      'Schedule',
      'Work menu',
      'Admin menu',
      'Your user menu',
      'You are all set',
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(crmDescriptors()).toContain('FINISHED TOUR'));
    expect(crmDescriptors()).toEqual([
      ...titles.map((title, index) => `Step ${index + 1} VIEWED: ${title}`),
      'FINISHED TOUR',
    ]);
    expect(calls.filter((call) => call.endpoint === 'Create')).toEqual([{ endpoint: 'Create', guidedTourName: 'welcome', descriptor: null }]);
  });

  it('skips a popover whose target is missing at the start (no Admin menu)', async () => {
    const user = userEvent.setup();
    await startTour({ admin: false });
    const titles: string[] = [];
    for (;;) {
      const dialog = await screen.findByRole('dialog');
      titles.push(dialog.querySelector('h2')?.textContent ?? '');
      const next = within(dialog).queryByRole('button', { name: 'Next' });
      if (!next) break;
      await user.click(next);
    }
    expect(titles).not.toContain('Admin menu');
    expect(titles.at(-2)).toBe('Your user menu');
    expect(within(tourDialog()).getByRole('button', { name: 'Finish' })).toBeInTheDocument();
  });

  it('skips a popover whose target disappeared after the start', async () => {
    const user = userEvent.setup();
    await startTour();
    for (let index = 0; index < 6; index += 1) {
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Next' }));
    }
    expect(await screen.findByRole('dialog', { name: 'Work menu' })).toBeInTheDocument();
    document.querySelector('[data-tour="nav-admin"]')?.remove();

    await user.click(within(tourDialog()).getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('dialog', { name: 'Your user menu' })).toBeInTheDocument();
  });

  it('Cancel Tour ends it and logs CANCELED', async () => {
    const user = userEvent.setup();
    const run = await startTour();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Help on every page' });

    await user.click(within(tourDialog()).getByRole('button', { name: 'Cancel Tour' }));

    await expect(run.ended).resolves.toBe('canceled');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(crmDescriptors()).toEqual(['Step 1 VIEWED: Welcome to Fieldline, Ada!', 'Step 2 VIEWED: Help on every page', 'CANCELED']));
  });

  it('Escape cancels the tour', async () => {
    const run = await startTour();
    await screen.findByRole('dialog');

    fireEvent.keyUp(window, { key: 'Escape' });

    await expect(run.ended).resolves.toBe('canceled');
    await waitFor(() => expect(crmDescriptors()).toContain('CANCELED'));
  });

  it('keeps Tab within the popover', async () => {
    const user = userEvent.setup();
    await startTour();
    const dialog = await screen.findByRole('dialog');
    const next = within(dialog).getByRole('button', { name: 'Next' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel Tour' });
    await waitFor(() => expect(next).toHaveFocus());

    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(next).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
  });

  it('gives highlighted menu buttons their own ARIA attributes back', async () => {
    const user = userEvent.setup();
    await startTour();
    for (let index = 0; index < 6; index += 1) {
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Next' }));
    }
    await screen.findByRole('dialog', { name: 'Work menu' });
    await user.click(within(tourDialog()).getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Admin menu' });

    const work = document.querySelector('[data-tour="nav-work"]');
    await waitFor(() => expect(work).toHaveAttribute('aria-haspopup', 'menu'));
    expect(work).toHaveAttribute('aria-expanded', 'false');
    expect(work).not.toHaveAttribute('aria-controls');

    await user.click(within(tourDialog()).getByRole('button', { name: 'Cancel Tour' }));
    const admin = document.querySelector('[data-tour="nav-admin"]');
    expect(admin).toHaveAttribute('aria-haspopup', 'menu');
    expect(admin).toHaveAttribute('aria-expanded', 'false');
  });

  it('goes on when the log calls fail, without raising the error modal or page', async () => {
    server.resetHandlers();
    server.use(...guidedTourLogHandlers(calls, 500));
    const published: unknown[] = [];
    const unsubscribe = subscribeApiErrors((outcome) => published.push(outcome));
    const user = userEvent.setup();
    try {
      await startTour();
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Next' }));
      expect(await screen.findByRole('dialog', { name: 'Help on every page' })).toBeInTheDocument();
      await waitFor(() => expect(crmDescriptors()).toHaveLength(2));
      expect(published).toEqual([]);
    } finally {
      unsubscribe();
    }
  });

  it('shows the user name as text, never as markup', async () => {
    const user = buildUserState({ username: 'eve@demo.test', name: { first: '<img src=x onerror=alert(1)>', last: 'Eve' } });
    sessionStore.signIn('access-token', user);
    render(<Targets />);
    await runWelcomeTour({ user, isPresent: inDocument });

    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Fieldline, <img src=x onerror=alert(1)>!' });
    expect(dialog.querySelector('img')).toBeNull();
  });
});
