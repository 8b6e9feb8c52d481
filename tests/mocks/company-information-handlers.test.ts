// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  BRAND_COLOR_MESSAGE,
  COMPANY_INFORMATION_MESSAGES,
  COMPANY_UPLOAD_MAX_BYTES,
  COMPANY_UPLOAD_MESSAGES,
  companyInformationSchema,
  type CompanyInformationForm,
} from '../../src/lib/schemas/company-information-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { API, get, post, signIn, useMockServer } from './mock-api';

useMockServer();

/** A real 1×1 PNG. */
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const JPEG_BYTES = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const validForm: CompanyInformationForm = {
  companyName: 'Cascade Mechanical',
  street1: '88 River Street',
  street2: '',
  city: 'Salem',
  state: 'OR',
  postalCode: '97301',
  telephone: '(503) 555-0100',
  fax: '',
  email: 'office@cascade.test',
};

async function adminToken(): Promise<string> {
  return (await signIn(seededUsernames.admin)).accessToken;
}

function upload(endpoint: string, token: string, bytes: Uint8Array<ArrayBuffer>, name: string, type = 'application/octet-stream'): Promise<Response> {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  return fetch(`${API}${endpoint}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
}

function remove(endpoint: string, token: string): Promise<Response> {
  return fetch(`${API}${endpoint}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
}

describe('company information details', () => {
  it('answers the seeded company with no logo and no contract', async () => {
    const answer = companyInformationSchema.parse(await (await get('CompanyInformation/Get', await adminToken())).json());
    expect(answer).toMatchObject({ companyName: 'Northwind Heating & Plumbing', contractFileName: null, logo: null });
  });

  it('saves trimmed details and answers them', async () => {
    const token = await adminToken();
    const response = await post('CompanyInformation/InsertOrUpdate', { ...validForm, companyName: '  Cascade Mechanical  ', fax: ' 555 ' }, token);
    expect(response.status).toBe(200);
    const answer = companyInformationSchema.parse(await response.json());
    expect(answer).toMatchObject({ ...validForm, fax: '555' });
    expect(getDb().companyInfo.get().companyName).toBe('Cascade Mechanical');
  });

  it('rejects missing, blank-only, too long and invalid values with the rule messages', async () => {
    const token = await adminToken();
    const response = await post(
      'CompanyInformation/InsertOrUpdate',
      { ...validForm, companyName: '   ', city: '', street2: 'x'.repeat(101), postalCode: '9'.repeat(21), email: 'not-an-email' },
      token,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual([
      COMPANY_INFORMATION_MESSAGES.required('companyName'),
      COMPANY_INFORMATION_MESSAGES.tooLong('street2'),
      COMPANY_INFORMATION_MESSAGES.required('city'),
      COMPANY_INFORMATION_MESSAGES.tooLong('postalCode'),
      COMPANY_INFORMATION_MESSAGES.invalidEmail,
    ]);
    expect(getDb().companyInfo.get().companyName).toBe('Northwind Heating & Plumbing');
    expect((await post('CompanyInformation/InsertOrUpdate', 'nonsense', token)).status).toBe(400);
  });

  it('is for administrators only', async () => {
    const office = (await signIn(seededUsernames.office)).accessToken;
    expect((await get('CompanyInformation/Get', office)).status).toBe(403);
    expect((await post('CompanyInformation/InsertOrUpdate', validForm, office)).status).toBe(403);
    expect((await upload('CompanyInformation/SaveLogo', office, PNG_BYTES, 'logo.png')).status).toBe(403);
    expect((await get('CompanyInformation/GetContract', office)).status).toBe(403);
    expect((await remove('CompanyInformation/DeleteContract', office)).status).toBe(403);
    expect((await get('CompanyInformation/Get')).status).toBe(401);
    expect(getDb().companyInfo.get().companyName).toBe('Northwind Heating & Plumbing');
  });
});

describe('the brand color', () => {
  it('saves #rrggbb (lower case), keeps it when a call leaves it out, clears it when empty, and the customer portal shows it', async () => {
    const token = await adminToken();
    const branding = async () => ((await (await get('Portal/GetBranding')).json()) as { primaryColor: string | null }).primaryColor;
    expect(await branding()).toBe('#0b5394');
    const saved = await post('CompanyInformation/InsertOrUpdate', { ...validForm, brandColor: ' #1F6FEB ' }, token);
    expect(companyInformationSchema.parse(await saved.json()).brandColor).toBe('#1f6feb');
    expect(await branding()).toBe('#1f6feb');
    // A caller that knows nothing of the colour (the form before issue 18) keeps it.
    expect((await post('CompanyInformation/InsertOrUpdate', validForm, token)).status).toBe(200);
    expect(await branding()).toBe('#1f6feb');
    await post('CompanyInformation/InsertOrUpdate', { ...validForm, brandColor: '' }, token);
    expect(await branding()).toBeNull();
  });

  it('refuses anything but # and six hex digits with the form’s message', async () => {
    const response = await post('CompanyInformation/InsertOrUpdate', { ...validForm, brandColor: 'blue' }, await adminToken());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual([BRAND_COLOR_MESSAGE]);
  });
});

describe('the logo', () => {
  it('stores the uploaded bytes, serves them back and deletes them', async () => {
    const token = await adminToken();
    const saved = await upload('CompanyInformation/SaveLogo', token, PNG_BYTES, 'brand mark.png', 'image/png');
    expect(saved.status).toBe(200);
    const answer = companyInformationSchema.parse(await saved.json());
    expect(answer.logo).toMatchObject({ fileName: 'brand mark.png', contentType: 'image/png', size: PNG_BYTES.length });

    const logo = await get('CompanyInformation/GetLogo', token);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(PNG_BYTES);

    const jpeg = companyInformationSchema.parse(await (await upload('CompanyInformation/SaveLogo', token, JPEG_BYTES, 'photo.JPG')).json());
    expect(jpeg.logo).toMatchObject({ fileName: 'photo.JPG', contentType: 'image/jpeg', size: JPEG_BYTES.length });

    const deleted = await remove('CompanyInformation/DeleteLogo', token);
    expect(companyInformationSchema.parse(await deleted.json()).logo).toBeNull();
    expect((await get('CompanyInformation/GetLogo', token)).status).toBe(404);
    expect(getDb().companyFiles.has('logo')).toBe(false);
  });

  it('accepts only .png and .jpg images up to 10 MB', async () => {
    const token = await adminToken();
    const cases: [Uint8Array<ArrayBuffer>, string, string][] = [
      [PNG_BYTES, 'logo.gif', COMPANY_UPLOAD_MESSAGES.logoType],
      [PDF_BYTES, 'logo.pdf', COMPANY_UPLOAD_MESSAGES.logoType],
      [PDF_BYTES, 'disguised.png', COMPANY_UPLOAD_MESSAGES.logoContent],
      [new Uint8Array(0), 'empty.png', COMPANY_UPLOAD_MESSAGES.emptyFile],
      [new Uint8Array(COMPANY_UPLOAD_MAX_BYTES + 1).fill(0x89), 'huge.png', COMPANY_UPLOAD_MESSAGES.logoTooLarge],
    ];
    for (const [bytes, name, message] of cases) {
      const response = await upload('CompanyInformation/SaveLogo', token, bytes, name);
      expect(response.status, name).toBe(400);
      expect(await response.json(), name).toEqual([message]);
    }
    const noFile = await fetch(`${API}CompanyInformation/SaveLogo`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: new FormData() });
    expect(await noFile.json()).toEqual([COMPANY_UPLOAD_MESSAGES.fileRequired]);
    expect(getDb().companyFiles.has('logo')).toBe(false);
  });
});

describe('the contract', () => {
  it('stores a PDF, serves it, replaces it and deletes it', async () => {
    const token = await adminToken();
    const saved = companyInformationSchema.parse(await (await upload('CompanyInformation/SaveContract', token, PDF_BYTES, 'Service Agreement.pdf')).json());
    expect(saved.contractFileName).toBe('Service Agreement.pdf');
    expect(getDb().companyInfo.get().contractFileName).toBe('Service Agreement.pdf');

    const contract = await get('CompanyInformation/GetContract', token);
    expect(contract.headers.get('Content-Type')).toBe('application/pdf');
    expect(contract.headers.get('Content-Disposition')).toContain('Service Agreement.pdf');
    expect(new Uint8Array(await contract.arrayBuffer())).toEqual(PDF_BYTES);

    const replaced = companyInformationSchema.parse(await (await upload('CompanyInformation/SaveContract', token, PDF_BYTES, 'Terms 2025.pdf')).json());
    expect(replaced.contractFileName).toBe('Terms 2025.pdf');

    const deleted = companyInformationSchema.parse(await (await remove('CompanyInformation/DeleteContract', token)).json());
    expect(deleted.contractFileName).toBeNull();
    expect((await get('CompanyInformation/GetContract', token)).status).toBe(404);
  });

  it('accepts only .pdf documents up to 10 MB', async () => {
    const token = await adminToken();
    const cases: [Uint8Array<ArrayBuffer>, string, string][] = [
      [PNG_BYTES, 'contract.png', COMPANY_UPLOAD_MESSAGES.contractType],
      [PNG_BYTES, 'contract.pdf', COMPANY_UPLOAD_MESSAGES.contractContent],
      [new Uint8Array(COMPANY_UPLOAD_MAX_BYTES + 1).fill(0x25), 'big.pdf', COMPANY_UPLOAD_MESSAGES.contractTooLarge],
    ];
    for (const [bytes, name, message] of cases) {
      const response = await upload('CompanyInformation/SaveContract', token, bytes, name);
      expect(response.status, name).toBe(400);
      expect(await response.json(), name).toEqual([message]);
    }
    expect(getDb().companyFiles.has('contract')).toBe(false);
  });
});
