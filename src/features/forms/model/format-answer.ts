import type { FormFieldValue, FormTemplateField } from '@/lib/schemas/form-schemas';

export const NOT_ANSWERED = 'Not answered';

/** `yyyy-MM-dd` as MM/dd/yyyy (the calendar day as entered, whatever the time zone). */
export function formatFormDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : value;
}

/**
 * A stored answer as read-only text: Yes or No, the date as MM/dd/yyyy, the number as entered, the
 * checked items joined, or Not answered. Signatures are shown as images instead ("Signed" here).
 */
export function formatAnswer(field: FormTemplateField, value: FormFieldValue | undefined): string {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0)) {
    return NOT_ANSWERED;
  }
  switch (field.fieldType) {
    case 'YesNo':
      return value === true ? 'Yes' : value === false ? 'No' : String(value);
    case 'Date':
      return typeof value === 'string' ? formatFormDate(value) : String(value);
    case 'Number':
      // As entered: no grouping (a year stays 1978).
      return String(value);
    case 'Checklist':
      return Array.isArray(value) ? value.join(', ') : String(value);
    case 'Signature':
      return 'Signed';
    default:
      return String(value);
  }
}
