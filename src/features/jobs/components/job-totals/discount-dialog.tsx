import { zodResolver } from '@hookform/resolvers/zod';
import { DiscountFields } from '@/components/catalogue-fields';
import { discountFormSchema, discountFormValues, discountFromForm } from '@/lib/catalogues/catalogue-forms';
import { formatDiscountDescription } from '@/lib/job-calculations';
import type { Discount, DiscountInput } from '@/lib/schemas/job-catalogue-schemas';
import { CatalogueEntryDialog, type CatalogueDialogProps } from './catalogue-entry-dialog';
import { jobTotalsTexts } from './job-totals-texts';

export type DiscountDialogProps = CatalogueDialogProps<DiscountInput, Discount>;

const resolver = zodResolver(discountFormSchema);
const text = (discount: Discount) => discount.formattedDescription || formatDiscountDescription(discount);

/** Spec 3 §2 "Discount dialog": a pick-list of existing discounts, then Description, Type and Value; OK or Cancel. */
export function DiscountDialog({ entries, ...props }: DiscountDialogProps) {
  return (
    <CatalogueEntryDialog
      {...props}
      title={jobTotalsTexts.dialogTitle(props.value !== null, jobTotalsTexts.discountEntity)}
      pick={{ label: jobTotalsTexts.existingDiscounts, entries, text }}
      resolver={resolver}
      formValues={discountFormValues}
      fromForm={discountFromForm}
      fields={(control) => <DiscountFields control={control} />}
    />
  );
}
