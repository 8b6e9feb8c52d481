import { useState } from 'react';
import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { toast } from '@/components/toasts';
import { downloadBlob } from '@/lib/download-blob';
import type { ReportSheet } from '../model/report-workbook';

export const EXCEL_EXPORTED = 'Excel file download complete. Check your download folder.';
export const EXCEL_FAILED = 'The Excel file could not be made. Try again.';

export interface ReportExportButtonProps<Row> {
  /** What the table shows now: its columns, rows and totals row. `null` while there is nothing to export. */
  sheet: ReportSheet<Row> | null;
  filename: string;
}

/** Export to Excel of exactly what the report's table shows; the spreadsheet library loads on the first click. */
export function ReportExportButton<Row>({ sheet, filename }: ReportExportButtonProps<Row>) {
  const [busy, setBusy] = useState(false);
  const exportSheet = async () => {
    if (!sheet) return;
    setBusy(true);
    try {
      const { reportWorkbook } = await import('../model/report-workbook');
      downloadBlob(await reportWorkbook(sheet), filename);
      toast.success(EXCEL_EXPORTED);
    } catch {
      toast.error(EXCEL_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<FileDownloadOutlined />} loading={busy} disabled={!sheet} onClick={() => void exportSheet()}>
      Export to Excel
    </Button>
  );
}
