import { zodResolver } from '@hookform/resolvers/zod';
import { TaxOverrideFields } from '@/components/catalogue-fields';
import { taxOverrideFormSchema, taxOverrideFormValues, taxOverrideFromForm } from '@/lib/catalogues/catalogue-forms';
import { formatTaxOverrideDescription } from '@/lib/job-calculations';
import type { TaxOverride, TaxOverrideInput } from '@/lib/schemas/job-catalogue-schemas';
import { CatalogueEntryDialog } from './catalogue-entry-dialog';
import { jobTotalsTexts } from './job-totals-texts';

export interface TaxOverrideDialogProps {
  open: boolean;
  /** The job's override (Edit Tax Override), or `null` (Add Tax Override). */
  value: TaxOverrideInput | null;
  /** Existing overrides to pick from (`TaxOverride/GetAll`); none: no pick-list. */
  taxOverrides?: readonly TaxOverride[];
  onClose: () => void;
  /** A valid override; the dialog then closes. */
  onSave: (taxOverride: TaxOverrideInput) => void;
}

const NONE: readonly TaxOverride[] = [];
const resolver = zodResolver(taxOverrideFormSchema);
const text = (taxOverride: TaxOverride) => taxOverride.formattedDescription || formatTaxOverrideDescription(taxOverride);

/** Spec 3 §2 "Tax override dialog": a select of existing overrides, Description and Tax Rate %; OK or Cancel. */
export function TaxOverrideDialog({ taxOverrides = NONE, ...props }: TaxOverrideDialogProps) {
  return (
    <CatalogueEntryDialog
      {...props}
      title={jobTotalsTexts.dialogTitle(props.value !== null, jobTotalsTexts.taxOverrideEntity)}
      pick={{ label: jobTotalsTexts.existingTaxOverrides, entries: taxOverrides, text }}
      resolver={resolver}
      formValues={taxOverrideFormValues}
      fromForm={taxOverrideFromForm}
      fields={(control) => <TaxOverrideFields control={control} />}
    />
  );
}
