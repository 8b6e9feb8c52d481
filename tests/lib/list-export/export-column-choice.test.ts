import { beforeEach, describe, expect, it } from 'vitest';
import { exportChoiceKey, loadExportChoice, saveExportChoice } from '@/lib/list-export/export-column-choice';

describe('export choice per list', () => {
  const values = new Map<string, string>();
  beforeEach(() => {
    values.clear();
    globalThis.localStorage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    } as Storage;
  });

  it('starts from Excel and every column, and remembers a list’s choice under its own key', () => {
    expect(loadExportChoice('jobs')).toEqual({ format: 'excel', columns: null });
    saveExportChoice('jobs', { format: 'csv', columns: ['name', 'total'] });
    expect(loadExportChoice('jobs')).toEqual({ format: 'csv', columns: ['name', 'total'] });
    expect(loadExportChoice('customers')).toEqual({ format: 'excel', columns: null });
    expect(values.has(exportChoiceKey('jobs'))).toBe(true);
  });

  it('ignores a stored value it cannot read', () => {
    values.set(exportChoiceKey('jobs'), '{not json');
    expect(loadExportChoice('jobs')).toEqual({ format: 'excel', columns: null });
    values.set(exportChoiceKey('jobs'), JSON.stringify({ format: 'pdf', columns: [1, 2] }));
    expect(loadExportChoice('jobs')).toEqual({ format: 'excel', columns: null });
  });
});
