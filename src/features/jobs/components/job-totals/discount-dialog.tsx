import { zodResolver } from '@hookform/resolvers/zod';
import { DiscountFields } from '@/components/catalogue-fields';
import { discountFormSchema, discountFormValues, discountFromForm } from '@/lib/catalogues/catalogue-forms';
import { formatDiscountDescription } from '@/lib/job-calculations';
import type { Discount, DiscountInput } from '@/lib/schemas/job-catalogue-schemas';
import { CatalogueEntryDialog } from './catalogue-entry-dialog';
import { jobTotalsTexts } from './job-totals-texts';

export interface DiscountDialogProps {
  open: boolean;
  /** The job's discount (Edit Discount), or `null` (Add Discount). */
  value: DiscountInput | null;
  /** Existing discounts to pick from (`Discount/GetAll`); none: no pick-list. */
  discounts?: readonly Discount[];
  onClose: () => void;
  /** A valid discount; the dialog then closes. */
  onSave: (discount: DiscountInput) => void;
}

const NONE: readonly Discount[] = [];
const resolver = zodResolver(discountFormSchema);
const text = (discount: Discount) => discount.formattedDescription || formatDiscountDescription(discount);

/** Spec 3 §2 "Discount dialog": a pick-list of existing discounts, then Description, Type and Value; OK or Cancel. */
export function DiscountDialog({ discounts = NONE, ...props }: DiscountDialogProps) {
  return (
    <CatalogueEntryDialog
      {...props}
      title={jobTotalsTexts.dialogTitle(props.value !== null, jobTotalsTexts.discountEntity)}
      pick={{ label: jobTotalsTexts.existingDiscounts, entries: discounts, text }}
      resolver={resolver}
      formValues={discountFormValues}
      fromForm={discountFromForm}
      fields={(control) => <DiscountFields control={control} />}
    />
  );
}
