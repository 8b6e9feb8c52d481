import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AttachFile from '@mui/icons-material/AttachFile';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { EmailAttachment } from '@/lib/schemas/email-history-schemas';
import { useGetEmailAttachment } from '../api/get-email-attachment';
import { downloadBlob, openOrDownloadBlob } from './save-blob';

export interface EmailAttachmentsProps {
  attachments: readonly EmailAttachment[];
  labelledBy: string;
}

/** The email's attachments: the name opens the file (or downloads what the browser cannot show); the icon downloads it. */
export function EmailAttachments({ attachments, labelledBy }: EmailAttachmentsProps) {
  const getAttachment = useGetEmailAttachment();
  const [busy, setBusy] = useState<string | null>(null);

  async function handleFetch(attachment: EmailAttachment, action: 'open' | 'download') {
    setBusy(`${action}:${attachment.context}`);
    try {
      const blob = await getAttachment.mutateAsync(attachment.context);
      if (action === 'open') openOrDownloadBlob(blob, attachment.filename);
      else downloadBlob(blob, attachment.filename);
    } catch {
      // The error catalogue has shown what went wrong.
    } finally {
      setBusy(null);
    }
  }

  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {attachments.map((attachment) => (
        <Box
          component="li"
          key={attachment.context}
          sx={{ display: 'flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, pl: 0.5, maxWidth: '100%' }}
        >
          <Button
            size="small"
            startIcon={<AttachFile />}
            loading={busy === `open:${attachment.context}`}
            loadingPosition="start"
            onClick={() => void handleFetch(attachment, 'open')}
            sx={{ textTransform: 'none', overflowWrap: 'anywhere', textAlign: 'left' }}
          >
            {attachment.filename}
          </Button>
          <Tooltip title="Download">
            <IconButton
              size="small"
              aria-label={`Download ${attachment.filename}`}
              loading={busy === `download:${attachment.context}`}
              onClick={() => void handleFetch(attachment, 'download')}
            >
              <FileDownloadOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ))}
    </Box>
  );
}
