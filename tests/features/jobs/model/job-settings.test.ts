import { describe, expect, it } from 'vitest';
import { laborDescriptions, settingIsYes } from '@/features/jobs/model/job-settings';
import type { SystemSetting } from '@/lib/schemas/settings-schemas';

function setting(code: string, value: string): SystemSetting {
  return { code, value, name: code, description: '', category: 'JOB', editorType: 'TEXTAREA' };
}

describe('job settings', () => {
  it('reads a Yes/No setting as yes for Yes or true in any case, and no when absent', () => {
    expect(settingIsYes([setting('A', ' Yes ')], 'A')).toBe(true);
    expect(settingIsYes([setting('A', 'TRUE')], 'A')).toBe(true);
    expect(settingIsYes([setting('A', 'No')], 'A')).toBe(false);
    expect(settingIsYes([setting('A', 'Yes')], 'B')).toBe(false);
    expect(settingIsYes(undefined, 'A')).toBe(false);
  });

  it('offers the labor descriptions one per line, trimmed, without blanks or repeats, while they are turned on', () => {
    const descriptions = setting('JOB_LABOR_DESCRIPTIONS', ' Diagnostic labor \r\n\nRepair labor\nDiagnostic labor\n   ');
    expect(laborDescriptions([setting('JOB_USE_LABOR_DESC', 'Yes'), descriptions])).toEqual(['Diagnostic labor', 'Repair labor']);
    expect(laborDescriptions([setting('JOB_USE_LABOR_DESC', 'No'), descriptions])).toEqual([]);
    expect(laborDescriptions([descriptions])).toEqual([]);
    expect(laborDescriptions([setting('JOB_USE_LABOR_DESC', 'Yes')])).toEqual([]);
  });
});
