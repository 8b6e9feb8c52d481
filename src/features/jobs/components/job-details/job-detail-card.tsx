import Box from '@mui/material/Box';
import { DetailDescription, lineFigures, type DescriptionStyles, type DetailRow } from './job-detail-columns';
import type { DetailColumnsShown } from './job-detail-list-model';

/** A line on a phone (spec 3 §2 "mobile cards"): name and description, then its figures as labelled lines. */
export function JobDetailCard({ row, shown, styles }: { row: DetailRow; shown: DetailColumnsShown; styles: DescriptionStyles }) {
  const { line } = row;
  const figures: [string, string][] =
    row.subtotal !== null
      ? [['Subtotal', row.subtotal]]
      : [
          ...(shown.invoice && lineFigures.invoice(line) ? [['Invoice', lineFigures.invoice(line)] as [string, string]] : []),
          ...(shown.cost && lineFigures.cost(line) ? [['Cost', lineFigures.cost(line)] as [string, string]] : []),
          ...(shown.markup && lineFigures.markup(line) ? [['Markup', lineFigures.markup(line)] as [string, string]] : []),
          ['Price', lineFigures.price(line)],
          ['Qty', lineFigures.quantity(line)],
          ['Total', lineFigures.total(row)],
          ...(line.priceDetail?.nonTaxable ? [['No Tax', 'Yes'] as [string, string]] : []),
        ];
  return (
    <>
      <DetailDescription row={row} styles={styles} />
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, fontSize: '0.875rem' }}>
        {figures.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: label === 'Total' || label === 'Subtotal' ? 600 : 400 }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}
