import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { endpoints } from '@/config/endpoints';
import { mockControl } from '../../../mocks/control';
import { formTemplateContext } from '../../../mocks/db/seed-forms';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';

useRouteTests({
  preload: () =>
    Promise.all([
      import('@/features/admin-catalogues/components/form-templates-page'),
      import('@/features/admin-catalogues/components/form-template-edit-page'),
      import('@/features/admin-catalogues/components/form-template-add-page'),
    ]),
});

describe('form template list', () => {
  it('lists every template with its fields, use and state, and links to the editor', async () => {
    await openRoute('admin', '/admin/form-templates');
    const table = await screen.findByRole('table', { name: 'Form Templates' });
    const survey = getDb().formTemplates.get(formTemplateContext('site-survey'))!;
    const link = within(table).getByRole('link', { name: 'Site Survey' });
    expect(link).toHaveAttribute('href', `/admin/form-templates/${survey.context}`);
    const row = link.closest('tr')!;
    expect(within(row).getByRole('cell', { name: String(survey.fields.length) })).toBeInTheDocument();
    const used = getDb().formInstances.all().filter((form) => form.templateContext === survey.context).length;
    expect(within(row).getByText(used === 1 ? '1 form' : `${used} forms`)).toBeInTheDocument();
    // The inactive seeded template is listed too, with its badge.
    expect(within(table).getAllByText('Inactive').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Add Form Template' })).toHaveAttribute('href', '/admin/form-templates/add');
  });

  it('makes a template inactive from the list, so it is no longer offered when adding a form', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = await openRoute('admin', '/admin/form-templates');
    await screen.findByRole('table', { name: 'Form Templates' });
    await user.click(screen.getByRole('button', { name: 'Make Inactive: Site Survey' }));
    await waitFor(() => expect(getDb().formTemplates.get(formTemplateContext('site-survey'))?.active).toBe(false));
    expect(success).toHaveBeenCalledWith('Site Survey is inactive: it is no longer offered when adding a form.');
    expect(await screen.findByRole('button', { name: 'Make Active: Site Survey' })).toBeInTheDocument();
  });

  it('sends users who are not administrators to the unauthorized screen', async () => {
    const { router } = await openRoute('office', '/admin/form-templates');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized/ADMINISTRATOR'));
    expect(mockControl.callCount(endpoints.formTemplate.search)).toBe(0);
  });
});

describe('form template editor', () => {
  it('adds a template: validates, adds a select and a signature field, reorders, previews and saves', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { router, user, fill } = await openRoute('admin', '/admin/form-templates/add');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Add at least one field.')).toBeInTheDocument();
    expect(mockControl.callCount(endpoints.formTemplate.create)).toBe(0);

    await fill(name, 'Gutter Check');
    await user.click(screen.getByRole('button', { name: 'Add Field' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Select' }));
    const fields = screen.getByRole('list', { name: 'Fields' });
    await fill(within(fields).getByRole('textbox', { name: 'Label' }), 'Gutter material');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add at least one option.')).toBeInTheDocument();
    await fill(within(fields).getByRole('textbox', { name: 'Options' }), 'Aluminum\nVinyl\nvinyl');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Options must be different from each other.')).toBeInTheDocument();
    await fill(within(fields).getByRole('textbox', { name: 'Options' }), 'Aluminum\nVinyl\n');

    await user.click(screen.getByRole('button', { name: 'Add Field' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Signature' }));
    const second = within(fields).getByRole('listitem', { name: 'Field 2: Signature' });
    await fill(within(second).getByRole('textbox', { name: 'Label' }), 'Homeowner signature');
    await user.click(within(second).getByRole('switch', { name: 'Required' }));
    const signatureCard = within(fields).getByRole('listitem', { name: 'Field 2: Homeowner signature' });
    await user.click(within(signatureCard).getByRole('button', { name: 'Move Up' }));
    expect(within(fields).getAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Field 1: Homeowner signature',
      'Field 2: Gutter material',
    ]);

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Preview: Gutter Check' });
    expect(within(preview).getByRole('group', { name: 'Homeowner signature' })).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: 'Type Signature' })).toBeDisabled();
    expect(within(preview).getByRole('combobox', { name: 'Gutter material' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(preview).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Preview: Gutter Check' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/form-templates'));
    expect(success).toHaveBeenCalledWith('Form template saved.');
    const stored = getDb().formTemplates.all().find((template) => template.name === 'Gutter Check')!;
    expect(stored.fields.map((field) => [field.label, field.fieldType, field.required, field.options])).toEqual([
      ['Homeowner signature', 'Signature', true, []],
      ['Gutter material', 'Select', false, ['Aluminum', 'Vinyl']],
    ]);
  }, 60_000);

  it('keeps the edits and offers a reload when someone else saved the template first', async () => {
    const context = formTemplateContext('ladder-safety');
    const { user, fill } = await openRoute('admin', `/admin/form-templates/${context}`);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    const stored = getDb().formTemplates.get(context)!;
    getDb().formTemplates.put({ ...stored, version: stored.version + 1 });
    await fill(name, 'Ladder Safety Check');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This form template was changed by someone else. Reload it to see the changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ladder Safety Check');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  }, 30_000);

  it('asks before leaving with unsaved changes, and a field moves down and is deleted', async () => {
    const context = formTemplateContext('customer-sign-off');
    const { router, user, fill } = await openRoute('admin', `/admin/form-templates/${context}`);
    const fields = await screen.findByRole('list', { name: 'Fields' });
    const names = () => within(fields).getAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent);
    const [first, second] = names();
    await user.click(within(within(fields).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Move Down' }));
    expect(names().slice(0, 2)).toEqual([second!.replace(/^Field 2/, 'Field 1'), first!.replace(/^Field 1/, 'Field 2')]);
    const count = names().length;
    await user.click(within(within(fields).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Delete Field' }));
    expect(names()).toHaveLength(count - 1);
    await fill(screen.getByRole('textbox', { name: 'Name' }), 'Sign-Off');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(`/admin/form-templates/${context}`);
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unsaved Changes' })).getByRole('button', { name: 'Leave Page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/form-templates'));
    expect(getDb().formTemplates.get(context)?.version).toBe(1);
  }, 30_000);

  it('shows the refusal to delete a template that filled forms use', async () => {
    const context = getDb().formInstances.all()[0]!.templateContext;
    const { user } = await openRoute('admin', `/admin/form-templates/${context}`);
    await screen.findByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Form Template?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This form template is used by filled forms and cannot be deleted. Make it inactive instead.')).toBeInTheDocument();
    expect(getDb().formTemplates.get(context)).toBeDefined();
  }, 30_000);
});
