import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { endpoints } from '@/config/endpoints';
import { sessionStore } from '@/lib/auth/session-store';
import { mockControl } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import { stubMediaWidth, unstubMediaWidth } from '../../support/media-width';
import { openRoute, renderRoute, signInAs, type RenderedRoute } from '../../support/render-route';
import { overridePreferenceApi, type PreferenceApi } from './preference-api-overrides';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStore.reset();
  mockControl.reset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // Toasts live in a module-level queue; record them instead of letting them pile up across tests.
  vi.spyOn(toast, 'success').mockImplementation(() => undefined);
});

/** Waits for the success toast with this text. */
async function expectToast(message: string) {
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith(message));
}
afterEach(() => {
  vi.unstubAllGlobals();
  server.resetHandlers();
  sessionStore.reset();
  mockControl.reset();
});
afterAll(() => server.close());

type Account = 'admin' | 'office' | 'tech';

/**
 * Signs in and renders the app at `entry`. By default the preference, setting and picklist calls are
 * answered from the fixtures of preference-api-overrides.ts; `mockBackend` leaves them to the mock's
 * own handlers and seed.
 */
async function openPreferences(
  account: Account,
  entry = '/settings',
  { mockBackend = false }: { mockBackend?: boolean } = {},
): Promise<{ api: PreferenceApi | null; router: RenderedRoute['router']; user: ReturnType<typeof userEvent.setup> }> {
  // The welcome tour is not what these tests are about (signInAs marks it completed).
  await signInAs(account);
  const api = mockBackend ? null : overridePreferenceApi();
  const { router, user } = renderRoute(entry);
  await screen.findByRole('heading', { name: 'Preferences', level: 1 });
  await screen.findByRole('heading', { name: 'My Preferences' });
  return { api, router, user };
}

function categoryTabs(): string[] {
  return within(screen.getByRole('tablist', { name: 'Preference categories' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent ?? '');
}

/** The fixture api of a test that uses the overrides. */
async function openWithFixtures(account: Account, entry?: string) {
  const opened = await openPreferences(account, entry);
  if (!opened.api) throw new Error('fixtures expected');
  return { ...opened, api: opened.api };
}

async function choose(user: ReturnType<typeof userEvent.setup>, comboboxName: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: comboboxName }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('preferences screen', () => {
  it('shows administrators application preferences and saves a changed setting', async () => {
    const { api, router, user } = await openWithFixtures('admin');

    expect(categoryTabs()).toEqual(['Dashboard', 'General', 'Intake', 'Invoice', 'Job', 'Proposal', 'Scheduling', 'Tasks', 'Work Order']);
    expect(screen.getByRole('heading', { name: 'Application Preferences' })).toBeInTheDocument();
    expect(screen.getByText('These preferences affect all users.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Display company news' })).toBeChecked();
    expect(screen.queryByText('Recent customers position')).not.toBeInTheDocument();
    expect(api.searches).toEqual([{ categories: [], pageNumber: 0, pageSize: 200 }]);

    await user.click(screen.getByRole('tab', { name: 'General' }));
    expect(router.state.location.search).toBe('?category=general');
    await choose(user, 'Default page size', '50');

    await expectToast('Global preference updated.');
    expect(api.settingUpdates).toEqual([{ code: 'PAGE_SIZE', value: '50' }]);
    expect(screen.getByRole('combobox', { name: 'Default page size' })).toHaveTextContent('50');
  });

  it('opens the category named in the address and sends a yes/no switch as text', async () => {
    const { api, user } = await openWithFixtures('admin', '/settings/preferences?category=dashboard');

    await user.click(screen.getByRole('switch', { name: 'Display company news' }));

    await expectToast('Global preference updated.');
    expect(api.settingUpdates).toEqual([{ code: 'DASH_NEWS_DISPLAY', value: 'No' }]);
    expect(screen.getByRole('switch', { name: 'Display company news' })).not.toBeChecked();
  });

  it('checks whole numbers before sending and skips unchanged values', async () => {
    const { api, user } = await openWithFixtures('admin', '/settings?category=invoice');
    const field = screen.getByRole('textbox', { name: 'Invoice due days' });

    await user.click(field);
    await user.tab();
    expect(api.settingUpdates).toEqual([]);

    await user.clear(field);
    await user.type(field, '12.5');
    await user.tab();
    expect(await screen.findByText('Please enter a whole number.')).toBeInTheDocument();
    expect(api.settingUpdates).toEqual([]);

    await user.clear(field);
    await user.type(field, '45{Enter}');
    await expectToast('Global preference updated.');
    expect(screen.queryByText('Please enter a whole number.')).not.toBeInTheDocument();
    await user.tab();
    expect(api.settingUpdates).toEqual([{ code: 'INVOICE_DUE_DAYS', value: '45' }]);
    expect(field).toHaveValue('45');
  });

  it('saves a text setting on blur and counts its characters', async () => {
    const { api, user } = await openWithFixtures('admin', '/settings?category=job');
    const field = screen.getByRole('textbox', { name: 'Job name pattern' });
    expect(screen.getByText('21/4000')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'Job {{number}');
    expect(screen.getByText('12/4000')).toBeInTheDocument();
    expect(api.settingUpdates).toEqual([]);
    await user.tab();

    await expectToast('Global preference updated.');
    expect(api.settingUpdates).toEqual([{ code: 'JOB_NAME_PATTERN', value: 'Job {number}' }]);
  });

  it('offers active personnel and None for a personnel setting', async () => {
    const { api, user } = await openWithFixtures('admin', '/settings?category=intake');
    const select = await screen.findByRole('combobox', { name: 'Default intake assignee' });
    expect(select).toHaveTextContent('Olivia Office');

    await user.click(select);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['None', 'Olivia Office', 'Theo Tech']);
    await user.click(screen.getByRole('option', { name: 'None' }));

    await expectToast('Global preference updated.');
    expect(api.settingUpdates).toEqual([{ code: 'INTAKE_DEF_ASSIGNEE', value: '' }]);
  });

  it('keeps the chosen value when a save fails', async () => {
    const { user } = await openWithFixtures('admin', '/settings?category=general');
    server.use(
      http.post(`*/api/${endpoints.systemSetting.update}`, () =>
        HttpResponse.json(['Default page size must be one of 10, 25, 50, 100.'], { status: 400 }),
      ),
    );

    await choose(user, 'Default page size', '100');

    const modal = await screen.findByRole('dialog');
    expect(modal).toHaveTextContent('Default page size must be one of 10, 25, 50, 100.');
    expect(toast.success).not.toHaveBeenCalled();
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Default page size' })).toHaveTextContent('100');
  });

  it('shows other users only their own preferences, in the categories they may open', async () => {
    await openWithFixtures('office');

    expect(categoryTabs()).toEqual(['Dashboard', 'General', 'Intake', 'Job', 'Scheduling', 'Tasks']);
    expect(screen.queryByRole('heading', { name: 'Application Preferences' })).not.toBeInTheDocument();
    // The financial snapshot needs ADMINISTRATOR.
    expect(screen.queryByRole('combobox', { name: 'Show financial summary' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Show recent customers' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Recent customers filter' })).toBeInTheDocument();
    expect(mockControl.callCount(endpoints.systemSetting.search)).toBe(0);
  });

  it('falls back to the first category for one the user may not open', async () => {
    await openWithFixtures('office', '/settings?category=invoice');

    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('combobox', { name: 'Default invoice filter' })).not.toBeInTheDocument();
  });

  it('offers only the landing pages the user may open and updates the session on save', async () => {
    const { api, user } = await openWithFixtures('tech', '/settings?category=general');

    await user.click(screen.getByRole('combobox', { name: 'Landing page' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Dashboard', 'Customers', 'Intake', 'Jobs', 'Schedule']);
    await user.click(screen.getByRole('option', { name: 'Jobs' }));

    await expectToast('User preference updated.');
    expect(api.preferenceUpdates).toEqual([{ key: 'USER_LAND_PG', value: 'Jobs' }]);
    const landing = sessionStore.getState().userState?.preferences.find((preference) => preference.key === 'USER_LAND_PG');
    expect(landing?.value).toBe('Jobs');
  });

  it('saves multi-select preferences joined by semicolons and keeps the last option checked', async () => {
    const { api, user } = await openWithFixtures('office', '/settings?category=intake');
    const group = screen.getByRole('group', { name: 'Default intake statuses' });
    const pending = within(group).getByRole('checkbox', { name: 'Pending' });
    const scheduled = within(group).getByRole('checkbox', { name: 'Scheduled' });
    const complete = within(group).getByRole('checkbox', { name: 'Complete' });

    await user.click(complete);
    await expectToast('User preference updated.');
    expect(api.preferenceUpdates.at(-1)).toEqual({ key: 'INTAKE_DEF_STAT_FLTR', value: 'Pending;Scheduled;Complete' });

    await user.click(pending);
    await waitFor(() => expect(api.preferenceUpdates).toHaveLength(2));
    await user.click(complete);
    await waitFor(() => expect(api.preferenceUpdates.at(-1)).toEqual({ key: 'INTAKE_DEF_STAT_FLTR', value: 'Scheduled' }));

    await waitFor(() => expect(scheduled).toBeDisabled());
    expect(scheduled).toBeChecked();
    expect(scheduled).toHaveAccessibleDescription(/the last selected option cannot be cleared/);
    expect(pending).toBeEnabled();
  });

  it('lists the active job statuses for a job status preference', async () => {
    const { api, user } = await openWithFixtures('tech', '/settings?category=job');
    const group = await screen.findByRole('group', { name: 'Default job statuses' });
    const labels = within(group).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
    expect(labels).toEqual(['Open', 'In Progress', 'Complete']);

    await user.click(within(group).getByRole('checkbox', { name: 'Complete' }));

    await expectToast('User preference updated.');
    expect(api.preferenceUpdates).toEqual([{ key: 'JOB_DEF_STAT_FLTR', value: 'Open;In Progress;Complete' }]);
  });
});

describe('against the mock backend', () => {
  it('saves an application preference for an administrator', async () => {
    const { user } = await openPreferences('admin', '/settings?category=general', { mockBackend: true });
    await choose(user, 'Default page size', '50');
    await expectToast('Global preference updated.');
    expect(mockControl.callCount(endpoints.systemSetting.update)).toBe(1);
    expect(screen.getByRole('combobox', { name: 'Default page size' })).toHaveTextContent('50');
  });

  it('shows the seeded preferences and keeps the last intake status checked', async () => {
    const { user } = await openPreferences('office', '/settings?category=intake', { mockBackend: true });
    const group = await screen.findByRole('group', { name: 'Intake default status filter' });
    await user.click(within(group).getByRole('checkbox', { name: 'Pending' }));
    await expectToast('User preference updated.');
    await waitFor(() => expect(within(group).getByRole('checkbox', { name: 'Scheduled' })).toBeDisabled());
    const saved = sessionStore.getState().userState?.preferences.find((preference) => preference.key === 'INTAKE_DEF_STAT_FLTR');
    expect(saved?.value).toBe('Scheduled');
  });
});

describe('on phones', () => {
  beforeEach(() => {
    // Every media query matches: MUI's breakpoints.down('lg') is the compact layout.
    stubMediaWidth(true);
  });
  afterEach(() => unstubMediaWidth());

  it('chooses the category and the settings page with full-width selects', async () => {
    const { router, user } = await openWithFixtures('admin');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Dashboard' })).toBeInTheDocument();

    await choose(user, 'Category', 'Scheduling');
    expect(router.state.location.search).toBe('?category=scheduling');
    expect(screen.getByRole('region', { name: 'Scheduling' })).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(within(nav).getByRole('combobox', { name: 'Settings page' })).toHaveTextContent('Preferences');
    await choose(user, 'Settings page', 'Manage Subscription');
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing'));
    expect(router.state.location.state).toEqual({ returnUrl: '/settings/preferences' });
  });
});

describe('settings layout', () => {
  it('gives administrators every settings page in the left navigation', async () => {
    await openWithFixtures('admin');
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    const links = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Preferences', 'Company Information', 'Credit Card Payments', 'Email Server', 'Images and Files', 'Manage Subscription']);
    expect(within(nav).getByRole('link', { name: 'Preferences' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Company Information' })).toHaveAttribute('href', '/settings/company-information');
  });

  it('gives other users only Preferences', async () => {
    await openWithFixtures('office');
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Preferences']);
  });

  it('sends an unknown settings category to Page Not Found', async () => {
    await openRoute('admin', '/settings/unknown');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
