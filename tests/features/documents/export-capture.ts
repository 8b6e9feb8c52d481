import { stubMediaWidth } from '../../support/media-width';
import { captureListExport } from '../../components/list-export/capture-list-export';

/**
 * Catches what Export to Excel downloads: the workbook's bytes (instead of a download) and the toast.
 * `workbook()` waits for the toast and answers the sheet's XML with its shared strings.
 */
export function captureExport() {
  const capture = captureListExport();
  return {
    async workbook() {
      const { filename, sheet, strings, rows } = await capture.workbook();
      return { filename, sheet, strings, rowCount: rows.length };
    },
  };
}

/** Stubs a phone-width screen (jsdom has no matchMedia); remove it with `unstubPhone`. */
export function stubPhone(): void {
  stubMediaWidth(true);
}

export { unstubMediaWidth as unstubPhone } from '../../support/media-width';
