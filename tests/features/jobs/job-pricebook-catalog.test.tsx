import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { guidedTourNames } from '@/lib/schemas/guided-tour-schemas';
import { getDb } from '../../../mocks/db/store';
import { compareText } from '../../../mocks/lib/text-order';
import type { Job } from '../../../mocks/db/types';
import { openRoute, useRouteTests } from '../../support/render-route';

/**
 * The pricebook catalog panel in the job editor (spec 3 §2, §4): tabs, search, the empty result,
 * the category drilldown, quantities tied to the cart, the cart with its notes, total and item
 * override, and Add to Job (lines by the acceptance rules, saved at once for a non-recurring job).
 */
const tours = { completedGuidedTours: [guidedTourNames.welcome, guidedTourNames.jobEditor] };
const LONG = 60_000;

useRouteTests({
  preload: () => Promise.all([import('@/features/jobs/components/job-edit-page'), import('@/features/pricebook/components/catalog/catalog-panel')]),
});

function plainJob(): Job {
  return getDb().jobs.all().find((job) => !job.chainId && !job.recurring)!;
}

async function openCatalog() {
  const job = plainJob();
  const rendered = await openRoute('office', `/jobs/edit/${job.context}`, tours);
  await rendered.user.click(await screen.findByRole('button', { name: 'Pricebook' }, { timeout: 10_000 }));
  const panel = await screen.findByRole('dialog', { name: 'Pricebook' });
  return { ...rendered, job, panel };
}

/** The Bundles tab's first page: 14 active bundles by name. */
const firstBundles = () =>
  getDb()
    .pricebookBundles.all()
    .filter((bundle) => bundle.active)
    .sort((a, b) => compareText(a.name, b.name))
    .slice(0, 14);
const flatRate = () => firstBundles().find((bundle) => bundle.pricingDisplay === 'Flat Rate Pricing')!;
const itemRate = () => firstBundles().find((bundle) => bundle.pricingDisplay === 'Item Pricing')!;
/** What the bundle's items come to (its calculatedTotal, to the cent). */
const bundleTotal = (bundle: ReturnType<typeof flatRate>) =>
  Math.round(bundle.items.reduce((sum, part) => sum + getDb().pricebookItems.get(part.itemContext)!.price * part.quantity, 0) * 100) / 100;

describe('the catalog panel', () => {
  it('opens on Products/Services, searches on Enter, and says when nothing matches', async () => {
    const { user, panel } = await openCatalog();
    expect(within(panel).getByRole('tab', { name: 'Products/Services' })).toHaveAttribute('aria-selected', 'true');
    const table = await within(panel).findByRole('table', { name: 'Products/Services' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(15));
    await user.type(within(panel).getByRole('textbox', { name: 'Search' }), 'sump{Enter}');
    await waitFor(() => {
      const names = within(within(panel).getByRole('table', { name: 'Products/Services' })).getAllByRole('button', { name: /^Show details of / });
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name.getAttribute('aria-label')!.toLowerCase()).toContain('sump');
    });
    await user.click(within(panel).getByRole('button', { name: 'Clear search' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Search' }), 'zzqqxx');
    await user.click(within(panel).getByRole('button', { name: 'Search' }));
    expect(await within(panel).findByText('The search parameters did not return any results.')).toBeInTheDocument();
  }, LONG);

  it('drills into categories with a breadcrumb from All and shows their items', async () => {
    const { user, panel } = await openCatalog();
    await user.click(within(panel).getByRole('tab', { name: 'Categories' }));
    const top = await within(panel).findByRole('list', { name: 'Subcategories' });
    const heating = within(top).getByRole('button', { name: /^Heating/ });
    await user.click(heating);
    const crumbs = within(panel).getByRole('navigation', { name: 'Category path' });
    await waitFor(() => expect(within(crumbs).getByText('Heating')).toHaveAttribute('aria-current', 'location'));
    expect(within(crumbs).getByRole('button', { name: 'All' })).toBeInTheDocument();
    expect(await within(panel).findByRole('heading', { name: 'Products/Services' })).toBeInTheDocument();
    expect(await within(panel).findByRole('table', { name: 'Products/Services in Heating' })).toBeInTheDocument();
    await user.click(within(crumbs).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(within(panel).queryByRole('table', { name: 'Products/Services in Heating' })).not.toBeInTheDocument());
  }, LONG);

  it('fills the cart from the quantity selectors, overrides an item, and adds everything to the job, which saves', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user, panel, job } = await openCatalog();
    const table = await within(panel).findByRole('table', { name: 'Products/Services' });
    const first = (await within(table).findAllByRole('button', { name: /^Show details of / }))[0]!;
    const itemName = first.getAttribute('aria-label')!.replace('Show details of ', '');
    await user.click(within(table).getByRole('button', { name: `Increase Qty to Add for ${itemName}` }));
    await user.click(within(table).getByRole('button', { name: `Increase Qty to Add for ${itemName}` }));
    expect(within(table).getByRole('textbox', { name: `Qty to Add for ${itemName}` })).toHaveValue('2');

    await user.click(within(panel).getByRole('tab', { name: 'Bundles' }));
    const bundles = await within(panel).findByRole('table', { name: 'Bundles' });
    for (const bundle of [flatRate(), itemRate()]) await user.click(await within(bundles).findByRole('button', { name: `Increase Qty to Add for ${bundle.name}` }));
    // Back on items the quantity is still the cart's.
    await user.click(within(panel).getByRole('tab', { name: 'Products/Services' }));
    expect(await within(panel).findByRole('textbox', { name: `Qty to Add for ${itemName}` })).toHaveValue('2');

    await user.click(within(panel).getByRole('button', { name: 'Job Cart (3)' }));
    const cart = await screen.findByRole('dialog', { name: 'Job Cart' });
    const cartTable = within(cart).getByRole('table', { name: 'Job Cart' });
    expect(within(cartTable).getByText(/This is a flat rate bundle/)).toBeInTheDocument();
    expect(within(cartTable).getByText(/This is an item rate bundle/)).toBeInTheDocument();
    expect(within(cartTable).getByText('Cart Total')).toBeInTheDocument();

    await user.click(within(cartTable).getByRole('button', { name: `Override ${itemName}` }));
    const override = await screen.findByRole('dialog', { name: 'Pricebook Item Override' });
    const name = within(override).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Overridden part');
    await user.click(within(override).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pricebook Item Override' })).not.toBeInTheDocument());
    expect(await within(cartTable).findByText('Overridden part')).toBeInTheDocument();

    await user.click(await within(cart).findByRole('button', { name: 'Add to Job' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Job detail added to job.'));
    await waitFor(() => {
      const lines = getDb().jobDetails.all().filter((line) => line.jobContext === job.context);
      expect(lines.map((line) => line.name)).toEqual(expect.arrayContaining(['Overridden part', flatRate().name]));
    }, { timeout: 15_000 });
    const lines = getDb().jobDetails.all().filter((line) => line.jobContext === job.context);
    const bundleLine = lines.find((line) => line.name === flatRate().name)!;
    expect(bundleLine.jobDetailType).toBe('Bundle');
    expect(bundleLine.priceDetail.price).toBeCloseTo(bundleTotal(flatRate()), 2);
    expect(lines.filter((line) => line.parentGuid === bundleLine.guid)).toHaveLength(flatRate().items.length);
    expect(lines.filter((line) => line.pricebookBundleContext === itemRate().context && !line.parentGuid)).toHaveLength(itemRate().items.length);
    expect(lines.find((line) => line.name === 'Overridden part')?.priceDetail.quantity).toBe(2);
  }, LONG);
});
