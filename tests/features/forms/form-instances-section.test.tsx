import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { FormInstancesSection, type FormOwnerKind } from '@/features/forms';
import { signaturePng } from '../../../mocks/db/seed-forms';
import { getDb } from '../../../mocks/db/store';
import { renderElement, signInAs, useRouteTests } from '../../support/render-route';

const TYPED_SIGNATURE = signaturePng('Typed in a test');

useRouteTests();
beforeEach(() => {
  // jsdom has no canvas: a pad that records nothing and answers a fixed PNG.
  const context = new Proxy({ measureText: () => ({ width: 120 }) } as Record<string, unknown>, {
    get: (target, property: string) => (property in target ? target[property] : () => undefined),
    set: () => true,
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => context) as unknown as HTMLCanvasElement['getContext']);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(TYPED_SIGNATURE);
});

interface OpenOptions {
  account?: 'office' | 'tech';
  ownerKind?: FormOwnerKind;
  ownerContext: string;
  canEdit: boolean;
}

/** Renders the section for one owner on a tiny route, signed in; toasts are recorded. */
async function open({ account = 'office', ownerKind = 'Intake', ownerContext, canEdit }: OpenOptions) {
  await signInAs(account);
  const { user } = renderElement(<FormInstancesSection ownerKind={ownerKind} ownerContext={ownerContext} canEdit={canEdit} />);
  const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
  return { user, success };
}

/** A seeded intake with a filled form, and an intake without forms. */
function seeded() {
  const db = getDb();
  const filled = db.formInstances.all().find((instance) => instance.ownerKind === 'Intake' && instance.name === 'Site Survey' && instance.version > 1)!;
  const withForms = new Set(db.formInstances.all().map((instance) => instance.ownerContext));
  const plainIntake = db.intakes.all().find((intake) => !withForms.has(intake.context))!;
  return { filled, plainIntake };
}

describe('the forms section', () => {
  it("lists the owner's forms with when and by whom they were modified and how much is answered", async () => {
    const { filled } = seeded();
    await open({ ownerContext: filled.ownerContext, canEdit: true });
    const list = await screen.findByRole('list', { name: 'Forms' });
    const item = within(list).getByRole('listitem', { name: 'Site Survey' });
    expect(within(item).getByText('10 of 10 answered')).toBeInTheDocument();
    expect(within(item).getByText(new RegExp(`Last modified .* by ${filled.modifiedByName}`))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Forms' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Form' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Edit Site Survey' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Delete Site Survey' })).toBeInTheDocument();
  });

  it('shows the answers read-only, the signature as an image, without edit actions when the user may not edit', async () => {
    const { filled } = seeded();
    const { user } = await open({ account: 'tech', ownerContext: filled.ownerContext, canEdit: false });
    const list = await screen.findByRole('list', { name: 'Forms' });
    expect(screen.queryByRole('button', { name: 'Add Form' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^Edit|^Delete/ })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'View Site Survey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Site Survey' });
    expect(within(dialog).getByRole('img', { name: 'Customer signature (signature)' })).toHaveAttribute('src', filled.values.customerSignature);
    expect(within(dialog).getByText('Single-family home')).toBeInTheDocument();
    expect(within(dialog).getByText('Survey date')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds a form from a template, validates required answers, fills, signs and saves it', async () => {
    const { plainIntake } = seeded();
    const { user, success } = await open({ ownerContext: plainIntake.context, canEdit: true });
    expect(await screen.findByText('No forms yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Form' }));
    const chooser = await screen.findByRole('dialog', { name: 'Add Form' });
    const templates = await within(chooser).findByRole('list', { name: 'Form templates' });
    expect(within(templates).getAllByRole('button').map((button) => button.querySelector('.MuiListItemText-primary')?.textContent)).toEqual([
      'Customer Sign-Off',
      'HVAC Inspection',
      'Plumbing Inspection',
      'Site Survey',
    ]);
    await user.click(within(templates).getByRole('button', { name: /^Site Survey/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Site Survey' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Site contact is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Survey date is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Property type is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Customer signature is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Unable to save, please review the form for errors.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Site contact' }), 'Pat Morales');
    await user.type(within(dialog).getByLabelText(/Survey date/), '2026-03-04');
    await user.click(within(dialog).getByRole('combobox', { name: /Property type/ }));
    await user.click(await screen.findByRole('option', { name: 'Commercial' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Conditioned area (sq ft)' }), '1850');
    const areas = within(dialog).getByRole('group', { name: 'Areas inspected' });
    await user.click(within(areas).getByRole('checkbox', { name: 'Roof' }));
    await user.click(within(areas).getByRole('checkbox', { name: 'Attic' }));
    const hazardsGroup = within(dialog).getByRole('group', { name: /Hazards found/ });
    await user.click(within(hazardsGroup).getByRole('radio', { name: 'No' }));

    const signature = within(dialog).getByRole('group', { name: /Customer signature/ });
    expect(within(signature).getByRole('img', { name: 'Signature pad: Customer signature' })).toBeInTheDocument();
    expect(within(signature).getByText('Not signed')).toBeInTheDocument();
    await user.click(within(signature).getByRole('button', { name: 'Type Signature' }));
    await user.type(within(signature).getByRole('textbox', { name: 'Type Customer signature' }), 'Pat Morales');
    expect(within(signature).getByText('Signed')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Site Survey' })).not.toBeInTheDocument());
    expect(success).toHaveBeenCalledWith('Form saved.');
    const list = await screen.findByRole('list', { name: 'Forms' });
    expect(await within(list).findByText('7 of 10 answered')).toBeInTheDocument();

    const stored = getDb().formInstances.all().find((instance) => instance.ownerContext === plainIntake.context)!;
    expect(stored.values).toMatchObject({
      siteContact: 'Pat Morales',
      surveyDate: '2026-03-04',
      propertyType: 'Commercial',
      squareFeet: 1850,
      areasInspected: ['Attic', 'Roof'],
      hazards: false,
      customerSignature: TYPED_SIGNATURE,
      yearBuilt: null,
    });
    expect(stored.version).toBe(2);
  });

  it('keeps the answers after a version conflict and reloads the stored form on request', async () => {
    const { filled } = seeded();
    const { user, success } = await open({ ownerContext: filled.ownerContext, canEdit: true });
    await user.click(await screen.findByRole('button', { name: 'Edit Site Survey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Site Survey' });
    const contact = within(dialog).getByRole('textbox', { name: 'Site contact' });
    expect(contact).toHaveValue(filled.values.siteContact as string);
    getDb().formInstances.update(filled.context, (stored) => {
      stored.values.siteContact = 'Changed elsewhere';
      stored.version += 1;
    });
    await user.clear(contact);
    await user.type(contact, 'My answer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/This form was changed by someone else after you opened it/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Site contact' })).toHaveValue('My answer');
    expect(success).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Site contact' })).toHaveValue('Changed elsewhere'));
    expect(within(dialog).queryByText(/This form was changed by someone else/)).not.toBeInTheDocument();
  });

  it('asks before closing a form with unsaved answers', async () => {
    const { filled } = seeded();
    const { user } = await open({ ownerContext: filled.ownerContext, canEdit: true });
    await user.click(await screen.findByRole('button', { name: 'Edit Site Survey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Site Survey' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Site contact' }), ' and partner');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard Changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard Changes?' })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: 'Site contact' })).toHaveValue(`${filled.values.siteContact as string} and partner`);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard Changes?' })).getByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Site Survey' })).not.toBeInTheDocument());
    expect(getDb().formInstances.all().find((instance) => instance.context === filled.context)?.values.siteContact).toBe(filled.values.siteContact);
  });

  it('deletes a form after confirmation', async () => {
    const { filled } = seeded();
    const { user, success } = await open({ ownerContext: filled.ownerContext, canEdit: true });
    const others = getDb().formInstances.all().filter((instance) => instance.ownerContext === filled.ownerContext).length - 1;
    await user.click(await screen.findByRole('button', { name: 'Delete Site Survey' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Form?' });
    expect(confirm).toHaveTextContent('Delete the Site Survey form and its answers? This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete Form' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Form deleted.'));
    if (others === 0) expect(await screen.findByText('No forms yet.')).toBeInTheDocument();
    else await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Site Survey' })).not.toBeInTheDocument());
    expect(getDb().formInstances.all().some((instance) => instance.context === filled.context)).toBe(false);
  });

  it('asks to save a new owner first', async () => {
    await open({ ownerContext: '', canEdit: true });
    expect(await screen.findByText('Save the intake to add forms.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Form' })).not.toBeInTheDocument();
  });
});
