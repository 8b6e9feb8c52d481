import { waitFor } from '@testing-library/react';
import { strFromU8, unzipSync } from 'fflate';
import { expect, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { sheetRows } from '../../features/reports/report-sheet';

/**
 * Catches what a list's Export downloads (the file's bytes instead of a download, its name and the
 * toast) and reads it back: an Excel file as its sheet's rows, a CSV file as its text.
 */
export function captureListExport() {
  const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
  const created: Blob[] = [];
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    created.push(blob as Blob);
    return 'blob:export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  const downloaded = async (message: string) => {
    await waitFor(() => expect(success).toHaveBeenCalledWith(message), { timeout: 20_000 });
    return { blob: created.at(-1)!, filename: names.at(-1) };
  };
  return {
    /** The files downloaded so far (images on the page make object URLs too; they are not files). */
    downloads: () => [...names],
    async workbook() {
      const { blob, filename } = await downloaded('Excel file download complete. Check your download folder.');
      expect(blob.type).toContain('spreadsheetml');
      const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
      const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
      const strings = strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array());
      const styles = strFromU8(files['xl/styles.xml'] ?? new Uint8Array());
      return { filename, sheet, strings, rows: sheetRows(sheet, strings), styles };
    },
    async csv() {
      const { blob, filename } = await downloaded('CSV file download complete. Check your download folder.');
      expect(blob.type).toContain('text/csv');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      return { filename, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
    },
  };
}
