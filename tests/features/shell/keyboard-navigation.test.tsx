import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
    // The live region sits in a closed shadow root (screen readers hear it; the page's text is the page's own).
    let announcer: ShadowRoot | undefined;
    const attach = Element.prototype.attachShadow;
    vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (this: Element, init: ShadowRootInit) {
      announcer = attach.call(this, init);
      return announcer;
    });
    const { user, router } = await openRoute('office', '/customers');
    await pageHeading('Customers');
    await user.tab();
    await act(() => router.navigate('/intake'));
    const heading = await pageHeading('Intake');
    await waitFor(() => expect(heading).toHaveFocus());
    const region = announcer?.querySelector('[role="status"]');
    expect(region).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(region).toHaveTextContent('Intake'));
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
