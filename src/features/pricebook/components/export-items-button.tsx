import { useState } from 'react';
import { isAxiosError } from 'axios';
import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { toast } from '@/components/toasts';
import { downloadBlob } from '@/lib/download-blob';
import { getPricebookExportList } from '../api/pricebook-item-actions';
import { pricebookToasts } from '../model/pricebook-messages';

/**
 * Export to Excel (spec 3 §2: always shown on items): fetches every item, writes the workbook with
 * the spreadsheet library (loaded now, not with the screen) and downloads it.
 */
export function ExportItemsButton() {
  const [busy, setBusy] = useState(false);
  const exportItems = async () => {
    setBusy(true);
    try {
      const [rows, workbook] = await Promise.all([getPricebookExportList(), import('../model/pricebook-workbook')]);
      downloadBlob(await workbook.pricebookWorkbook(rows), workbook.PRICEBOOK_WORKBOOK_NAME);
      toast.success(pricebookToasts.exported);
    } catch (error) {
      // A failed call has had its message from the API client; anything else is said here.
      if (!isAxiosError(error)) toast.error('The Excel file could not be made. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<FileDownloadOutlined />} loading={busy} onClick={() => void exportItems()}>
      Export to Excel
    </Button>
  );
}
