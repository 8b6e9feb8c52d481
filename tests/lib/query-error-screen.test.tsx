import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/config/endpoints';
import { NO_ERROR_INFORMATION } from '@/lib/api-client/error-catalogue';
import { sessionStore } from '@/lib/auth/session-store';
import { customerContext } from '../../mocks/db/seed-customers';
import { server } from '../../mocks/node';
import { useMockServer } from '../mocks/mock-api';
import { renderRoute, signInAs } from '../support/render-route';

useMockServer();
beforeEach(() => {
  sessionStore.reset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // React and the router log the error a page throws to its boundary; the screen is what counts here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** The first screen loads its lazy route definitions and page module: give it the time the feature tests give theirs. */
const FIRST_SCREEN = { timeout: 15_000 };

async function open(entry: string) {
  await signInAs('office');
  return renderRoute(entry);
}

/** A customer answer that fails its schema (a number where the name belongs, no version); counts how often it was asked for. */
function malformedCustomer() {
  const served = { count: 0 };
  const handler = http.get(`*/api/${endpoints.customer.get}`, ({ request }) => {
    served.count += 1;
    return HttpResponse.json({ context: new URL(request.url).searchParams.get('context'), customerName: 42 });
  });
  return { handler, served };
}

describe('a page whose response fails its schema', () => {
  it("shows the error catalogue's message with Retry in place of the page, and Retry loads the page once the answer is right", async () => {
    const address = `/customers/view/${customerContext('moreno')}`;
    const malformed = malformedCustomer();
    server.use(malformed.handler);
    const { router, user } = await open(address);

    expect(await screen.findByRole('heading', { name: 'An unexpected error occured' }, FIRST_SCREEN)).toBeInTheDocument();
    expect(screen.getByText(NO_ERROR_INFORMATION)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading customer' })).not.toBeInTheDocument();
    // Shown in place: the address stays, so Retry (and a reload) can ask again.
    expect(router.state.location.pathname).toBe(address);
    // What failed is in the details, for whoever reports it.
    expect(screen.getByText(/customerName/)).toBeInTheDocument();

    expect(malformed.served.count).toBe(1);
    // Still malformed: Retry asks again and shows the message again.
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(malformed.served.count).toBe(2));
    expect(await screen.findByRole('heading', { name: 'An unexpected error occured' })).toBeInTheDocument();

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect((await screen.findAllByText('Alicia Moreno', { selector: 'h1, h2, h3, h4, h5, h6' }))[0]).toBeInTheDocument();
    expect(screen.queryByText(NO_ERROR_INFORMATION)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(address);
  }, 40_000);

  it('shows the same screen for a list whose answer fails its schema', async () => {
    server.use(http.post(`*/api/${endpoints.customerSearch.search}`, () => HttpResponse.json({ results: 'none' })));
    await open('/customers');

    expect(await screen.findByRole('heading', { name: 'An unexpected error occured' }, FIRST_SCREEN)).toBeInTheDocument();
    expect(screen.getByText(NO_ERROR_INFORMATION)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Customers' })).not.toBeInTheDocument());
  }, 40_000);
});
