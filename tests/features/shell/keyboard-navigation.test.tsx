import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openRoute, useRouteTests } from '../../support/render-route';

useRouteTests({ preload: () => Promise.all([import('@/features/customers/components/customers-page'), import('@/features/intake/components/intakes-page')]) });

const pageHeading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('keyboard navigation of the shell', () => {
  it('puts "Skip to content" first; it moves focus to the main area and leaves the address as it was', async () => {
    const { user, router } = await openRoute('office', '/customers');
    await pageHeading('Customers');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(router.state.location.pathname).toBe('/customers');
    await user.tab();
    expect(main).toContainElement(document.activeElement as HTMLElement);
    expect(skip).not.toHaveFocus();
  }, 60_000);

  it('puts focus on a new page\u2019s heading and says its title in a polite live region', async () => {
    const { user, router } = await openRoute('office', '/customers');
    await pageHeading('Customers');
    await user.tab();
    await act(() => router.navigate('/intake'));
    const heading = await pageHeading('Intake');
    await waitFor(() => expect(heading).toHaveFocus());
    const region = screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite' && element.textContent === 'Intake');
    expect(region).toBeDefined();
  }, 60_000);

  it('leaves focus alone on the first load and its redirects, before the user has done anything', async () => {
    const { router } = await openRoute('office', '/customers');
    await pageHeading('Customers');
    await act(() => router.navigate('/intake'));
    await pageHeading('Intake');
    expect(document.body).toHaveFocus();
  }, 60_000);

  it('keeps focus where the new page put it (a field with autofocus)', async () => {
    const { user, router } = await openRoute('office', '/customers');
    await pageHeading('Customers');
    await user.tab();
    await act(() => router.navigate('/intake/add'));
    const search = await screen.findByRole('searchbox', { name: 'Search Customers' });
    await waitFor(() => expect(search).toHaveFocus());
  }, 60_000);
});
