import type { FormFieldValue, FormTemplateField, FormValues } from '@/lib/schemas/form-schemas';

/**
 * A form's answers as the editor holds them: text for Text, Number, Date, Select and Signature
 * (blank when unanswered), `'Yes'`, `'No'` or blank for Yes/No, and the checked items of a checklist.
 */
export type FormDraftValue = string | string[];
export type FormDraft = Record<string, FormDraftValue>;

/** The editor's starting values for stored answers. */
export function formDraftFromValues(fields: readonly FormTemplateField[], values: Readonly<Record<string, FormFieldValue | undefined>>): FormDraft {
  const draft: FormDraft = {};
  for (const field of fields) {
    const value = values[field.key];
    switch (field.fieldType) {
      case 'Checklist':
        draft[field.key] = Array.isArray(value) ? field.options.filter((option) => value.includes(option)) : [];
        break;
      case 'YesNo':
        draft[field.key] = value === true ? 'Yes' : value === false ? 'No' : '';
        break;
      case 'Number':
        draft[field.key] = typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
        break;
      default:
        draft[field.key] = typeof value === 'string' ? value : '';
    }
  }
  return draft;
}

/** The text of a draft value ('' for a checklist). */
function textOf(value: FormDraftValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

/**
 * What Update sends for the editor's values: text trimmed, blanks `null`, numbers parsed, Yes/No as
 * booleans and checked items in the template's order. Run it on values the draft schema accepted.
 */
export function formValuesFromDraft(fields: readonly FormTemplateField[], draft: Readonly<FormDraft>): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = draft[field.key];
    const text = textOf(value).trim();
    switch (field.fieldType) {
      case 'Checklist': {
        const checked = Array.isArray(value) ? value : [];
        values[field.key] = field.options.filter((option) => checked.includes(option));
        break;
      }
      case 'YesNo':
        values[field.key] = text === 'Yes' ? true : text === 'No' ? false : null;
        break;
      case 'Number':
        values[field.key] = text === '' ? null : Number(text);
        break;
      case 'Signature':
        values[field.key] = textOf(value) === '' ? null : textOf(value);
        break;
      default:
        values[field.key] = text === '' ? null : text;
    }
  }
  return values;
}
