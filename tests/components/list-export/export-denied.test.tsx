import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openRoute, useRouteTests } from '../../support/render-route';

/**
 * Lists whose entity denies export (spec 1 §6, spec 3 §6: email history, locations, suppliers,
 * work orders) offer no Export; a list with an export permission offers it only to its holders.
 */
const loaded = { timeout: 15_000 };

useRouteTests({
  preload: () =>
    Promise.all([
      import('@/features/documents/components/work-orders-page'),
      import('@/features/email-history/components/email-history-page'),
      import('@/features/locations/components/locations-page'),
      import('@/features/suppliers/components/suppliers-page'),
      import('@/features/documents/components/proposals-page'),
    ]),
});

async function toolbarOf(label: string) {
  const region = await screen.findByRole('region', { name: label }, loaded);
  await within(region).findByRole('table', { name: label }, loaded);
  return region;
}

describe('lists without Export', () => {
  it.each([
    ['/workorders?status=', 'Work Orders'],
    ['/email-history', 'Email history'],
    ['/locations', 'Locations'],
    ['/suppliers', 'Suppliers'],
  ])('%s offers no Export', async (path, label) => {
    await openRoute('admin', path);
    const region = await toolbarOf(label);
    expect(within(region).queryByRole('button', { name: 'Export to Excel' })).not.toBeInTheDocument();
  });

  it('offers the proposals’ Export to a holder of PROP_EXPORT (without it: tests/features/documents/proposals-page.test.tsx)', async () => {
    await openRoute('office', '/proposals?status=');
    expect(within(await toolbarOf('Proposals')).getByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();
  });
});
