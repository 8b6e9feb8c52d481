import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { endpoints } from '@/config/endpoints';
import { supplierMessages } from '@/lib/schemas/supplier-schemas';
import { mockControl } from '../../../mocks/control';
import { picklistContext } from '../../../mocks/db/seed-picklists';
import { supplierContext } from '../../../mocks/db/seed-suppliers';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';

// Load the list page once up front, so the first test does not pay for compiling it.
useRouteTests({ preload: () => import('@/features/suppliers/components/suppliers-page') });

function names(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.querySelector('a')!.textContent ?? '');
}

describe('supplier list', () => {
  it('sorts by name ascending by default and by supplier type from its heading', async () => {
    const { router, user } = await openRoute('office', '/suppliers');
    const table = await screen.findByRole('table', { name: 'Suppliers' });
    const byName = names(table);
    expect(byName[0]).toBe('Aeris Comfort Systems');
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
    expect(screen.getByRole('link', { name: 'Add Supplier' })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Supplier Type' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=SupplierType'));
    await waitFor(() => expect(names(screen.getByRole('table', { name: 'Suppliers' }))[0]).toBe('Aeris Comfort Systems'));
    await user.click(within(screen.getByRole('table', { name: 'Suppliers' })).getByRole('button', { name: 'Supplier Type' }));
    await waitFor(() => expect(names(screen.getByRole('table', { name: 'Suppliers' }))[0]).toBe('Precision Drain & Sewer Camera'));
    expect(router.state.location.search).toBe('?sort=SupplierType&dir=DESC');
  }, 40_000);

  it('filters by supplier type from the address', async () => {
    await openRoute('office', `/suppliers?type=${picklistContext('SupplierType', 'Rental')}`);
    const table = await screen.findByRole('table', { name: 'Suppliers' });
    await waitFor(() => expect(names(table)).toEqual(['Tri-County Equipment Rental']));
    expect(screen.getByRole('combobox', { name: /Supplier Type/ })).toHaveTextContent('Rental');
  });
});

describe('supplier editor and view', () => {
  it('adds a supplier with a completed web site address and shows it', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { router, user } = await openRoute('office', '/suppliers/add');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    await user.click(name);
    await user.paste('Foothill Backflow Testing');
    const site = screen.getByRole('textbox', { name: 'Web Site Address' });
    await user.click(site);
    await user.paste('ftp://foothill.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(supplierMessages.webSiteInvalid)).toBeInTheDocument();
    await user.clear(site);
    await user.paste('www.foothill.example.com');
    await user.tab();
    expect(site).toHaveValue('https://www.foothill.example.com');
    await user.click(screen.getByRole('combobox', { name: /Supplier Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Subcontractor' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/suppliers\/view\//));
    expect(success).toHaveBeenCalledWith('Supplier saved.');
    expect(getDb().suppliers.all().find((supplier) => supplier.name === 'Foothill Backflow Testing')).toMatchObject({
      active: true,
      webSiteAddress: 'https://www.foothill.example.com',
      supplierTypeContext: picklistContext('SupplierType', 'Subcontractor'),
    });
    expect(await screen.findByRole('heading', { name: 'Foothill Backflow Testing' })).toBeInTheDocument();
    expect(screen.getByText('Subcontractor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://www.foothill.example.com' })).toHaveAttribute('rel', 'noopener noreferrer');
  }, 40_000);

  it('shows notes, the inactive badge, Edit and Delete', async () => {
    await openRoute('office', `/suppliers/view/${supplierContext('bridgetown-wholesale')}`);
    expect(await screen.findByRole('heading', { name: 'Bridgetown Plumbing Wholesale' })).toBeInTheDocument();
    expect(screen.getAllByText('Inactive').length).toBeGreaterThan(0);
    expect(screen.getByText(/Closed the Portland branch in 2024/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/suppliers/edit/${supplierContext('bridgetown-wholesale')}`);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});

describe('supplier permissions', () => {
  it('shows no Add Supplier, Edit or Delete to a user who may only read suppliers', async () => {
    const { user } = await openRoute('office', '/suppliers', { permissions: (granted) => granted.filter((code) => !code.startsWith('SPLR_') || code === 'SPLR_R') });
    const table = await screen.findByRole('table', { name: 'Suppliers' });
    expect(screen.queryByRole('link', { name: 'Add Supplier' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('link', { name: 'HydroFlo Tankless' }));
    expect(await screen.findByRole('heading', { name: 'HydroFlo Tankless' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it.each(['/suppliers', `/suppliers/view/${supplierContext('hydroflo')}`, `/suppliers/edit/${supplierContext('hydroflo')}`, '/suppliers/add'])(
    'sends a user without SPLR permissions from %s to the unauthorized screen',
    async (entry) => {
      const { router } = await openRoute('tech', entry);
      await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/unauthorized\/SPLR_[RUC]$/));
      expect(mockControl.callCount(endpoints.supplier.search) + mockControl.callCount(endpoints.supplier.get)).toBe(0);
    },
  );
});
