import { z } from 'zod';
import type { FormFieldType, FormTemplateField } from '@/lib/schemas/form-schemas';
import {
  formTemplateInputSchema,
  hasOptions,
  type FormTemplateFieldInput,
  type FormTemplateInput,
  type FormTemplateRecord,
} from '@/lib/schemas/form-template-admin-schemas';

/**
 * The form template editor's values: the request's shape, with a field's options typed one per line
 * (blank lines are dropped before checking and saving).
 */
export type FormTemplateFormValues = FormTemplateInput;

/** A new template: active, no fields yet. */
export function newFormTemplateValues(): FormTemplateFormValues {
  return { name: '', description: '', active: true, fields: [] };
}

export function formTemplateToFormValues(template: FormTemplateRecord): FormTemplateFormValues {
  return {
    name: template.name,
    description: template.description,
    active: template.active,
    fields: template.fields.map((field) => ({ ...field, options: [...field.options] })),
  };
}

/** A new field of a kind: not required, no label yet; Select and Checklist start with one blank option. */
export function newField(fieldType: FormFieldType): FormTemplateFieldInput {
  return { key: '', label: '', fieldType, required: false, options: hasOptions(fieldType) ? [''] : [], multiline: false, hint: '' };
}

/** Options as typed in the editor: one a line. */
export function optionsFromText(text: string): string[] {
  return text.split('\n');
}

export function optionsToText(options: readonly string[]): string {
  return options.join('\n');
}

/** What is checked and saved: blank option lines dropped, options only where the kind has them. */
export function cleanFormTemplate(values: FormTemplateFormValues): FormTemplateInput {
  return {
    ...values,
    fields: values.fields.map((field) => ({
      ...field,
      options: hasOptions(field.fieldType) ? field.options.map((option) => option.trim()).filter((option) => option !== '') : [],
      multiline: field.fieldType === 'Text' && field.multiline,
    })),
  };
}

/** The editor's schema: the server's rules over the cleaned values. */
export const formTemplateFormSchema = z.custom<FormTemplateFormValues>().transform(cleanFormTemplate).pipe(formTemplateInputSchema);

/** Moves the item at `from` to `to` (the list's reorder). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The fields as a form made from the edited template would show them (the preview): cleaned,
 * labelled (an unlabelled field by its kind) and keyed (a new field by its place).
 */
export function previewFields(values: FormTemplateFormValues): FormTemplateField[] {
  return cleanFormTemplate(values).fields.map((field, index) => ({
    ...field,
    key: field.key || `new-field-${index + 1}`,
    label: field.label.trim() || `Field ${index + 1}`,
    hint: field.hint.trim(),
  }));
}
