import { z } from 'zod';
import { listSearchRequestSchema } from './common-schemas';
import { trimmedTextSchema } from './editor-schemas';
import { formFieldTypes, formTemplateSchema } from './form-schemas';

/**
 * The administration of form templates (issue 19): the templates the forms feature fills. The
 * editor and the mock server check a template with `formTemplateInputSchema` alike.
 */
export const FORM_TEMPLATE_NAME_MAX = 100;
export const FORM_TEMPLATE_DESCRIPTION_MAX = 500;
export const FORM_FIELD_LABEL_MAX = 200;
export const FORM_FIELD_HINT_MAX = 200;
export const FORM_FIELD_OPTION_MAX = 100;

export const formTemplateMessages = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name cannot be more than ${FORM_TEMPLATE_NAME_MAX} characters.`,
  descriptionTooLong: `Description cannot be more than ${FORM_TEMPLATE_DESCRIPTION_MAX} characters.`,
  fieldsRequired: 'Add at least one field.',
  labelRequired: 'Label is required.',
  labelTooLong: `Label cannot be more than ${FORM_FIELD_LABEL_MAX} characters.`,
  hintTooLong: `Help text cannot be more than ${FORM_FIELD_HINT_MAX} characters.`,
  fieldTypeInvalid: 'Choose a field type from the list.',
  optionsRequired: 'Add at least one option.',
  optionRequired: 'Option is required.',
  optionTooLong: `Option cannot be more than ${FORM_FIELD_OPTION_MAX} characters.`,
  optionsUnique: 'Options must be different from each other.',
  keysUnique: 'Each field needs its own key.',
  contextRequired: 'A form template context is required.',
  notFound: 'Form template not found',
  conflict: 'This form template was changed by someone else. Reload it to see the changes.',
  inUse: 'This form template is used by filled forms and cannot be deleted. Make it inactive instead.',
} as const;

/** The names of the field types as the editor shows them. */
export const formFieldTypeLabels = {
  Text: 'Text',
  Number: 'Number',
  YesNo: 'Yes/No',
  Date: 'Date',
  Select: 'Select',
  Checklist: 'Checklist',
  Signature: 'Signature',
} as const satisfies Record<(typeof formFieldTypes)[number], string>;

/** True for the field types that choose from options. */
export function hasOptions(fieldType: string): boolean {
  return fieldType === 'Select' || fieldType === 'Checklist';
}

const optionSchema = trimmedTextSchema(FORM_FIELD_OPTION_MAX, { required: formTemplateMessages.optionRequired, tooLong: formTemplateMessages.optionTooLong });

/** One field as the editor sends it: `key` blank for a new field (the server gives one). */
export const formTemplateFieldInputSchema = z
  .object({
    key: z.string(),
    label: z
      .string({ error: formTemplateMessages.labelRequired })
      .refine((value) => value.trim() !== '', formTemplateMessages.labelRequired)
      .refine((value) => value.trim().length <= FORM_FIELD_LABEL_MAX, formTemplateMessages.labelTooLong),
    fieldType: z.enum(formFieldTypes, { error: formTemplateMessages.fieldTypeInvalid }),
    required: z.boolean(),
    options: z.array(optionSchema),
    multiline: z.boolean(),
    hint: trimmedTextSchema(FORM_FIELD_HINT_MAX, { tooLong: formTemplateMessages.hintTooLong }),
  })
  .superRefine((field, context) => {
    if (!hasOptions(field.fieldType)) return;
    if (field.options.length === 0) context.addIssue({ code: 'custom', path: ['options'], message: formTemplateMessages.optionsRequired });
    const seen = new Set<string>();
    field.options.forEach((option, index) => {
      const key = option.trim().toLowerCase();
      if (key !== '' && seen.has(key)) context.addIssue({ code: 'custom', path: ['options', index], message: formTemplateMessages.optionsUnique });
      seen.add(key);
    });
  });
export type FormTemplateFieldInput = z.infer<typeof formTemplateFieldInputSchema>;

/** `POST FormTemplate/Create` (and, with context and version, Update). */
export const formTemplateInputSchema = z
  .object({
    name: z
      .string({ error: formTemplateMessages.nameRequired })
      .refine((value) => value.trim() !== '', formTemplateMessages.nameRequired)
      .refine((value) => value.trim().length <= FORM_TEMPLATE_NAME_MAX, formTemplateMessages.nameTooLong),
    description: trimmedTextSchema(FORM_TEMPLATE_DESCRIPTION_MAX, { tooLong: formTemplateMessages.descriptionTooLong }),
    active: z.boolean(),
    fields: z.array(formTemplateFieldInputSchema).min(1, formTemplateMessages.fieldsRequired),
  })
  .superRefine((template, context) => {
    const keys = template.fields.map((field) => field.key).filter((key) => key !== '');
    if (new Set(keys).size !== keys.length) context.addIssue({ code: 'custom', path: ['fields'], message: formTemplateMessages.keysUnique });
  });
export type FormTemplateInput = z.infer<typeof formTemplateInputSchema>;

export const formTemplateUpdateRequestSchema = formTemplateInputSchema.and(z.object({ context: z.string().min(1, formTemplateMessages.contextRequired), version: z.number().int() }));
export type FormTemplateUpdateRequest = FormTemplateInput & { context: string; version: number };

/** `POST FormTemplate/SetActive`: make a template active or inactive without opening it. */
export const formTemplateSetActiveRequestSchema = z.object({
  context: z.string().min(1, formTemplateMessages.contextRequired),
  active: z.boolean(),
});
export type FormTemplateSetActiveRequest = z.infer<typeof formTemplateSetActiveRequestSchema>;

/** How much a template is used, and when it last changed: its record and its list row both show it. */
const templateUsageShape = {
  /** Filled forms made from the template. */
  usedByCount: z.number().int(),
  dateModified: z.string(),
};

/** A template as the administration answers it (`GetByContext`, `Create`, `Update`): the template and its usage. */
export const formTemplateRecordSchema = formTemplateSchema.extend({ ...templateUsageShape, version: z.number().int() });
export type FormTemplateRecord = z.infer<typeof formTemplateRecordSchema>;

/** A row of the template list. */
export const formTemplateListItemSchema = formTemplateSchema.pick({ context: true, name: true, active: true }).extend({
  fieldCount: z.number().int(),
  ...templateUsageShape,
});
export type FormTemplateListItem = z.infer<typeof formTemplateListItemSchema>;

export const formTemplateSortFields = ['Name', 'DateModified'] as const;
export type FormTemplateSortField = (typeof formTemplateSortFields)[number];

/** `POST FormTemplateSearch/Search`: active filter (`null` all), term on the name, sort and paging. */
export const formTemplateSearchRequestSchema = listSearchRequestSchema.extend({ active: z.boolean().nullable() });
export type FormTemplateSearchRequest = z.infer<typeof formTemplateSearchRequestSchema>;
