import { z } from 'zod';
import { FORM_TEXT_MAX, formMessages, isIsoDate, SIGNATURE_MAX_LENGTH, type FormTemplateField } from '@/lib/schemas/form-schemas';
import type { FormDraftValue } from './form-draft';

/** A number as typed: optional sign, digits with an optional decimal part (or a leading point). */
const NUMBER_PATTERN = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** The problem with one answer in the editor, or `null`. The messages are the server's. */
export function draftFieldMessage(field: FormTemplateField, value: FormDraftValue | undefined): string | null {
  const { label } = field;
  if (field.fieldType === 'Checklist') {
    const checked = Array.isArray(value) ? value : [];
    if (checked.length === 0) return field.required ? formMessages.required(label) : null;
    const unknown = checked.find((item) => !field.options.includes(item));
    return unknown === undefined ? null : formMessages.unknownChecklistItem(label, unknown);
  }
  const text = typeof value === 'string' ? value : '';
  if (text.trim() === '') return field.required ? formMessages.required(label) : null;
  switch (field.fieldType) {
    case 'Text':
      return text.trim().length > FORM_TEXT_MAX ? formMessages.tooLong(label) : null;
    case 'Number':
      return NUMBER_PATTERN.test(text.trim()) && Number.isFinite(Number(text.trim())) ? null : formMessages.notANumber(label);
    case 'YesNo':
      return text === 'Yes' || text === 'No' ? null : formMessages.notYesNo(label);
    case 'Date':
      return isIsoDate(text) ? null : formMessages.invalidDate(label);
    case 'Select':
      return field.options.includes(text) ? null : formMessages.unknownOption(label);
    case 'Signature':
      return text.length > SIGNATURE_MAX_LENGTH ? formMessages.signatureTooLarge(label) : null;
  }
}

/** The editor's zod schema, built from the form's fields: one entry per field key. */
export function formDraftSchema(fields: readonly FormTemplateField[]) {
  const shape: Record<string, z.ZodType<FormDraftValue>> = {};
  for (const field of fields) {
    const base: z.ZodType<FormDraftValue> = field.fieldType === 'Checklist' ? z.array(z.string()) : z.string();
    shape[field.key] = base.superRefine((value, context) => {
      const message = draftFieldMessage(field, value);
      if (message) context.addIssue({ code: 'custom', message });
    });
  }
  return z.object(shape);
}
