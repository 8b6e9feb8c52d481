import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { DetailList, RecordViewSection } from '@/components/record-view/record-view-section';
import { RecordView } from '@/components/record-view/record-view';
import { toast } from '@/components/toasts';
import { diagnosticsPages, paths, type DiagnosticsPage } from '@/config/paths';
import { diagnosticsText, type DiagnosticsFact, type DiagnosticsSection } from '../model/diagnostics-text';

const pageNames: Record<DiagnosticsPage, string> = { system: 'System', cache: 'Cache', logs: 'Logs', platform: 'Platform', user: 'User' };

export interface DiagnosticsFrameProps {
  page: DiagnosticsPage;
  /** What Copy Diagnostics copies (built when clicked, so it is current). */
  copySections: () => readonly DiagnosticsSection[];
  children: ReactNode;
}

/** Copies the page's facts as text for support; says whether it could. */
async function copyToClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Diagnostics copied to the clipboard.');
  } catch {
    toast.error('The browser did not allow copying to the clipboard.');
  }
}

/** A diagnostics page: its heading, the links to the other four, Copy Diagnostics, and its sections. */
export function DiagnosticsFrame({ page, copySections, children }: DiagnosticsFrameProps) {
  return (
    <RecordView
      title={pageNames[page]}
      actions={
        <Button variant="outlined" startIcon={<ContentCopyOutlined />} onClick={() => void copyToClipboard(diagnosticsText(pageNames[page], copySections()))}>
          Copy Diagnostics
        </Button>
      }
      summary={
        <Box component="nav" aria-label="Diagnostics pages" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {diagnosticsPages.map((candidate) => (
            <Button
              key={candidate}
              component={RouterLink}
              to={paths.diagnostics(candidate)}
              variant={candidate === page ? 'contained' : 'outlined'}
              aria-current={candidate === page ? 'page' : undefined}
              size="small"
            >
              {pageNames[candidate]}
            </Button>
          ))}
        </Box>
      }
    >
      {children}
    </RecordView>
  );
}

/** A section of label/value facts. */
export function FactsSection({ title, facts, action, children }: { title: string; facts: readonly DiagnosticsFact[]; action?: ReactNode; children?: ReactNode }) {
  return (
    <RecordViewSection title={title} action={action}>
      <DetailList items={facts} />
      {children}
    </RecordViewSection>
  );
}
