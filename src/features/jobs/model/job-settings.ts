import type { SystemSetting } from '@/lib/schemas/settings-schemas';

/** The Yes/No setting that turns the labor descriptions on (seeded Yes). */
export const USE_LABOR_DESCRIPTIONS_SETTING = 'JOB_USE_LABOR_DESC';
/** The labor descriptions a Labor line offers, one per line of the setting's text. */
export const LABOR_DESCRIPTIONS_SETTING = 'JOB_LABOR_DESCRIPTIONS';

function settingValue(settings: readonly SystemSetting[] | undefined, code: string): string {
  return settings?.find((setting) => setting.code === code)?.value ?? '';
}

/** A Yes/No system setting that says Yes (or true, in any case). */
export function settingIsYes(settings: readonly SystemSetting[] | undefined, code: string): boolean {
  const value = settingValue(settings, code).trim().toLowerCase();
  return value === 'yes' || value === 'true';
}

/**
 * The labor descriptions the job detail editor offers on its Labor tab: the setting's lines, trimmed,
 * blank lines and repeats left out, while the use-labor-descriptions setting says Yes; else none.
 */
export function laborDescriptions(settings: readonly SystemSetting[] | undefined): string[] {
  if (!settingIsYes(settings, USE_LABOR_DESCRIPTIONS_SETTING)) return [];
  const lines = settingValue(settings, LABOR_DESCRIPTIONS_SETTING)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return [...new Set(lines)];
}
