/**
 * The export dialog's choice for one list (columns and format), remembered in this browser under a
 * key per list, so the next export of that list starts from it.
 */
export type ExportFormat = 'excel' | 'csv';

export interface ExportChoice {
  format: ExportFormat;
  /** The chosen columns' ids; `null` for every column. */
  columns: string[] | null;
}

const PREFIX = 'fieldline.list-export.';

export function exportChoiceKey(listId: string): string {
  return `${PREFIX}${listId}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadExportChoice(listId: string): ExportChoice {
  const fallback: ExportChoice = { format: 'excel', columns: null };
  try {
    const saved: unknown = JSON.parse(storage()?.getItem(exportChoiceKey(listId)) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return fallback;
    const { format, columns } = saved as Partial<ExportChoice>;
    return {
      format: format === 'csv' ? 'csv' : 'excel',
      columns: Array.isArray(columns) && columns.every((id) => typeof id === 'string') ? columns : null,
    };
  } catch {
    return fallback;
  }
}

export function saveExportChoice(listId: string, choice: ExportChoice): void {
  try {
    storage()?.setItem(exportChoiceKey(listId), JSON.stringify(choice));
  } catch {
    // A full or blocked storage only forgets the choice.
  }
}
