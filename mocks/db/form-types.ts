/** Form templates and the form instances filled from them (intake, jobs and resources embed them). */
export type FormFieldType = 'Text' | 'Number' | 'YesNo' | 'Date' | 'Select' | 'Checklist' | 'Signature';

export interface FormTemplateField {
  /** Stable key of the field within its template; instance values are keyed by it. */
  key: string;
  label: string;
  fieldType: FormFieldType;
  required: boolean;
  /** Select and Checklist choices. */
  options: string[];
}

export interface FormTemplate {
  context: string;
  name: string;
  description: string;
  active: boolean;
  fields: FormTemplateField[];
}

export type FormOwnerKind = 'Intake' | 'Job' | 'Resource';

/** Text, number, Yes/No, ISO date, selected option, checked options, or a signature as a PNG data URL. */
export type FormFieldValue = string | number | boolean | string[] | null;

export interface FormInstance {
  context: string;
  templateContext: string;
  /** The template's name when the instance was created. */
  name: string;
  ownerKind: FormOwnerKind;
  ownerContext: string;
  values: Record<string, FormFieldValue>;
  dateCreated: string;
  dateModified: string;
  createdByName: string;
  modifiedByName: string;
  version: number;
}
