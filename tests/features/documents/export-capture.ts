import { stubMediaWidth } from '../../support/media-width';
import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { toast } from '@/components/toasts';

/**
 * Catches what Export to Excel downloads: the workbook's bytes (instead of a download) and the toast.
 * `workbook()` waits for the toast and answers the sheet's XML with its shared strings.
 */
export function captureExport() {
  const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
  const created: Blob[] = [];
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    created.push(blob as Blob);
    return 'blob:workbook';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return {
    async workbook() {
      await waitFor(() => expect(success).toHaveBeenCalledWith('Excel file download complete. Check your download folder.'), { timeout: 10_000 });
      const blob = created.at(-1)!;
      expect(blob.type).toContain('spreadsheetml');
      const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
      const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
      const strings = strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array());
      return { filename: names.at(-1), sheet, strings, rowCount: sheet.match(/<row /g)?.length ?? 0 };
    },
  };
}

/** Stubs a phone-width screen (jsdom has no matchMedia); remove it with `unstubPhone`. */
export function stubPhone(): void {
  stubMediaWidth(true);
}

export { unstubMediaWidth as unstubPhone } from '../../support/media-width';
