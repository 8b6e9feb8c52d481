import { useState } from 'react';
import { isAxiosError } from 'axios';
import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { toast } from '@/components/toasts';
import { downloadBlob } from '@/lib/download-blob';
import { EXCEL_EXPORTED, EXCEL_FAILED } from '../model/document-list';

/** A list's workbook module, loaded only when exporting (the spreadsheet library comes with it). */
export interface ListWorkbook<Row> {
  write: (rows: readonly Row[]) => Promise<Blob>;
  filename: string;
}

export interface ExportExcelButtonProps<Row> {
  /** Every row of the list's current filter, in its sort. */
  rows: () => Promise<Row[]>;
  workbook: () => Promise<ListWorkbook<Row>>;
}

/**
 * Export to Excel of a document list: fetches every matching row (page by page) while the workbook
 * module loads, writes a real .xlsx, downloads it and says so.
 */
export function ExportExcelButton<Row>({ rows, workbook }: ExportExcelButtonProps<Row>) {
  const [busy, setBusy] = useState(false);
  const exportRows = async () => {
    setBusy(true);
    try {
      const [all, book] = await Promise.all([rows(), workbook()]);
      downloadBlob(await book.write(all), book.filename);
      toast.success(EXCEL_EXPORTED);
    } catch (error) {
      // A failed call has had its message from the API client; anything else is said here.
      if (!isAxiosError(error)) toast.error(EXCEL_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<FileDownloadOutlined />} loading={busy} onClick={() => void exportRows()} sx={{ justifySelf: 'end' }}>
      Export to Excel
    </Button>
  );
}
