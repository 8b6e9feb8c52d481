import { z } from 'zod';
import { streetAddressSchema } from './common-schemas';

/** Longest value of each company information field (spec 1 §5). */
export const COMPANY_INFORMATION_MAX = {
  companyName: 150,
  street1: 100,
  street2: 100,
  city: 50,
  state: 50,
  postalCode: 20,
  telephone: 30,
  fax: 30,
  email: 200,
} as const;

export type CompanyInformationField = keyof typeof COMPANY_INFORMATION_MAX;

/** The form's fields in screen order, with their labels. */
export const companyInformationFields: readonly { name: CompanyInformationField; label: string; required: boolean }[] = [
  { name: 'companyName', label: 'Company Name', required: true },
  { name: 'street1', label: 'Street 1', required: true },
  { name: 'street2', label: 'Street 2', required: false },
  { name: 'city', label: 'City', required: true },
  { name: 'state', label: 'State', required: true },
  { name: 'postalCode', label: 'Postal Code', required: true },
  { name: 'telephone', label: 'Telephone', required: true },
  { name: 'fax', label: 'Fax', required: false },
  { name: 'email', label: 'Email', required: true },
];

const requiredMessages: Record<CompanyInformationField, string> = {
  companyName: 'Please enter the company name.',
  street1: 'Please enter the street address.',
  street2: '',
  city: 'Please enter the city.',
  state: 'Please enter the state.',
  postalCode: 'Please enter the postal code.',
  telephone: 'Please enter the telephone number.',
  fax: '',
  email: 'Please enter the company email address.',
};

const fieldNames: Record<CompanyInformationField, string> = {
  companyName: 'The company name',
  street1: 'Street 1',
  street2: 'Street 2',
  city: 'The city',
  state: 'The state',
  postalCode: 'The postal code',
  telephone: 'The telephone number',
  fax: 'The fax number',
  email: 'The email address',
};

export const COMPANY_INFORMATION_MESSAGES = {
  required: (field: CompanyInformationField) => requiredMessages[field],
  tooLong: (field: CompanyInformationField) => `${fieldNames[field]} cannot be longer than ${COMPANY_INFORMATION_MAX[field]} characters.`,
  invalidEmail: 'Please enter a valid email address.',
} as const;

/** Screen messages (spec 1 §8). */
export const COMPANY_INFORMATION_SAVED = 'Company information saved.';
export { UNABLE_TO_SAVE } from '../form-messages';
export const NO_CHANGES_DETECTED = 'No changes detected.';
export const CONTRACT_UPLOADED = 'Contract has been uploaded and saved.';
export const CONTRACT_DELETED = 'Contract has been deleted.';
export const LOGO_UPLOADED = 'Logo has been uploaded and saved.';

const isEmail = z.email();

/** The brand colour (issue 18: the customer portal shows it): `#` and six hex digits, or empty for none. */
export const BRAND_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const BRAND_COLOR_MESSAGE = 'Enter the brand color as # and six hex digits, such as #1f6feb, or leave it empty.';
const brandColorField = z.string().superRefine((value, context) => {
  const trimmed = value.trim();
  if (trimmed !== '' && !BRAND_COLOR_PATTERN.test(trimmed)) context.addIssue({ code: 'custom', message: BRAND_COLOR_MESSAGE });
});

function textField(field: CompanyInformationField, required: boolean) {
  const max = COMPANY_INFORMATION_MAX[field];
  return z.string().superRefine((value, context) => {
    // Required fields reject whitespace only (spec 1 §5); lengths count what is stored (trimmed).
    const trimmed = value.trim();
    if (required && trimmed === '') {
      context.addIssue({ code: 'custom', message: COMPANY_INFORMATION_MESSAGES.required(field) });
      return;
    }
    if (trimmed.length > max) context.addIssue({ code: 'custom', message: COMPANY_INFORMATION_MESSAGES.tooLong(field) });
    else if (field === 'email' && trimmed !== '' && !isEmail.safeParse(trimmed).success) {
      context.addIssue({ code: 'custom', message: COMPANY_INFORMATION_MESSAGES.invalidEmail });
    }
  });
}

/**
 * The editable company details, validated with the spec's rules. The client validates the form with
 * it and the server validates `CompanyInformation/InsertOrUpdate` with it again.
 */
export const companyInformationFormSchema = z.object({
  companyName: textField('companyName', true),
  street1: textField('street1', true),
  street2: textField('street2', false),
  city: textField('city', true),
  state: textField('state', true),
  postalCode: textField('postalCode', true),
  telephone: textField('telephone', true),
  fax: textField('fax', false),
  email: textField('email', true),
  /** Optional in the call: a client that leaves it out keeps the stored colour. */
  brandColor: brandColorField.optional(),
});
export type CompanyInformationForm = z.infer<typeof companyInformationFormSchema>;

/** A stored logo as the company information describes it; the bytes come from `GetLogo`. */
export const companyLogoSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  /** ISO date-time of the upload; changes with every new logo. */
  uploadedAt: z.string(),
});
export type CompanyLogo = z.infer<typeof companyLogoSchema>;

/** `GET CompanyInformation/Get` and the answer of every company information change. */
export const companyInformationSchema = streetAddressSchema.extend({
  companyName: z.string(),
  telephone: z.string(),
  fax: z.string(),
  email: z.string(),
  /** `#rrggbb`, or `null` when none is set. */
  brandColor: z.string().nullable().optional(),
  /** The stored contract's file name, `null` when there is none. */
  contractFileName: z.string().nullable(),
  logo: companyLogoSchema.nullable(),
});
export type CompanyInformation = z.infer<typeof companyInformationSchema>;

/** Trims every field: what the form sends and what the server stores. */
export function trimCompanyInformationForm(form: CompanyInformationForm): CompanyInformationForm {
  return {
    companyName: form.companyName.trim(),
    street1: form.street1.trim(),
    street2: form.street2.trim(),
    city: form.city.trim(),
    state: form.state.trim(),
    postalCode: form.postalCode.trim(),
    telephone: form.telephone.trim(),
    fax: form.fax.trim(),
    email: form.email.trim(),
    ...(form.brandColor === undefined ? {} : { brandColor: form.brandColor.trim().toLowerCase() }),
  };
}

// ---------------------------------------------------------------------------------------------
// Uploads: the logo and the contract (multipart, field `file`). Checked in the browser before the
// upload and again by the server.

/** The multipart field carrying the uploaded file. */
export const UPLOAD_FILE_FIELD = 'file';

/** Largest logo or contract: 10 MB (spec 1 §5). */
export const COMPANY_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export type CompanyUploadKind = 'logo' | 'contract';

export const companyUploadRules: Record<CompanyUploadKind, { extensions: readonly string[]; accept: string }> = {
  // `.jpeg` is the same format as `.jpg` under its other common extension.
  logo: { extensions: ['.png', '.jpg', '.jpeg'], accept: '.png,.jpg,.jpeg,image/png,image/jpeg' },
  contract: { extensions: ['.pdf'], accept: '.pdf,application/pdf' },
};

export const COMPANY_UPLOAD_MESSAGES = {
  fileRequired: 'Please choose a file to upload.',
  emptyFile: 'The file is empty.',
  logoType: 'The logo must be a .png or .jpg image.',
  logoTooLarge: 'The logo cannot be larger than 10 MB.',
  logoContent: 'The file is not a valid .png or .jpg image.',
  contractType: 'The contract must be a .pdf file.',
  contractTooLarge: 'The contract cannot be larger than 10 MB.',
  contractContent: 'The file is not a valid PDF document.',
  noLogo: 'There is no logo.',
  noContract: 'There is no contract.',
} as const;

export type CompanyFileFormat = 'png' | 'jpeg' | 'pdf';

/** The content type of each accepted format. */
export const companyFileContentTypes: Record<CompanyFileFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** Bytes of the file's start that `detectCompanyFileFormat` needs. */
export const FILE_SIGNATURE_BYTES = 8;

/** The format the file's first bytes announce (PNG, JPEG or PDF signature), or `null`. */
export function detectCompanyFileFormat(head: Uint8Array): CompanyFileFormat | null {
  const starts = (signature: readonly number[]) => signature.every((byte, index) => head[index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  return null;
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot).toLowerCase();
}

/**
 * What is wrong with an upload by its name and size (no bytes needed), or `null`: the extension
 * must be one the kind allows, the file non-empty and at most 10 MB.
 */
export function companyUploadProblem(kind: CompanyUploadKind, file: { name: string; size: number }): string | null {
  if (!companyUploadRules[kind].extensions.includes(extensionOf(file.name))) {
    return kind === 'logo' ? COMPANY_UPLOAD_MESSAGES.logoType : COMPANY_UPLOAD_MESSAGES.contractType;
  }
  if (file.size === 0) return COMPANY_UPLOAD_MESSAGES.emptyFile;
  if (file.size > COMPANY_UPLOAD_MAX_BYTES) {
    return kind === 'logo' ? COMPANY_UPLOAD_MESSAGES.logoTooLarge : COMPANY_UPLOAD_MESSAGES.contractTooLarge;
  }
  return null;
}

/** What is wrong with the upload's content (its first bytes), or `null` with the format it is. */
export function companyUploadContentProblem(
  kind: CompanyUploadKind,
  head: Uint8Array,
): { problem: string; format: null } | { problem: null; format: CompanyFileFormat } {
  const format = detectCompanyFileFormat(head);
  if (kind === 'logo') {
    return format === 'png' || format === 'jpeg' ? { problem: null, format } : { problem: COMPANY_UPLOAD_MESSAGES.logoContent, format: null };
  }
  return format === 'pdf' ? { problem: null, format } : { problem: COMPANY_UPLOAD_MESSAGES.contractContent, format: null };
}
