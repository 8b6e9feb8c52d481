import { z } from 'zod';

/**
 * Form templates and the form instances filled from them. Intake, jobs and resources embed a form
 * instance list; the client builds its editor from a template's fields and the mock server checks
 * the answers with `formValueMessages` below.
 */
export const formFieldTypes = ['Text', 'Number', 'YesNo', 'Date', 'Select', 'Checklist', 'Signature'] as const;
export type FormFieldType = (typeof formFieldTypes)[number];

export const formOwnerKinds = ['Intake', 'Job', 'Resource'] as const;
export type FormOwnerKind = (typeof formOwnerKinds)[number];

/** Text answers: at most 4000 characters. */
export const FORM_TEXT_MAX = 4000;
/** Signatures: a PNG data URL of at most 200 kB (characters of the URL). */
export const SIGNATURE_MAX_LENGTH = 200_000;
export const SIGNATURE_DATA_URL_PREFIX = 'data:image/png;base64,';

export const formMessages = {
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string) => `${label} cannot be more than ${FORM_TEXT_MAX} characters.`,
  notText: (label: string) => `${label} must be text.`,
  notANumber: (label: string) => `${label} must be a number.`,
  notYesNo: (label: string) => `${label} must be Yes or No.`,
  invalidDate: (label: string) => `${label} must be a valid date.`,
  unknownOption: (label: string) => `Choose ${label} from the list.`,
  unknownChecklistItem: (label: string, item: string) => `${label}: "${item}" is not one of the items.`,
  notAChecklist: (label: string) => `${label} must be a list of checked items.`,
  invalidSignature: (label: string) => `${label} must be a signature drawn or typed on the pad.`,
  signatureTooLarge: (label: string) => `${label} is too large (200 kB at most). Clear it and sign again.`,
  unknownField: (key: string) => `Unknown form field: ${key}.`,
  templateRequired: 'Choose a form template from the list.',
  ownerKindInvalid: 'The owner kind must be Intake, Job or Resource.',
  ownerRequired: 'An owner context is required.',
  contextRequired: 'A form context is required.',
} as const;

export const formTemplateFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  fieldType: z.enum(formFieldTypes),
  required: z.boolean(),
  /** Select and Checklist choices. */
  options: z.array(z.string()),
  /** Text fields: a long answer. */
  multiline: z.boolean(),
  hint: z.string(),
});
export type FormTemplateField = z.infer<typeof formTemplateFieldSchema>;

/** `GET FormTemplate/GetAll` answers the active templates. */
export const formTemplateSchema = z.object({
  context: z.string(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  fields: z.array(formTemplateFieldSchema),
});
export type FormTemplate = z.infer<typeof formTemplateSchema>;

/** Text, number, Yes/No, `yyyy-MM-dd`, the selected option, the checked options, a PNG data URL; `null` unanswered. */
export const formFieldValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);
export type FormFieldValue = z.infer<typeof formFieldValueSchema>;
export type FormValues = Record<string, FormFieldValue>;

/** A filled (or still empty) form on an intake, job or resource. */
export const formInstanceSchema = z.object({
  context: z.string(),
  templateContext: z.string(),
  name: z.string(),
  /** The template's fields when the form was added. */
  fields: z.array(formTemplateFieldSchema),
  ownerKind: z.enum(formOwnerKinds),
  ownerContext: z.string(),
  values: z.record(z.string(), formFieldValueSchema),
  dateCreated: z.string(),
  dateModified: z.string(),
  createdByName: z.string(),
  modifiedByName: z.string(),
  version: z.number().int(),
});
export type FormInstance = z.infer<typeof formInstanceSchema>;

/** `POST FormInstance/Create`. */
export const formInstanceCreateRequestSchema = z.object({
  templateContext: z.string({ message: formMessages.templateRequired }).trim().min(1, formMessages.templateRequired),
  ownerKind: z.enum(formOwnerKinds, { message: formMessages.ownerKindInvalid }),
  ownerContext: z.string({ message: formMessages.ownerRequired }).trim().min(1, formMessages.ownerRequired),
});
export type FormInstanceCreateRequest = z.infer<typeof formInstanceCreateRequestSchema>;

/** `POST FormInstance/Update`: every field's value and the version the form was loaded at. */
export const formInstanceUpdateRequestSchema = z.object({
  context: z.string({ message: formMessages.contextRequired }).trim().min(1, formMessages.contextRequired),
  version: z.number().int(),
  values: z.record(z.string(), z.unknown()),
});
export interface FormInstanceUpdateRequest {
  context: string;
  version: number;
  values: FormValues;
}

/** True for a real calendar date written `yyyy-MM-dd`. */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True when the text is a PNG data URL (base64). */
export function isPngDataUrl(text: string): boolean {
  return text.startsWith(SIGNATURE_DATA_URL_PREFIX) && /^[A-Za-z0-9+/]+={0,2}$/.test(text.slice(SIGNATURE_DATA_URL_PREFIX.length));
}

/** True when a stored value counts as an answer: not null, not blank text, not an empty list. */
export function isAnswered(value: FormFieldValue | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The problem with one field's value, or `null` when it is acceptable. */
function fieldValueMessage(field: FormTemplateField, value: unknown): string | null {
  const { label } = field;
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0)) {
    return field.required ? formMessages.required(label) : null;
  }
  switch (field.fieldType) {
    case 'Text':
      if (typeof value !== 'string') return formMessages.notText(label);
      return value.trim().length > FORM_TEXT_MAX ? formMessages.tooLong(label) : null;
    case 'Number':
      return typeof value === 'number' && Number.isFinite(value) ? null : formMessages.notANumber(label);
    case 'YesNo':
      return typeof value === 'boolean' ? null : formMessages.notYesNo(label);
    case 'Date':
      return typeof value === 'string' && isIsoDate(value) ? null : formMessages.invalidDate(label);
    case 'Select':
      return typeof value === 'string' && field.options.includes(value) ? null : formMessages.unknownOption(label);
    case 'Checklist': {
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) return formMessages.notAChecklist(label);
      const unknown = (value as string[]).find((item) => !field.options.includes(item));
      return unknown === undefined ? null : formMessages.unknownChecklistItem(label, unknown);
    }
    case 'Signature':
      if (typeof value !== 'string' || !value.startsWith(SIGNATURE_DATA_URL_PREFIX)) return formMessages.invalidSignature(label);
      if (value.length > SIGNATURE_MAX_LENGTH) return formMessages.signatureTooLarge(label);
      return isPngDataUrl(value) ? null : formMessages.invalidSignature(label);
  }
}

/**
 * What is wrong with a form's answers, checked against its fields (the mock server's check; the
 * editor shows the same messages): required answers, each type's shape, the listed options, text
 * length and signature size. Keys that are not fields of the form are reported too.
 */
export function formValueMessages(fields: readonly FormTemplateField[], values: Record<string, unknown>): string[] {
  const keys = new Set(fields.map((field) => field.key));
  const messages = fields.map((field) => fieldValueMessage(field, values[field.key])).filter((message): message is string => message !== null);
  const unknown = Object.keys(values).filter((key) => !keys.has(key)).map(formMessages.unknownField);
  return [...new Set([...messages, ...unknown])];
}

/**
 * Answers as stored, one per field: text trimmed, blanks and missing answers `null`, checked items
 * unique and in the template's order. Call after `formValueMessages` found nothing wrong.
 */
export function normalizeFormValues(fields: readonly FormTemplateField[], values: Record<string, unknown>): FormValues {
  const normalized: FormValues = {};
  for (const field of fields) {
    const value = values[field.key];
    if (field.fieldType === 'Checklist') {
      const checked = Array.isArray(value) ? value : [];
      normalized[field.key] = field.options.filter((option) => checked.includes(option));
    } else if (typeof value === 'string') {
      const trimmed = field.fieldType === 'Signature' ? value : value.trim();
      normalized[field.key] = trimmed === '' ? null : trimmed;
    } else if (typeof value === 'number' || typeof value === 'boolean') {
      normalized[field.key] = value;
    } else {
      normalized[field.key] = null;
    }
  }
  return normalized;
}

/** The answers of a form nobody has filled yet: `null`, and no checked items. */
export function emptyFormValues(fields: readonly FormTemplateField[]): FormValues {
  return normalizeFormValues(fields, {});
}
