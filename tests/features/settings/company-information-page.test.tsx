import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { theme } from '@/app/theme';
import { toast } from '@/components/toasts';
import { sessionStore } from '@/lib/auth/session-store';
import { createQueryClient } from '@/lib/query-client';
import {
  COMPANY_INFORMATION_MESSAGES,
  COMPANY_INFORMATION_SAVED,
  COMPANY_UPLOAD_MESSAGES,
  CONTRACT_DELETED,
  CONTRACT_UPLOADED,
  LOGO_UPLOADED,
  NO_CHANGES_DETECTED,
  UNABLE_TO_SAVE,
} from '@/lib/schemas/company-information-schemas';
import { guidedTourNames } from '@/lib/schemas/guided-tour-schemas';
import { mockControl } from '../../../mocks/control';
import { getDb } from '../../../mocks/db/store';
import { server } from '../../../mocks/node';
import { File as NodeFile } from 'node:buffer';
import { login } from '../../mocks/mock-api';

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

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Load the lazy route modules once up front, so the first test does not pay for transforming them.
  await Promise.all([
    import('@/features/settings/components/settings-layout-page'),
    import('@/features/settings/components/company-information-page'),
    import('@/features/shell/components/unauthorized-page'),
  ]);
  // One untimed visit pays for the first render of the shell and the page's components.
  await openAsAdmin();
  cleanup();
  sessionStore.reset();
  mockControl.reset();
}, 60_000);
beforeEach(() => {
  vi.stubGlobal('FormData', NodeFormData);
  sessionStore.reset();
  mockControl.reset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(toast, 'success').mockImplementation(() => undefined);
  vi.spyOn(toast, 'info').mockImplementation(() => undefined);
  vi.spyOn(toast, 'warning').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  server.resetHandlers();
  sessionStore.reset();
  mockControl.reset();
});
afterAll(() => server.close());

/** Types into a field the quick way: one paste instead of a key at a time. */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

async function openPage(account: 'admin' | 'office') {
  const answer = await login(`${account}@demo.test`);
  if (!answer.accessToken || !answer.userState) throw new Error(`sign-in failed for ${account}`);
  sessionStore.signIn(answer.accessToken, { ...answer.userState, completedGuidedTours: [guidedTourNames.welcome] });
  const router = createMemoryRouter(routes, { initialEntries: ['/settings/company-information'] });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { router, user: userEvent.setup({ delay: null }) };
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
    const { user } = await openAsAdmin();
    expect(field('Company Name')).toHaveValue('Northwind Heating & Plumbing');
    expect(field('City')).toHaveValue('Portland');
    expect(field('Company Name')).toBeRequired();
    expect(field('Fax')).not.toBeRequired();

    await user.clear(field('City'));
    await fill(user, field('City'), 'Salem');
    await user.click(screen.getByText('Save', { selector: 'button' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COMPANY_INFORMATION_SAVED));
    expect(getDb().companyInfo.get().city).toBe('Salem');
    expect(screen.getByText('Discard Changes', { selector: 'button' })).toBeDisabled();
  });

  it('says No changes detected. when nothing changed', async () => {
    const { user } = await openAsAdmin();
    await fill(user, field('State'), '  ');
    await user.click(screen.getByText('Save', { selector: 'button' }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith(NO_CHANGES_DETECTED));
    expect(mockControl.callCount('CompanyInformation/InsertOrUpdate')).toBe(0);
  });

  it('refuses to save an invalid form and keeps what was typed', async () => {
    const { user } = await openAsAdmin();
    await user.clear(field('Company Name'));
    await fill(user, field('Company Name'), '   ');
    await user.clear(field('Email'));
    await fill(user, field('Email'), 'office@');
    await user.click(screen.getByText('Save', { selector: 'button' }));

    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith(UNABLE_TO_SAVE));
    expect(screen.getByText(COMPANY_INFORMATION_MESSAGES.required('companyName'))).toBeInTheDocument();
    expect(screen.getByText(COMPANY_INFORMATION_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(field('Email')).toHaveValue('office@');
    expect(mockControl.callCount('CompanyInformation/InsertOrUpdate')).toBe(0);
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
    await fill(user, field('Street 2'), ' East');
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
