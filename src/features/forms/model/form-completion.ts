import { isAnswered, type FormFieldValue, type FormTemplateField } from '@/lib/schemas/form-schemas';

export interface FormCompletion {
  answered: number;
  total: number;
  /** Required fields without an answer (a form added but not saved yet). */
  missingRequired: number;
}

/** How much of a form is filled: answered fields of all fields, and unanswered required ones. */
export function formCompletion(fields: readonly FormTemplateField[], values: Readonly<Record<string, FormFieldValue | undefined>>): FormCompletion {
  const answered = fields.filter((field) => isAnswered(values[field.key])).length;
  const missingRequired = fields.filter((field) => field.required && !isAnswered(values[field.key])).length;
  return { answered, total: fields.length, missingRequired };
}

/** "5 of 9 answered". */
export function completionText(completion: Pick<FormCompletion, 'answered' | 'total'>): string {
  return `${completion.answered} of ${completion.total} answered`;
}
