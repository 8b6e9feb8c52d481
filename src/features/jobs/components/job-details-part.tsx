import { useState } from 'react';
import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EditorSection } from '@/components/record-list/editor-section';
import { jobEditorTourTargets } from '@/features/tour';
import { useDiscounts, useTaxOverrides } from '../api/get-catalogues';
import type { JobFormValues } from '../model/job-form';
import { JobDetailsSection } from './job-details/job-details-section';
import { JobTotalsFooter } from './job-totals/job-totals-footer';
import type { SalesTaxState } from './use-sales-tax-rate';

export interface JobDetailsPartProps {
  control: Control<JobFormValues>;
  salesTax: SalesTaxState;
}

/**
 * The job editor's lines and totals: the job details list editor (components/job-details) and the
 * totals footer with its discount and tax override (components/job-totals), fed by the editor's
 * sales tax rate. Documents are not made from a job yet, so no lines are selectable for one.
 */
export function JobDetailsPart({ control, salesTax }: JobDetailsPartProps) {
  const [selected, setSelected] = useState<string[]>([]);
  const discounts = useDiscounts({ enabled: true });
  const taxOverrides = useTaxOverrides({ enabled: true });
  return (
    <EditorSection>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Job Details
      </Typography>
      <Box data-tour={jobEditorTourTargets.addDetail} sx={{ minWidth: 0 }}>
        <JobDetailsSection control={control} name="jobDetailList" canCreateDocuments={false} selectedContexts={selected} onSelectedContextsChange={setSelected} />
      </Box>
      <JobTotalsFooter
        control={control}
        detailsName="jobDetailList"
        discountName="discount"
        taxOverrideName="taxOverride"
        salesTaxRate={salesTax.rate.rate}
        applySalesTax={salesTax.applyTax}
        selectedContexts={selected}
        discounts={discounts.data}
        taxOverrides={taxOverrides.data}
      />
    </EditorSection>
  );
}
