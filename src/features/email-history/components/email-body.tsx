import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { sanitizeEmailBody } from '../model/sanitize-email-body';

export interface EmailBodyProps {
  html: string;
  labelledBy: string;
}

/**
 * The message as formatted content, sanitized with DOMPurify. Layout containment keeps any
 * fixed-position or oversized content inside the box.
 */
export function EmailBody({ html, labelledBy }: EmailBodyProps) {
  const safe = useMemo(() => sanitizeEmailBody(html), [html]);
  return (
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
      // Sanitized above: no scripts, handlers, frames, forms, style sheets or javascript: links.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
