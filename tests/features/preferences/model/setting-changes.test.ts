import { describe, expect, it } from 'vitest';
import { changedSettingUpdates } from '@/features/preferences/model/setting-changes';
import type { SystemSetting } from '@/lib/schemas/settings-schemas';

const setting = (code: string, value: string): SystemSetting => ({
  code,
  name: code,
  description: '',
  value,
  category: 'PAGING',
  editorType: 'PAGINATION',
});

describe('changedSettingUpdates', () => {
  it('skips updates whose value is unchanged', () => {
    const current = [setting('PAGE_SIZE', '25'), setting('INVOICE_DUE_DAYS', '30')];
    const updates = [
      { code: 'PAGE_SIZE', value: '25' },
      { code: 'INVOICE_DUE_DAYS', value: '45' },
      { code: 'NEW_CODE', value: '1' },
    ];
    expect(changedSettingUpdates(updates, current)).toEqual([
      { code: 'INVOICE_DUE_DAYS', value: '45' },
      { code: 'NEW_CODE', value: '1' },
    ]);
  });
});
