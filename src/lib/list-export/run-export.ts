import type { ExportColumn } from './export-columns';
import type { ExportFormat } from './export-column-choice';
import { fetchAllPages, type PageFetcher } from './fetch-all-pages';

export interface ExportRun<Row> {
  /** The file's name without extension, and the sheet's ("Jobs"). */
  name: string;
  fileName: string;
  format: ExportFormat;
  columns: readonly ExportColumn<Row>[];
  fetchPage: PageFetcher<Row>;
  signal: AbortSignal;
  onProgress: (fetched: number, total: number) => void;
  /** Called once every row has come, before the file is written. */
  onWriting?: () => void;
}

export interface ExportFile {
  blob: Blob;
  filename: string;
  rowCount: number;
}

/**
 * Export what the list shows: every matching row, page by page, then the file written once. The
 * spreadsheet library (Excel) loads while the first pages come; CSV needs no library.
 */
export async function runExport<Row>(run: ExportRun<Row>): Promise<ExportFile> {
  const writer = run.format === 'excel' ? import('./export-workbook') : null;
  // A failed load is reported when the file is written, not as an unhandled rejection meanwhile.
  writer?.catch(() => undefined);
  const rows = await fetchAllPages(run.fetchPage, { signal: run.signal, onProgress: run.onProgress });
  run.onWriting?.();
  if (writer) {
    const { exportWorkbook } = await writer;
    return { blob: await exportWorkbook(run.name, run.columns, rows), filename: `${run.fileName}.xlsx`, rowCount: rows.length };
  }
  const { csvBlob } = await import('./csv');
  return { blob: csvBlob(run.columns, rows), filename: `${run.fileName}.csv`, rowCount: rows.length };
}
