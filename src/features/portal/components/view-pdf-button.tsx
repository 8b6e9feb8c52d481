import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { downloadBlob } from '@/lib/download-blob';
import { getPortalPdf } from '../api/portal-queries';
import { portalFailure } from '../api/portal-request';

const REVOKE_AFTER_MS = 60_000;

/** View PDF: fetches the document's PDF and opens it in a new tab (or saves it when no tab may open). */
export function ViewPdfButton({ kind, token, filename }: { kind: 'proposal' | 'invoice'; token: string; filename: string }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const open = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const blob = await getPortalPdf(kind, token);
      const url = URL.createObjectURL(blob);
      const opened = window.open(url, '_blank');
      if (opened) window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
      else {
        URL.revokeObjectURL(url);
        downloadBlob(blob, filename);
      }
    } catch (error) {
      const answer = portalFailure(error);
      setFailure(answer.kind === 'refused' ? answer.error.message : answer.messages.join(' '));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Button variant="outlined" startIcon={<PictureAsPdfIcon />} loading={busy} onClick={() => void open()}>
        View PDF
      </Button>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
    </Box>
  );
}
