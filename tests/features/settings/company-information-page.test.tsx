import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import {
  BRAND_COLOR_MESSAGE,
  COMPANY_INFORMATION_MESSAGES,
  COMPANY_INFORMATION_SAVED,
  COMPANY_UPLOAD_MESSAGES,
  CONTRACT_DELETED,
  CONTRACT_UPLOADED,
  LOGO_UPLOADED,
  NO_CHANGES_DETECTED,
  UNABLE_TO_SAVE,
} from '@/lib/schemas/company-information-schemas';
import { mockControl } from '../../../mocks/control';
import { getDb } from '../../../mocks/db/store';
import { File as NodeFile } from 'node:buffer';
import { openRoute, useRouteTests } from '../../support/render-route';

const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/**
 * jsdom's File and FormData lose a file's bytes on the way through the mocked XMLHttpRequest, so
 * uploads here use Node's (the same classes a browser's fetch stack would see).
 */
const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;
function file(bytes: Uint8Array<ArrayBuffer>, name: string, type: string): File {
  return new NodeFile([bytes], name, { type }) as unknown as File;
}

useRouteTests({
  // Load the lazy route modules once up front, so the first test does not pay for transforming them.
  preload: () =>
    Promise.all([
      import('@/features/settings/components/settings-layout-page'),
      import('@/features/settings/components/company-information-page'),
      import('@/features/shell/components/unauthorized-page'),
    ]),
  // One untimed visit pays for the first render of the shell and the page's components.
  warmUp: openAsAdmin,
});
beforeEach(() => {
  vi.stubGlobal('FormData', NodeFormData);
  vi.spyOn(toast, 'success').mockImplementation(() => undefined);
  vi.spyOn(toast, 'info').mockImplementation(() => undefined);
  vi.spyOn(toast, 'warning').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

function openPage(account: 'admin' | 'office') {
  return openRoute(account, '/settings/company-information', { userEvent: { delay: null } });
}

async function openAsAdmin() {
  const opened = await openPage('admin');
  await screen.findByRole('heading', { name: 'Company Information', level: 1 });
  await screen.findByLabelText(/^Company Name/);
  return opened;
}

function field(name: string) {
  // By label: much quicker than by role in a page this size.
  return screen.getByLabelText(new RegExp(`^${name}`));
}

describe('company information page', () => {
  it('shows the stored details and saves changes', async () => {
    const { user, fill } = await openAsAdmin();
    expect(field('Company Name')).toHaveValue('Northwind Heating & Plumbing');
    expect(field('City')).toHaveValue('Portland');
    expect(field('Company Name')).toBeRequired();
    expect(field('Fax')).not.toBeRequired();

    await fill(field('City'), 'Salem');
    await user.click(screen.getByText('Save', { selector: 'button' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COMPANY_INFORMATION_SAVED));
    expect(getDb().companyInfo.get().city).toBe('Salem');
    expect(screen.getByText('Discard Changes', { selector: 'button' })).toBeDisabled();
  });

  it('says No changes detected. when nothing changed', async () => {
    const { user } = await openAsAdmin();
    await user.type(field('State'), '  ');
    await user.click(screen.getByText('Save', { selector: 'button' }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith(NO_CHANGES_DETECTED));
    expect(mockControl.callCount('CompanyInformation/InsertOrUpdate')).toBe(0);
  });

  it('refuses to save an invalid form and keeps what was typed', async () => {
    const { user, fill } = await openAsAdmin();
    await fill(field('Company Name'), '   ');
    await fill(field('Email'), 'office@');
    await user.click(screen.getByText('Save', { selector: 'button' }));

    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith(UNABLE_TO_SAVE));
    expect(screen.getByText(COMPANY_INFORMATION_MESSAGES.required('companyName'))).toBeInTheDocument();
    expect(screen.getByText(COMPANY_INFORMATION_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(field('Email')).toHaveValue('office@');
    expect(mockControl.callCount('CompanyInformation/InsertOrUpdate')).toBe(0);
  });

  it('takes a brand color for the customer portal: # and six hex digits, or nothing', async () => {
    const { user, fill } = await openAsAdmin();
    expect(field('Brand Color')).toHaveValue('#0b5394');
    await fill(field('Brand Color'), 'navy');
    await user.click(screen.getByText('Save', { selector: 'button' }));
    expect(await screen.findByText(BRAND_COLOR_MESSAGE)).toBeInTheDocument();
    expect(mockControl.callCount('CompanyInformation/InsertOrUpdate')).toBe(0);
    await fill(field('Brand Color'), '#1F6FEB');
    await user.click(screen.getByText('Save', { selector: 'button' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COMPANY_INFORMATION_SAVED));
    expect(getDb().companyInfo.get().brandColor).toBe('#1f6feb');
  });

  it('uploads a logo, shows it, and deletes it on save after it is marked', async () => {
    const { user } = await openAsAdmin();
    const logoCard = screen.getByRole('region', { name: 'Logo' });
    expect(within(logoCard).getByText('No logo has been uploaded.')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Logo file'), file(PNG_BYTES, 'mark.png', 'image/png'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(LOGO_UPLOADED));
    const image = await within(logoCard).findByRole('img', { name: 'Company logo' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(getDb().companyFiles.get('logo')?.fileName).toBe('mark.png');

    await user.click(within(logoCard).getByText('Delete Logo', { selector: 'button' }));
    expect(within(logoCard).getByText('The logo will be deleted when you save.')).toBeInTheDocument();
    expect(getDb().companyFiles.has('logo')).toBe(true);
    await user.click(within(logoCard).getByText('Keep Logo', { selector: 'button' }));
    await user.click(within(logoCard).getByText('Delete Logo', { selector: 'button' }));

    await user.click(screen.getByText('Save', { selector: 'button' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COMPANY_INFORMATION_SAVED));
    expect(getDb().companyFiles.has('logo')).toBe(false);
    expect(await within(logoCard).findByText('No logo has been uploaded.')).toBeInTheDocument();
    expect(mockControl.callCount('CompanyInformation/InsertOrUpdate')).toBe(0);
  });

  it('explains why a chosen logo or contract cannot be uploaded', async () => {
    await openAsAdmin();
    // The picker's accept filter is only a hint; a renamed file still reaches the check.
    const pickAny = userEvent.setup({ applyAccept: false, delay: null });
    await pickAny.upload(screen.getByLabelText('Logo file'), file(PDF_BYTES, 'logo.pdf', 'application/pdf'));
    expect(await screen.findByText(COMPANY_UPLOAD_MESSAGES.logoType)).toBeInTheDocument();
    await pickAny.upload(screen.getByLabelText('Logo file'), file(PDF_BYTES, 'logo.png', 'image/png'));
    expect(await screen.findByText(COMPANY_UPLOAD_MESSAGES.logoContent)).toBeInTheDocument();
    await pickAny.upload(screen.getByLabelText('Contract file'), file(PNG_BYTES, 'terms.png', 'image/png'));
    expect(await screen.findByText(COMPANY_UPLOAD_MESSAGES.contractType)).toBeInTheDocument();
    expect(mockControl.callCount('CompanyInformation/SaveLogo')).toBe(0);
    expect(mockControl.callCount('CompanyInformation/SaveContract')).toBe(0);
  });

  it('uploads, replaces and deletes the contract after a confirmation', async () => {
    const { user } = await openAsAdmin();
    const contractCard = screen.getByRole('region', { name: 'Contract' });
    await user.upload(screen.getByLabelText('Contract file'), file(PDF_BYTES, 'Service Agreement.pdf', 'application/pdf'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(CONTRACT_UPLOADED));
    expect(await within(contractCard).findByText('Service Agreement.pdf')).toBeInTheDocument();
    expect(within(contractCard).getByText('View Contract', { selector: 'button' })).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Contract file'), file(PDF_BYTES, 'Terms 2025.pdf', 'application/pdf'));
    expect(await within(contractCard).findByText('Terms 2025.pdf')).toBeInTheDocument();
    expect(getDb().companyInfo.get().contractFileName).toBe('Terms 2025.pdf');

    await user.click(within(contractCard).getByText('Delete Contract', { selector: 'button' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Contract?' });
    expect(dialog).toHaveTextContent('The contract Terms 2025.pdf will be deleted.');
    await user.click(within(dialog).getByText('Delete Contract', { selector: 'button' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(CONTRACT_DELETED));
    expect(await within(contractCard).findByText('No contract has been uploaded.')).toBeInTheDocument();
    expect(getDb().companyFiles.has('contract')).toBe(false);
  });

  it('warns before leaving with unsaved changes', async () => {
    const { router, user } = await openAsAdmin();
    await user.type(field('Street 2'), ' East');
    await user.click(screen.getByRole('link', { name: 'Email Server' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    await user.click(within(dialog).getByText('Stay', { selector: 'button' }));
    expect(router.state.location.pathname).toBe('/settings/company-information');
    expect(field('Street 2')).toHaveValue('Suite 200 East');
  });

  it('sends users who are not administrators to the unauthorized screen', async () => {
    const { router } = await openPage('office');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized/ADMINISTRATOR'));
    expect(mockControl.callCount('CompanyInformation/Get')).toBe(0);
  });
});
