import { zodResolver } from '@hookform/resolvers/zod';
import { TaxOverrideFields } from '@/components/catalogue-fields';
import { taxOverrideFormSchema, taxOverrideFormValues, taxOverrideFromForm } from '@/lib/catalogues/catalogue-forms';
import { formatTaxOverrideDescription } from '@/lib/job-calculations';
import type { TaxOverride, TaxOverrideInput } from '@/lib/schemas/job-catalogue-schemas';
import { CatalogueEntryDialog, type CatalogueDialogProps } from './catalogue-entry-dialog';
import { jobTotalsTexts } from './job-totals-texts';

export type TaxOverrideDialogProps = CatalogueDialogProps<TaxOverrideInput, TaxOverride>;

const resolver = zodResolver(taxOverrideFormSchema);
const text = (taxOverride: TaxOverride) => taxOverride.formattedDescription || formatTaxOverrideDescription(taxOverride);

/** Spec 3 §2 "Tax override dialog": a select of existing overrides, Description and Tax Rate %; OK or Cancel. */
export function TaxOverrideDialog({ entries, ...props }: TaxOverrideDialogProps) {
  return (
    <CatalogueEntryDialog
      {...props}
      title={jobTotalsTexts.dialogTitle(props.value !== null, jobTotalsTexts.taxOverrideEntity)}
      pick={{ label: jobTotalsTexts.existingTaxOverrides, entries, text }}
      resolver={resolver}
      formValues={taxOverrideFormValues}
      fromForm={taxOverrideFromForm}
      fields={(control) => <TaxOverrideFields control={control} />}
    />
  );
}
