import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { endpoints } from '@/config/endpoints';
import { maintenanceMessages } from '@/lib/schemas/resource-maintenance-schemas';
import { resourceMessages } from '@/lib/schemas/resource-schemas';
import { mockControl } from '../../../mocks/control';
import { seededResourceContext } from '../../../mocks/db/seed-resources';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';

useRouteTests({ preload: () => import('@/features/resources/components/resources-page') });

async function choose(user: Awaited<ReturnType<typeof openRoute>>['user'], field: HTMLElement, option: string) {
  await user.click(field);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('resource list', () => {
  it('lists active resources with their type, person, date and location, and offers Add Resource to the office', async () => {
    await openRoute('office', '/resources');
    const table = await screen.findByRole('table', { name: 'Resources' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Type', expect.stringMatching(/^Name/), 'Assigned To', 'Date Issued', 'Location']);
    const row = within(table).getByRole('link', { name: 'SeeSnake Inspection Camera' }).closest('tr')!;
    expect(within(row).getByText('Camera')).toBeInTheDocument();
    expect(within(row).getByText('Marco Diaz')).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Truck 3 (retired)' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Resource' })).toBeInTheDocument();
  });

  it('shows the inactive badge, and no Add Resource to a technician', async () => {
    await openRoute('tech', '/resources?active=Inactive');
    const table = await screen.findByRole('table', { name: 'Resources' });
    const row = within(table).getByRole('link', { name: 'Truck 3 (retired)' }).closest('tr')!;
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Resource' })).not.toBeInTheDocument();
  });
});

describe('resource editor', () => {
  it('adds a resource with a type, attributes and an assignment; asks before changing the type', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { router, user, fill } = await openRoute('office', '/resources/add');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.getByText(resourceMessages.selectTypeFirst)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(resourceMessages.nameRequired)).toBeInTheDocument();

    await fill(name, 'Infrared Camera');
    await choose(user, screen.getByRole('combobox', { name: 'Resource Type' }), 'Camera');
    await user.click(await screen.findByRole('button', { name: 'Add Attribute' }));
    await user.click(screen.getByRole('button', { name: 'Add Attribute' }));
    await choose(user, within(screen.getByRole('group', { name: 'Attribute 1' })).getByRole('combobox', { name: 'Attribute' }), 'Make');
    await choose(user, within(screen.getByRole('group', { name: 'Attribute 2' })).getByRole('combobox', { name: 'Attribute' }), 'Make');
    await fill(within(screen.getByRole('group', { name: 'Attribute 1' })).getByRole('textbox', { name: 'Value' }), 'FLIR');
    await fill(within(screen.getByRole('group', { name: 'Attribute 2' })).getByRole('textbox', { name: 'Value' }), 'FLIR');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(resourceMessages.duplicateAttributes)).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Delete attribute 2' }));

    // A new type with attributes asks first; Cancel keeps the type and the attributes.
    await choose(user, screen.getByRole('combobox', { name: 'Resource Type' }), 'Meter');
    const dialog = await screen.findByRole('dialog', { name: 'Change Resource Type?' });
    expect(within(dialog).getByText('Changing the type will remove all assigned attributes. Do you wish to continue?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Resource Type' })).toHaveTextContent('Camera');
    expect(screen.getByRole('group', { name: 'Attribute 1' })).toBeInTheDocument();

    expect(screen.getByLabelText('Date Issued')).toBeDisabled();
    await choose(user, screen.getByRole('combobox', { name: 'Assigned To' }), 'Priya Shah');
    expect((screen.getByLabelText('Date Issued') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/resources\/view\//));
    expect(success).toHaveBeenCalledWith('Resource saved.');
    const stored = getDb().resources.all().find((resource) => resource.name === 'Infrared Camera');
    expect(stored).toMatchObject({ attributes: [{ value: 'FLIR' }], dateIssued: expect.stringMatching(/^\d{4}-/) });
    expect(await screen.findByRole('heading', { name: 'Infrared Camera' })).toBeInTheDocument();
    expect(screen.getByText('FLIR')).toBeInTheDocument();
  });

  it('changes the type after Change Type, removing the attributes', async () => {
    const { user } = await openRoute('office', `/resources/edit/${seededResourceContext('camera')}`);
    await screen.findByRole('group', { name: 'Attribute 1' });
    await choose(user, screen.getByRole('combobox', { name: 'Resource Type' }), 'Equipment');
    await user.click(within(await screen.findByRole('dialog', { name: 'Change Resource Type?' })).getByRole('button', { name: 'Change Type' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Attribute 1' })).not.toBeInTheDocument());
    expect(screen.getByText('No attributes have been added.')).toBeInTheDocument();
  });

  it('adds, edits and deletes maintenance log entries with the spec toasts', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const van = seededResourceContext('van12');
    const { user, fill } = await openRoute('office', `/resources/edit/${van}`);
    await user.click(await screen.findByRole('button', { name: 'Add Maintenance Entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Maintenance Log' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(maintenanceMessages.descriptionRequired)).toBeInTheDocument();
    await fill(within(dialog).getByRole('textbox', { name: 'Description' }), 'Replaced the cabin air filter.');
    expect(within(dialog).getByText('30/500')).toBeInTheDocument();
    await fill(within(dialog).getByRole('textbox', { name: 'Cost' }), '42.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(maintenanceMessages.created));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const log = await screen.findByRole('table', { name: 'Maintenance Log' });
    const row = (await within(log).findByText('Replaced the cabin air filter.')).closest('tr')!;
    expect(within(row).getByText('$42.50')).toBeInTheDocument();
    expect(getDb().resourceMaintenance.all().find((entry) => entry.description === 'Replaced the cabin air filter.')?.cost).toBe(42.5);

    await user.click(within(row).getByRole('button', { name: /^Edit maintenance log/ }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Maintenance Log' });
    await fill(within(edit).getByRole('textbox', { name: 'Cost' }), '45');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(maintenanceMessages.updated));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const updatedRow = (await within(log).findByText('Replaced the cabin air filter.')).closest('tr')!;
    await user.click(within(updatedRow).getByRole('button', { name: /^Delete maintenance log/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Maintenance Log?' });
    expect(within(confirm).getByText(maintenanceMessages.deleteQuestion)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(maintenanceMessages.deleted));
    expect(mockControl.callCount(endpoints.resourceMaintenance.delete)).toBe(1);
  });
});

describe('resource view', () => {
  it('shows the tiles, the attributes and the maintenance log read-only', async () => {
    await openRoute('tech', `/resources/view/${seededResourceContext('clamp-meter')}`);
    expect(await screen.findByRole('heading', { name: 'Fluke 902 FC Clamp Meter' })).toBeInTheDocument();
    const attributes = screen.getByRole('region', { name: 'Attributes' });
    expect(within(attributes).getByText('Serial Number')).toBeInTheDocument();
    expect(within(attributes).getByText('51230987')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    const log = await screen.findByRole('table', { name: 'Maintenance Log' });
    expect(within(log).getByText('Factory calibration with certificate.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Maintenance Entry' })).not.toBeInTheDocument();
  });

  it('says when a resource has no attributes', async () => {
    const manometer = getDb().resources.get(seededResourceContext('manometer'))!;
    getDb().resources.put({ ...manometer, attributes: [] });
    await openRoute('office', `/resources/view/${seededResourceContext('manometer')}`);
    expect(await screen.findByText('No attributes have been added.')).toBeInTheDocument();
  });
});
