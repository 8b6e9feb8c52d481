import { memo, useId, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { calculateJobTotals, formatJobTotals } from '@/lib/job-calculations';
import type { DiscountInput, TaxOverrideInput } from '@/lib/schemas/job-catalogue-schemas';
import type { JobDetailLine } from '../job-details/job-detail-line';
import { jobTotalsTexts } from './job-totals-texts';

/** Everything the job's totals depend on (spec 3 §9 "Job calculation rules"). */
export interface JobTotalsInputs {
  /** The job's lines, deleted ones included (they are not counted). */
  lines: readonly JobDetailLine[];
  discount: DiscountInput | null;
  taxOverride: TaxOverrideInput | null;
  /** The service address's looked-up sales tax rate, a fraction (0.0775); `null` when unknown. */
  salesTaxRate: number | null;
  /** The apply-tax system setting. */
  applySalesTax: boolean;
  /** Totals of the selected lines only (for a document); none or empty: all lines. */
  selectedContexts?: readonly string[];
}

export interface JobTotalsFiguresProps extends JobTotalsInputs {
  /** What the DISCOUNT row shows when expanded (the Add, Change and Clear buttons); without it the row does not expand. */
  discountPanel?: ReactNode;
  /** What the TAX row shows when expanded (the override's Add, Change and Clear). */
  taxPanel?: ReactNode;
}

const rowSx = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) max-content', alignItems: 'center', columnGap: 3, minHeight: 36 } as const;
const labelSx = { fontWeight: 500, letterSpacing: '0.02em' } as const;

function FigureRow({ label, value, strong = false }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <Box sx={rowSx}>
      <Typography component="span" sx={{ ...labelSx, fontWeight: strong ? 700 : 500, pl: 1 }}>
        {label}
      </Typography>
      <Typography component="span" sx={{ textAlign: 'right', fontWeight: strong ? 700 : 500 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** A row that expands (spec 3 §4 "Discount and tax sections: Expand and collapse"). */
function ExpandableRow({ label, value, panelLabel, panel }: { label: ReactNode; value: string; panelLabel: string; panel: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <Box sx={rowSx}>
        <Button
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls={panelId}
          endIcon={open ? <ExpandLess /> : <ExpandMore />}
          color="inherit"
          sx={{ ...labelSx, justifySelf: 'start', textTransform: 'none', fontSize: '1rem', px: 1, minHeight: 36 }}
        >
          {label}
        </Button>
        <Typography component="span" sx={{ textAlign: 'right', fontWeight: 500 }}>
          {value}
        </Typography>
      </Box>
      <Box id={panelId} role="group" aria-label={panelLabel} hidden={!open} sx={{ pl: 2, pb: 1 }}>
        {open ? panel : null}
      </Box>
    </>
  );
}

/**
 * The job totals (spec 3 §2 "Job totals footer"): SUBTOTAL; DISCOUNT with its "(10% OFF)"; TAX with
 * its rate; TOTAL. Every figure comes from the calculation module (src/lib/job-calculations), exact
 * and rounded to cents only for display.
 */
export const JobTotalsFigures = memo(function JobTotalsFigures({ discountPanel, taxPanel, ...inputs }: JobTotalsFiguresProps) {
  const { lines, discount, taxOverride, salesTaxRate, applySalesTax, selectedContexts } = inputs;
  const { totals, shown } = useMemo(() => {
    const result = calculateJobTotals({ jobDetailList: lines, discount, taxOverride, salesTaxRate, applySalesTax, selectedContexts });
    return { totals: result, shown: formatJobTotals(result, discount) };
  }, [lines, discount, taxOverride, salesTaxRate, applySalesTax, selectedContexts]);
  // One text each, so the buttons are named as they read ("DISCOUNT (10% OFF)", "TAX 8.25%").
  const discountLabel = shown.discountLabel ? `${jobTotalsTexts.discount} ${shown.discountLabel}` : jobTotalsTexts.discount;
  const taxLabel = `${jobTotalsTexts.tax} ${shown.taxRate}`;
  return (
    <Box role="group" aria-label={jobTotalsTexts.label} sx={{ display: 'grid', justifySelf: { xs: 'stretch', sm: 'end' }, width: { xs: '100%', sm: 380 }, maxWidth: '100%' }}>
      <FigureRow label={jobTotalsTexts.subtotal} value={shown.subtotal} />
      {discountPanel ? (
        <ExpandableRow label={discountLabel} value={shown.discount} panelLabel={jobTotalsTexts.discountOptions} panel={discountPanel} />
      ) : (
        <FigureRow label={discountLabel} value={shown.discount} />
      )}
      {taxPanel ? <ExpandableRow label={taxLabel} value={shown.tax} panelLabel={jobTotalsTexts.taxOptions} panel={taxPanel} /> : <FigureRow label={taxLabel} value={shown.tax} />}
      <Box sx={{ borderTop: 1, borderColor: 'divider', mt: 0.5, pt: 0.5 }}>
        <FigureRow label={jobTotalsTexts.total} value={shown.total} strong />
      </Box>
      {totals.discountExceedsSubtotal ? (
        <Alert severity="warning" sx={{ mt: 1, py: 0 }}>
          {jobTotalsTexts.discountAboveSubtotal}
        </Alert>
      ) : null}
    </Box>
  );
});
