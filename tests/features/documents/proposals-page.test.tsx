import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/config/endpoints';
import { mockControl } from '../../../mocks/control';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';
import { captureExport } from './export-capture';
import { bodyRows, columnTexts, money } from './list-table';

/** The proposal list (spec 2 §2): the default status filter, the eSign column, the 3-character rule, sorting, Export to Excel. */
const loaded = { timeout: 10_000 };

useRouteTests({
  preload: () => import('@/features/documents/components/proposals-page'),
  // The first render of a list pays for compiling MUI and the kit: once, before the timed tests.
  warmUp: async () => {
    await openRoute('office', '/proposals');
    await screen.findByRole('region', { name: 'Proposals' }, { timeout: 60_000 });
  },
});

const proposals = () => getDb().proposals.all();

describe('proposal list', () => {
  it('opens newest first with the statuses of the proposal status filter preference', async () => {
    await openRoute('office', '/proposals', { preferences: [{ key: 'PROP_DEF_STAT_FLTR', value: 'Pending;Hold' }] });
    const table = await screen.findByRole('table', { name: 'Proposals' }, loaded);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Hold, Pending');
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveTextContent('Date New to Old');
    const matching = proposals().filter((proposal) => proposal.status === 'Pending' || proposal.status === 'Hold');
    expect(bodyRows(table)).toHaveLength(Math.min(matching.length, 25));
    for (const status of columnTexts(table, 'Status')) expect(['Pending', 'Hold']).toContain(status);
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers[0]).toBe('Date, sorted descending');
    expect(headers.slice(1, 3)).toEqual(['Proposal', 'Status']);
    expect(headers).toEqual(expect.arrayContaining(['Cost', 'Subtotal', 'Discount', 'Tax', 'Total']));
    const newest = [...matching].sort((a, b) => b.date.localeCompare(a.date))[0]!;
    expect(within(bodyRows(table)[0]!).getByRole('button', { name: `Actions for Proposal ${newest.number}` })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Add/ })).not.toBeInTheDocument();
  });

  it('shows the eSign column only when a proposal has eSign', async () => {
    expect(proposals().some((proposal) => proposal.dateGenerated)).toBe(true);
    const first = await openRoute('office', '/proposals?status=');
    const table = await screen.findByRole('table', { name: 'Proposals' }, loaded);
    expect(within(table).getByRole('columnheader', { name: 'eSign' })).toBeInTheDocument();
    expect(within(table).getAllByText(/^Link expires \d{2}\/\d{2}\/\d{4}$/).length).toBeGreaterThan(0);
    first.view.unmount();

    const db = getDb();
    for (const proposal of proposals()) db.proposals.put({ ...proposal, dateGenerated: null, linkExpirationDate: null, customerResponse: null, customerResponseDate: null });
    await openRoute('office', '/proposals?status=');
    const plain = await screen.findByRole('table', { name: 'Proposals' }, loaded);
    expect(within(plain).queryByRole('columnheader', { name: 'eSign' })).not.toBeInTheDocument();
  });

  it('searches only with a term of at least 3 characters', async () => {
    const { user, router } = await openRoute('office', '/proposals?status=');
    await screen.findByRole('table', { name: 'Proposals' }, loaded);
    const searches = mockControl.callCount(endpoints.proposal.search);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'fu{Enter}');
    expect(screen.getByText('The search term must be at least 3 characters.')).toBeInTheDocument();
    expect(mockControl.callCount(endpoints.proposal.search)).toBe(searches);
    await user.type(box, 'r{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('q=fur'));
    await waitFor(() => expect(mockControl.callCount(endpoints.proposal.search)).toBe(searches + 1));
  });

  it('sorts by Total from its heading, highest first, and keeps the sort in the address', async () => {
    const { user, router } = await openRoute('office', '/proposals?status=');
    const table = await screen.findByRole('table', { name: 'Proposals' }, loaded);
    await user.click(within(table).getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=Total'));
    const highest = Math.max(...proposals().map((proposal) => proposal.total));
    await waitFor(() => expect(money(columnTexts(table, 'Total')[0]!)).toBe(highest));
    const totals = columnTexts(table, 'Total').map(money);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveTextContent('Total High to Low');
  });

  it('exports exactly the filtered proposals to a workbook', async () => {
    const capture = captureExport();
    const { user } = await openRoute('office', '/proposals?status=Pending');
    await screen.findByRole('table', { name: 'Proposals' }, loaded);
    await user.click(screen.getByRole('button', { name: 'Columns and Format' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Export' }));
    const workbook = await capture.workbook();
    const pending = proposals().filter((proposal) => proposal.status === 'Pending');
    expect(workbook.filename).toBe('proposals.xlsx');
    expect(workbook.rowCount).toBe(pending.length + 1);
    expect(workbook.strings).toContain('Pending');
    expect(workbook.strings).not.toContain('>Accepted<');
  }, 30_000);

  it('offers no Export without PROP_EXPORT', async () => {
    await openRoute('office', '/proposals', { permissions: (granted) => granted.filter((code) => code !== 'PROP_EXPORT') });
    await screen.findByRole('region', { name: 'Proposals' }, loaded);
    expect(screen.queryByRole('button', { name: 'Export to Excel' })).not.toBeInTheDocument();
  });
});
