import { useId, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate } from '@/lib/format';
import type { PortalInvoice, PortalProposal } from '@/lib/schemas/portal-schemas';
import { formatUsd } from '@/lib/job-calculations';
import { PortalFigures, PortalLines, type PortalFigure } from './portal-lines';

type PortalDocument = PortalProposal | PortalInvoice;

export function PortalSection({ title, headingRef, children }: { title: string; headingRef?: Ref<HTMLHeadingElement>; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
      <Typography id={titleId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} variant="h2" sx={{ fontSize: '1.25rem' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The document's totals: subtotal, discount (with its description), tax, total. */
export function totalsFigures(document: Pick<PortalDocument, 'totals'>): PortalFigure[] {
  const { totals } = document;
  const figures: PortalFigure[] = [{ label: 'Subtotal', value: formatUsd(totals.subtotal) }];
  if (totals.discount !== 0) figures.push({ label: totals.discountDescription ? `Discount ${totals.discountDescription}` : 'Discount', value: `-${formatUsd(totals.discount)}` });
  figures.push({ label: totals.taxDescription ? `Tax ${totals.taxDescription}` : 'Tax', value: formatUsd(totals.tax) });
  figures.push({ label: 'Total', value: formatUsd(totals.total), strong: true });
  return figures;
}

/** The heading and who and where of a document. */
export function PortalDocumentHeader({ document, children }: { document: PortalDocument; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1, overflowWrap: 'anywhere' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
        {document.label}
      </Typography>
      <PortalFigures
        figures={[
          { label: 'Date', value: formatDate(document.date) },
          { label: 'Customer', value: document.customerName },
          ...(document.jobName ? [{ label: 'Job', value: document.jobName }] : []),
        ]}
      />
      {document.serviceAddressLines.length > 0 ? (
        <Box>
          <Typography sx={{ fontWeight: 700 }}>Service address</Typography>
          {document.serviceAddressLines.map((line, index) => (
            <Typography key={index}>{line}</Typography>
          ))}
        </Box>
      ) : null}
      {children}
    </Box>
  );
}

/** The lines, the totals and the terms; `body` in place of the lines and totals (a proposal's good / better / best options). */
export function PortalDocumentContent({ document, extraFigures = [], body }: { document: PortalDocument; extraFigures?: PortalFigure[]; body?: ReactNode }) {
  return (
    <>
      {body ?? (
        <>
          <PortalSection title="Lines">
            <PortalLines lines={document.lines} />
          </PortalSection>
          <PortalSection title="Totals">
            <PortalFigures figures={[...totalsFigures(document), ...extraFigures]} />
          </PortalSection>
        </>
      )}
      {document.terms ? (
        <PortalSection title="Terms">
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{document.terms}</Typography>
        </PortalSection>
      ) : null}
    </>
  );
}
