import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { picklistEditMessages } from '@/lib/schemas/picklist-edit-schemas';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';

useRouteTests({ preload: () => import('@/features/admin/components/picklists-page') });

const values = (kind: string) =>
  getDb()
    .picklists.where('kind', kind as never)
    .sort((a, b) => a.order - b.order);

function rowOf(table: HTMLElement, text: string): HTMLElement {
  return within(table).getByText(text).closest('tr')!;
}

describe('picklists administration', () => {
  it('adds an intake source, renames it, moves it up and makes it inactive; the server has each change', async () => {
    const { user, fill, router } = await openRoute('admin', '/admin/picklists');
    await user.click(await screen.findByRole('button', { name: 'Intake Sources' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=IntakeSource'));
    const table = await screen.findByRole('table', { name: 'Intake Sources' });
    const before = values('IntakeSource').length;

    await user.click(screen.getByRole('button', { name: 'Add Intake Source' }));
    const add = await screen.findByRole('dialog', { name: 'Add Intake Source' });
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    expect(await within(add).findByText(picklistEditMessages.textRequired)).toBeInTheDocument();
    const existing = values('IntakeSource')[0]!.text;
    await fill(within(add).getByRole('textbox', { name: 'Name' }), existing.toUpperCase());
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    expect(await within(add).findByText(picklistEditMessages.duplicate(existing.toUpperCase()))).toBeInTheDocument();
    await fill(within(add).getByRole('textbox', { name: 'Name' }), 'Radio Spot');
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(values('IntakeSource')).toHaveLength(before + 1));
    expect(await within(table).findByText('Radio Spot')).toBeInTheDocument();

    await user.click(within(rowOf(table, 'Radio Spot')).getByRole('button', { name: 'Edit Radio Spot' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Intake Source' });
    await fill(within(edit).getByRole('textbox', { name: 'Name' }), 'Radio');
    await user.click(within(edit).getByRole('switch', { name: 'Active' }));
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(values('IntakeSource').at(-1)).toMatchObject({ text: 'Radio', active: false }));

    await user.click(await within(table).findByRole('button', { name: 'Move Radio up' }));
    await waitFor(() => expect(values('IntakeSource').at(-2)!.text).toBe('Radio'));
    expect(within(rowOf(table, 'Radio')).getByText('Inactive')).toBeInTheDocument();
  });

  it('deletes a value nothing uses, and says what uses one it refuses', async () => {
    getDb().picklists.insert({ context: 'unused-intake-type', kind: 'IntakeType', text: 'Unused Type', active: true, order: 99, isDefault: false });
    const { user } = await openRoute('admin', '/admin/picklists?kind=IntakeType');
    const table = await screen.findByRole('table', { name: 'Intake Types' });
    await user.click(within(rowOf(table, 'Unused Type')).getByRole('button', { name: 'Delete Unused Type' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Intake Type?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Intake Type Unused Type deleted.')).toBeInTheDocument();
    expect(getDb().picklists.get('unused-intake-type')).toBeUndefined();
    await waitFor(() => expect(within(table).queryByText('Unused Type')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const used = values('IntakeType').find((item) => getDb().intakes.all().some((intake) => intake.intakeTypeContext === item.context))!;
    await user.click(within(rowOf(table, used.text)).getByRole('button', { name: `Delete ${used.text}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Intake Type?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(picklistEditMessages.inUseBy('intake records'))).toBeInTheDocument();
    expect(values('IntakeType').some((item) => item.context === used.context)).toBe(true);
  });

  it('gives payment terms their days and one default', async () => {
    const { user, fill } = await openRoute('admin', '/admin/picklists?kind=PaymentTerm');
    const table = await screen.findByRole('table', { name: 'Payment Terms' });
    expect(within(table).getByRole('columnheader', { name: 'Days' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Payment Term' }));
    const add = await screen.findByRole('dialog', { name: 'Add Payment Term' });
    await fill(within(add).getByRole('textbox', { name: 'Name' }), 'Net 45');
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    expect(await within(add).findByText(picklistEditMessages.daysRequired)).toBeInTheDocument();
    await fill(within(add).getByRole('textbox', { name: 'Days' }), '45');
    await user.click(within(add).getByRole('switch', { name: 'Default for new jobs' }));
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(values('PaymentTerm').filter((term) => term.isDefault).map((term) => term.text)).toEqual(['Net 45']));
    const row = await waitFor(() => rowOf(table, 'Net 45'));
    await waitFor(() => expect(row).toHaveTextContent('45'));
    expect(within(row).getByText('Default')).toBeInTheDocument();
  });

  it('gives a resource type its attributes: adds one, makes it inactive, and refuses to delete one resources carry', async () => {
    const carried = getDb().resources.all().find((resource) => resource.attributes.length > 0)!;
    const type = getDb().picklists.get(carried.resourceTypeContext!)!;
    const attribute = getDb().resourceAttributes.get(carried.attributes[0]!.attributeContext)!;
    const { user, fill } = await openRoute('admin', '/admin/picklists?kind=ResourceType');
    const table = await screen.findByRole('table', { name: 'Resource Types' });
    await user.click(within(rowOf(table, type.text)).getByRole('button', { name: `Attributes of ${type.text}` }));
    const dialog = await screen.findByRole('dialog', { name: `Attributes of ${type.text}` });
    const list = await within(dialog).findByRole('table', { name: `Attributes of ${type.text}` });
    expect(await within(list).findByText(attribute.name)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add Attribute' }));
    const add = await screen.findByRole('dialog', { name: 'Add Attribute' });
    await fill(within(add).getByRole('textbox', { name: 'Name' }), 'Hitch Rating');
    await user.click(within(add).getByRole('switch', { name: 'Active' }));
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(getDb().resourceAttributes.where('type', type.context).find((entry) => entry.name === 'Hitch Rating')).toMatchObject({ active: false }));
    expect(await within(list).findByText('Hitch Rating')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: `Delete ${attribute.name}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Attribute?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This attribute is used by resources and cannot be deleted. Make it inactive instead.')).toBeInTheDocument();
    expect(getDb().resourceAttributes.get(attribute.context)).toBeDefined();
  });

  it('sends users who are not administrators to the unauthorized screen', async () => {
    const { router } = await openRoute('office', '/admin/picklists');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/unauthorized/));
  });
});
