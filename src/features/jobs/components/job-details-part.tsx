import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EditorSection } from '@/components/record-list/editor-section';
import { jobEditorTourTargets } from '@/features/tour';
import { calculateJobTotals, formatJobTotals } from '@/lib/job-calculations';
import type { JobFormValues } from '../model/job-form';
import { JobDetailsSection } from './job-details/job-details-section';
import type { SalesTaxState } from './use-sales-tax-rate';

/** SUBTOTAL, DISCOUNT, TAX and TOTAL of the form's lines, discount and tax (the calculation module's figures). */
function JobTotalsSummary({ control, salesTax, selectedContexts }: { control: Control<JobFormValues>; salesTax: SalesTaxState; selectedContexts: readonly string[] }) {
  const [lines, discount, taxOverride] = useWatch({ control, name: ['jobDetailList', 'discount', 'taxOverride'] });
  const totals = calculateJobTotals({
    jobDetailList: lines,
    discount,
    taxOverride,
    salesTaxRate: salesTax.rate.rate,
    applySalesTax: salesTax.applyTax,
    selectedContexts,
  });
  const shown = formatJobTotals(totals, discount);
  const rows: [string, string][] = [
    ['SUBTOTAL', shown.subtotal],
    [shown.discountLabel ? `DISCOUNT ${shown.discountLabel}` : 'DISCOUNT', shown.discount],
    [`TAX ${shown.taxRate}`, shown.tax],
    ['TOTAL', shown.total],
  ];
  return (
    <Box component="dl" aria-label="Job totals" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) max-content', columnGap: 3, rowGap: 0.5, justifySelf: 'end', minWidth: 260 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: label === 'TOTAL' ? 700 : 500 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: label === 'TOTAL' ? 700 : 500 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export interface JobDetailsPartProps {
  control: Control<JobFormValues>;
  salesTax: SalesTaxState;
}

/**
 * The job editor's lines and totals: the job details list editor (components/job-details) and the
 * totals under it. Documents are not made from a job yet, so no lines are selectable for one.
 */
export function JobDetailsPart({ control, salesTax }: JobDetailsPartProps) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <EditorSection>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Job Details
      </Typography>
      <Box data-tour={jobEditorTourTargets.addDetail} sx={{ minWidth: 0 }}>
        <JobDetailsSection control={control} name="jobDetailList" canCreateDocuments={false} selectedContexts={selected} onSelectedContextsChange={setSelected} />
      </Box>
      <JobTotalsSummary control={control} salesTax={salesTax} selectedContexts={selected} />
    </EditorSection>
  );
}
