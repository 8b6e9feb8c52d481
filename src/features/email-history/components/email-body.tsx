import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { sanitizeEmailMessage } from '../model/sanitize-email-body';

export interface EmailBodyProps {
  html: string;
  labelledBy: string;
}

export const REMOTE_IMAGES_HIDDEN_TEXT = 'Remote images in this message are hidden to protect your privacy.';

/**
 * The message as formatted content, sanitized with DOMPurify. Remote images (tracking pixels among
 * them) stay out until the viewer chooses Show remote images; the choice holds for this message
 * only. Layout containment keeps any fixed-position or oversized content inside the box.
 */
export function EmailBody({ html, labelledBy }: EmailBodyProps) {
  const [showRemoteImages, setShowRemoteImages] = useState(false);
  const safe = useMemo(() => sanitizeEmailMessage(html, { showRemoteImages }), [html, showRemoteImages]);
  return (
    <>
      {safe.hiddenRemoteImages > 0 ? (
        <Alert
          severity="info"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => setShowRemoteImages(true)}>
              Show remote images
            </Button>
          }
        >
          {REMOTE_IMAGES_HIDDEN_TEXT}
        </Alert>
      ) : null}
      <Box
        role="region"
        aria-labelledby={labelledBy}
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 2,
          bgcolor: '#fff',
          color: 'text.primary',
          overflow: 'auto',
          contain: 'content',
          position: 'relative',
          overflowWrap: 'anywhere',
          '& img': { maxWidth: '100%', height: 'auto' },
          '& table': { maxWidth: '100%' },
          '& p:first-of-type': { mt: 0 },
          '& p:last-child': { mb: 0 },
          '& a': { color: 'primary.main' },
        }}
        // Sanitized above: no scripts, handlers, frames, forms, style sheets, javascript: links or remote images.
        dangerouslySetInnerHTML={{ __html: safe.html }}
      />
    </>
  );
}
