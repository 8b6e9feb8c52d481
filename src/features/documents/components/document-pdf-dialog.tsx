import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useCompactWidth } from '@/lib/use-compact-width';
import { downloadBlob } from '@/lib/download-blob';
import type { DocumentKind } from '@/lib/schemas/document-schemas';
import { documentKeys } from '../api/document-keys';
import { getDocumentPdf } from '../api/get-document';
import { documentTexts } from '../model/document-texts';

export interface DocumentPdfDialogProps {
  kind: DocumentKind;
  context: string;
  title: string;
  filename: string;
  onClose: () => void;
}

/** View: the document's PDF in the browser (spec 2 §2 action menus), with Download and Open in New Tab. */
export function DocumentPdfDialog({ kind, context, title, filename, onClose }: DocumentPdfDialogProps) {
  const compact = useCompactWidth();
  const pdf = useQuery({ queryKey: documentKeys.key('pdf', kind, context), queryFn: () => getDocumentPdf(kind, context, 'view'), staleTime: 0, gcTime: 0 });
  const blob = pdf.data;
  // The object URL lives as long as the frame showing it (as BlobImage's pictures do).
  const attach = useCallback(
    (frame: HTMLIFrameElement | null) => {
      if (!frame || !blob) return undefined;
      const url = URL.createObjectURL(blob);
      frame.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  const openInNewTab = () => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    window.open(url, '_blank', 'noopener');
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
  return (
    <Dialog open onClose={onClose} fullScreen={compact} fullWidth maxWidth="lg" aria-labelledby={`${context}-pdf-title`}>
      <DialogTitle id={`${context}-pdf-title`}>{title}</DialogTitle>
      <DialogContent dividers sx={{ p: 0, display: 'flex', minHeight: compact ? 0 : '75vh' }}>
        {pdf.isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {documentTexts.pdfFailed}
          </Alert>
        ) : blob ? (
          <Box component="iframe" title={title} ref={attach} sx={{ border: 0, flex: 1, width: '100%', minHeight: compact ? '70vh' : '75vh' }} />
        ) : (
          <Box role="status" aria-label={`Loading ${title}`} sx={{ flex: 1, display: 'grid', placeItems: 'center', minHeight: 240 }}>
            <CircularProgress />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {blob ? <Button onClick={openInNewTab}>Open in New Tab</Button> : null}
        {blob && !compact ? <Button onClick={() => downloadBlob(blob, filename)}>Download</Button> : null}
        <Button variant="contained" onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
