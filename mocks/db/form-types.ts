/** Form templates and the form instances filled from them (intake, jobs and resources embed them). */
export type FormFieldType = 'Text' | 'Number' | 'YesNo' | 'Date' | 'Select' | 'Checklist' | 'Signature';

export interface FormTemplateField {
  /** Stable key of the field within its template; instance values are keyed by it. */
  key: string;
  label: string;
  fieldType: FormFieldType;
  required: boolean;
  /** Select and Checklist choices (empty for the other types). */
  options: string[];
  /** Text fields: a long answer (several lines). */
  multiline: boolean;
  /** A short hint shown under the field (empty for none). */
  hint: string;
}

export interface FormTemplate {
  context: string;
  name: string;
  description: string;
  active: boolean;
  fields: FormTemplateField[];
  /** When the template was last saved (ISO). */
  dateModified: string;
  /** Bumped by every save (the administration's 409 check). */
  version: number;
}

export type FormOwnerKind = 'Intake' | 'Job' | 'Resource';

/**
 * Text (trimmed), number, Yes/No as a boolean, ISO date `yyyy-MM-dd`, the selected option, the
 * checked options (in the template's order), or a signature as a PNG data URL. `null` (or an empty
 * list) is not answered.
 */
export type FormFieldValue = string | number | boolean | string[] | null;

export interface FormInstance {
  context: string;
  templateContext: string;
  /** The template's name when the instance was created. */
  name: string;
  /** The template's fields when the instance was created (later template changes do not alter filled forms). */
  fields: FormTemplateField[];
  ownerKind: FormOwnerKind;
  ownerContext: string;
  /** One value per field key. */
  values: Record<string, FormFieldValue>;
  dateCreated: string;
  dateModified: string;
  createdByName: string;
  modifiedByName: string;
  version: number;
}
