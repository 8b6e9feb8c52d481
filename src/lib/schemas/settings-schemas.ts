import { z } from 'zod';
import { userPreferenceSchema } from '../auth/session-schemas';
import { pagingSchema, searchResponseSchema } from './common-schemas';

export const systemSettingCategories = [
  'DASHBOARD',
  'PAGING',
  'TAX',
  'INTAKE',
  'INVOICE',
  'JOB',
  'PROPOSAL',
  'SCHEDULING',
  'WORKORDER',
] as const;
export type SystemSettingCategory = (typeof systemSettingCategories)[number];

export const systemSettingEditorTypes = ['INPUT_NUMBER', 'TEXTAREA', 'YES_NO', 'PERSONNEL', 'PAGINATION'] as const;
export type SystemSettingEditorType = (typeof systemSettingEditorTypes)[number];

/** Page sizes the PAGINATION editor offers. */
export const pageSizeOptions = ['10', '25', '50', '100'] as const;

export const systemSettingSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** Always text. */
  value: z.string(),
  category: z.enum(systemSettingCategories),
  editorType: z.enum(systemSettingEditorTypes),
});
export type SystemSetting = z.infer<typeof systemSettingSchema>;

export const systemSettingSearchRequestSchema = z.object({
  /** Empty means every category. */
  categories: z.array(z.enum(systemSettingCategories)),
  ...pagingSchema.shape,
});
export type SystemSettingSearchRequest = z.infer<typeof systemSettingSearchRequestSchema>;

export const systemSettingSearchResponseSchema = searchResponseSchema(systemSettingSchema);

export const systemSettingUpdateSchema = z.object({ code: z.string(), value: z.string() });
export type SystemSettingUpdate = z.infer<typeof systemSettingUpdateSchema>;

export const userPreferenceEditorTypes = ['SELECT', 'MULTI_SELECT', 'JOB_STATUS'] as const;
export type UserPreferenceEditorType = (typeof userPreferenceEditorTypes)[number];

/**
 * A user preference with what the Preferences screen needs to edit it. Preferences without an
 * editor (dashboard positions) are managed elsewhere and have `editorType: null`.
 */
export const userPreferenceDetailSchema = z.object({
  ...userPreferenceSchema.shape,
  name: z.string(),
  description: z.string(),
  editorType: z.enum(userPreferenceEditorTypes).nullable(),
  /** The choices of SELECT and MULTI_SELECT editors; JOB_STATUS uses the JobStatus picklist. */
  options: z.array(z.string()),
});
export type UserPreferenceDetail = z.infer<typeof userPreferenceDetailSchema>;

/** Multi-select values are joined by semicolons (spec 1 §9). */
export const MULTI_SELECT_SEPARATOR = ';';

export const SYSTEM_SETTING_MESSAGES = {
  codeRequired: 'A setting code is required.',
  listRequired: 'A list of settings is required.',
  unknownCode: (code: string) => `There is no setting with the code ${code}.`,
  notANumber: (name: string) => `${name} must be a whole number.`,
  numberTooLarge: (name: string) => `${name} must be a whole number from 0 to 999,999.`,
  notYesNo: (name: string) => `${name} must be Yes or No.`,
  notAPageSize: (name: string) => `${name} must be one of ${pageSizeOptions.join(', ')}.`,
  unknownPersonnel: (name: string) => `${name} must be a member of staff.`,
} as const;
