import { describe, expect, it } from 'vitest';
import {
  COMPANY_INFORMATION_MAX,
  COMPANY_INFORMATION_MESSAGES,
  COMPANY_UPLOAD_MAX_BYTES,
  COMPANY_UPLOAD_MESSAGES,
  companyInformationFormSchema,
  companyUploadContentProblem,
  companyUploadProblem,
  detectCompanyFileFormat,
  type CompanyInformation,
  type CompanyInformationField,
  type CompanyInformationForm,
} from '@/lib/schemas/company-information-schemas';
import {
  companyInformationChanged,
  companyInformationFormValues,
  companyInformationSavePlan,
} from '@/features/settings/model/company-information-form';
import { companyUploadMessage, formatUploadSize } from '@/features/settings/model/company-information-uploads';

const stored: CompanyInformation = {
  companyName: 'Northwind Heating & Plumbing',
  street1: '1450 Alder Creek Road',
  street2: 'Suite 200',
  city: 'Portland',
  state: 'OR',
  postalCode: '97214',
  telephone: '(503) 555-0142',
  fax: '',
  email: 'office@northwind-hp.test',
  contractFileName: null,
  logo: { fileName: 'logo.png', contentType: 'image/png', size: 120, uploadedAt: '2025-01-02T03:04:05.000Z' },
};
const form: CompanyInformationForm = companyInformationFormValues(stored);

function messagesFor(values: Partial<CompanyInformationForm>): Partial<Record<CompanyInformationField, string>> {
  const result = companyInformationFormSchema.safeParse({ ...form, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

const PNG_HEAD = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_HEAD = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const PDF_HEAD = new TextEncoder().encode('%PDF-1.7');

describe('company information validation', () => {
  it('accepts the stored details and empty optional fields', () => {
    expect(messagesFor({})).toEqual({});
    expect(messagesFor({ street2: '', fax: '' })).toEqual({});
  });

  it('requires company name, street 1, city, state, postal code, telephone and email, rejecting whitespace only', () => {
    const required: CompanyInformationField[] = ['companyName', 'street1', 'city', 'state', 'postalCode', 'telephone', 'email'];
    for (const field of required) {
      expect(messagesFor({ [field]: '' }), field).toEqual({ [field]: COMPANY_INFORMATION_MESSAGES.required(field) });
      expect(messagesFor({ [field]: '   ' }), field).toEqual({ [field]: COMPANY_INFORMATION_MESSAGES.required(field) });
    }
  });

  it('limits each field to its maximum length', () => {
    for (const [field, max] of Object.entries(COMPANY_INFORMATION_MAX) as [CompanyInformationField, number][]) {
      const atMax = field === 'email' ? `${'a'.repeat(max - 9)}@test.com` : 'x'.repeat(max);
      expect(atMax).toHaveLength(max);
      expect(messagesFor({ [field]: atMax }), field).toEqual({});
      expect(messagesFor({ [field]: `${atMax}x` }), field).toEqual({ [field]: COMPANY_INFORMATION_MESSAGES.tooLong(field) });
    }
    expect(COMPANY_INFORMATION_MESSAGES.tooLong('companyName')).toBe('The company name cannot be longer than 150 characters.');
  });

  it('requires a valid email address', () => {
    for (const email of ['office', 'office@', '@northwind.test', 'office@northwind', 'office northwind@test.com']) {
      expect(messagesFor({ email }), email).toEqual({ email: COMPANY_INFORMATION_MESSAGES.invalidEmail });
    }
    expect(messagesFor({ email: '  billing@northwind-hp.test ' })).toEqual({});
  });
});

describe('change detection and the save plan', () => {
  it('sees no change when only surrounding whitespace differs', () => {
    expect(companyInformationChanged(form, stored)).toBe(false);
    expect(companyInformationChanged({ ...form, city: '  Portland ' }, stored)).toBe(false);
    expect(companyInformationChanged({ ...form, city: 'Salem' }, stored)).toBe(true);
    expect(companyInformationChanged({ ...form, fax: '555-0143' }, stored)).toBe(true);
  });

  it('plans nothing without changes, so the screen says No changes detected.', () => {
    expect(companyInformationSavePlan(form, stored, false)).toBeNull();
    expect(companyInformationSavePlan({ ...form, state: ' OR ' }, stored, false)).toBeNull();
  });

  it('sends the trimmed details when they changed', () => {
    expect(companyInformationSavePlan({ ...form, companyName: ' Cascade Mechanical ' }, stored, false)).toEqual({
      details: { ...form, companyName: 'Cascade Mechanical' },
      deleteLogo: false,
    });
  });

  it('deletes a logo marked for deletion on save, with or without other changes', () => {
    expect(companyInformationSavePlan(form, stored, true)).toEqual({ details: null, deleteLogo: true });
    expect(companyInformationSavePlan({ ...form, city: 'Salem' }, stored, true)).toEqual({ details: { ...form, city: 'Salem' }, deleteLogo: true });
    // Nothing to delete when the logo is already gone.
    expect(companyInformationSavePlan(form, { ...stored, logo: null }, true)).toBeNull();
  });
});

describe('logo and contract uploads', () => {
  it('recognises PNG, JPEG and PDF by their first bytes', () => {
    expect(detectCompanyFileFormat(PNG_HEAD)).toBe('png');
    expect(detectCompanyFileFormat(JPEG_HEAD)).toBe('jpeg');
    expect(detectCompanyFileFormat(PDF_HEAD)).toBe('pdf');
    expect(detectCompanyFileFormat(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(detectCompanyFileFormat(new Uint8Array(0))).toBeNull();
  });

  it('takes .png and .jpg logos and .pdf contracts of at most 10 MB', () => {
    expect(companyUploadProblem('logo', { name: 'logo.png', size: 10 })).toBeNull();
    expect(companyUploadProblem('logo', { name: 'LOGO.JPG', size: 10 })).toBeNull();
    expect(companyUploadProblem('logo', { name: 'logo.jpeg', size: COMPANY_UPLOAD_MAX_BYTES })).toBeNull();
    expect(companyUploadProblem('logo', { name: 'logo.gif', size: 10 })).toBe(COMPANY_UPLOAD_MESSAGES.logoType);
    expect(companyUploadProblem('logo', { name: 'logo', size: 10 })).toBe(COMPANY_UPLOAD_MESSAGES.logoType);
    expect(companyUploadProblem('logo', { name: 'logo.png', size: COMPANY_UPLOAD_MAX_BYTES + 1 })).toBe(COMPANY_UPLOAD_MESSAGES.logoTooLarge);
    expect(companyUploadProblem('logo', { name: 'logo.png', size: 0 })).toBe(COMPANY_UPLOAD_MESSAGES.emptyFile);
    expect(companyUploadProblem('contract', { name: 'Terms.PDF', size: 10 })).toBeNull();
    expect(companyUploadProblem('contract', { name: 'terms.docx', size: 10 })).toBe(COMPANY_UPLOAD_MESSAGES.contractType);
    expect(companyUploadProblem('contract', { name: 'terms.pdf', size: COMPANY_UPLOAD_MAX_BYTES + 1 })).toBe(COMPANY_UPLOAD_MESSAGES.contractTooLarge);
  });

  it('refuses content that does not match the kind', () => {
    expect(companyUploadContentProblem('logo', PNG_HEAD)).toEqual({ problem: null, format: 'png' });
    expect(companyUploadContentProblem('logo', JPEG_HEAD)).toEqual({ problem: null, format: 'jpeg' });
    expect(companyUploadContentProblem('logo', PDF_HEAD).problem).toBe(COMPANY_UPLOAD_MESSAGES.logoContent);
    expect(companyUploadContentProblem('contract', PDF_HEAD)).toEqual({ problem: null, format: 'pdf' });
    expect(companyUploadContentProblem('contract', PNG_HEAD).problem).toBe(COMPANY_UPLOAD_MESSAGES.contractContent);
  });

  it('checks a chosen file by name, size and content before uploading', async () => {
    expect(await companyUploadMessage('logo', new File([PNG_HEAD], 'logo.png'))).toBeNull();
    expect(await companyUploadMessage('logo', new File([PDF_HEAD], 'logo.png'))).toBe(COMPANY_UPLOAD_MESSAGES.logoContent);
    expect(await companyUploadMessage('logo', new File([PNG_HEAD], 'logo.bmp'))).toBe(COMPANY_UPLOAD_MESSAGES.logoType);
    expect(await companyUploadMessage('contract', new File([PDF_HEAD], 'terms.pdf'))).toBeNull();
    expect(await companyUploadMessage('contract', new File([JPEG_HEAD], 'scan.pdf'))).toBe(COMPANY_UPLOAD_MESSAGES.contractContent);
  });

  it('formats sizes for people', () => {
    expect(formatUploadSize(512)).toBe('512 bytes');
    expect(formatUploadSize(2048)).toBe('2.0 KB');
    expect(formatUploadSize(COMPANY_UPLOAD_MAX_BYTES)).toBe('10.0 MB');
  });
});
