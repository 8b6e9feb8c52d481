import { useEffect, useMemo, useRef, useState } from 'react';
import { useController, useWatch, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useStableCallback } from '@/components/use-stable-callback';
import { formatDiscountDescription, formatTaxOverrideDescription } from '@/lib/job-calculations';
import type { Discount, DiscountInput, TaxOverride, TaxOverrideInput } from '@/lib/schemas/job-catalogue-schemas';
import type { JobDetailLine } from '../job-details/job-detail-line';
import { DiscountDialog } from './discount-dialog';
import { JobTotalsFigures } from './job-totals-figures';
import { jobTotalsTexts } from './job-totals-texts';
import { totalsLinesKey } from './totals-lines-key';
import { TaxOverrideDialog } from './tax-override-dialog';

/**
 * Props of `JobTotalsFooter`, the totals under the job details in the job editor.
 *
 * - `control` and the three paths of the job form: `detailsName` (the `JobDetailLine[]` that
 *   `JobDetailsSection` edits), `discountName` (`DiscountInput | null`) and `taxOverrideName`
 *   (`TaxOverrideInput | null`). The footer watches them and writes the discount and the override
 *   (`field.onChange`) from its dialogs; Clear writes `null`.
 * - `salesTaxRate`: the service address's looked-up rate as a fraction (`job.salesTaxRate.rate`, or
 *   the editor's latest lookup); `applySalesTax`: the apply-tax system setting.
 * - `selectedContexts`: totals of the selected lines only (as `JobDetailsSection` selects them).
 * - `discounts`, `taxOverrides`: the catalogues the dialogs pick from (`Discount/GetAll`,
 *   `TaxOverride/GetAll`); absent: the dialogs have no pick-list.
 * - `readOnly`: no Add, Change or Clear (a user who may not edit the job).
 */
export interface JobTotalsFooterProps<T extends FieldValues> {
  control: Control<T>;
  detailsName: FieldPathByValue<T, JobDetailLine[]>;
  discountName: FieldPathByValue<T, DiscountInput | null>;
  taxOverrideName: FieldPathByValue<T, TaxOverrideInput | null>;
  salesTaxRate: number | null;
  applySalesTax: boolean;
  selectedContexts?: readonly string[];
  discounts?: readonly Discount[];
  taxOverrides?: readonly TaxOverride[];
  readOnly?: boolean;
}

const NO_LINES: JobDetailLine[] = [];

/** A panel's text and its Add, or Change and Clear; Add and Change open the panel's dialog. */
function PanelActions({ text, set, onOpen, onClear }: { text: string; set: boolean; onOpen: () => void; onClear: () => void }) {
  const addRef = useRef<HTMLButtonElement>(null);
  const [cleared, setCleared] = useState(false);
  useEffect(() => {
    // Clear takes its own button away: focus goes to Add, which takes its place.
    if (cleared && !set) addRef.current?.focus();
  }, [cleared, set]);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 160px', overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
      {set ? (
        <>
          <Button size="small" onClick={onOpen}>
            {jobTotalsTexts.change}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => {
              setCleared(true);
              onClear();
            }}
          >
            {jobTotalsTexts.clear}
          </Button>
        </>
      ) : (
        <Button ref={addRef} size="small" onClick={onOpen}>
          {jobTotalsTexts.add}
        </Button>
      )}
    </Box>
  );
}

/** A panel's element, kept while what it shows stays the same (none when read-only). */
function usePanel(readOnly: boolean, text: string, set: boolean, onOpen: () => void, onClear: () => void) {
  return useMemo(() => (readOnly ? undefined : <PanelActions text={text} set={set} onOpen={onOpen} onClear={onClear} />), [readOnly, text, set, onOpen, onClear]);
}

/**
 * The job totals footer (spec 3 §2): SUBTOTAL; DISCOUNT, which expands to Add, Change and Clear
 * (the Discount dialog); TAX with its rate, which expands to Add, Change and Clear of the tax
 * override (the Tax override dialog); TOTAL. Figures from the calculation module.
 */
export function JobTotalsFooter<T extends FieldValues>(props: JobTotalsFooterProps<T>) {
  const { control, salesTaxRate, applySalesTax, selectedContexts, readOnly = false } = props;
  const watched = (useWatch({ control, name: props.detailsName }) as JobDetailLine[] | undefined) ?? NO_LINES;
  // The same lines for the totals while only their order changes (a reorder): no new calculation or render of the figures.
  const linesKey = totalsLinesKey(watched);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const lines = useMemo(() => watched, [linesKey]);
  const discountField = useController({ control, name: props.discountName }).field;
  const taxOverrideField = useController({ control, name: props.taxOverrideName }).field;
  const discount = (discountField.value as DiscountInput | null | undefined) ?? null;
  const taxOverride = (taxOverrideField.value as TaxOverrideInput | null | undefined) ?? null;
  const [dialog, setDialog] = useState<'discount' | 'tax' | null>(null);
  // Kept while a dialog closes, so its title does not change during the closing transition.
  const [lastDialog, setLastDialog] = useState<'discount' | 'tax'>('discount');
  const open = (which: 'discount' | 'tax') => {
    setLastDialog(which);
    setDialog(which);
  };
  const close = useStableCallback(() => setDialog(null));
  const saveDiscount = useStableCallback((value: DiscountInput) => discountField.onChange(value));
  const saveTaxOverride = useStableCallback((value: TaxOverrideInput) => taxOverrideField.onChange(value));
  const { discounts, taxOverrides } = props;
  // The closed dialog stays as it is while the lines change (a reorder renders only the moved rows).
  const dialogs = useMemo(() => {
    if (readOnly) return null;
    return lastDialog === 'discount' ? (
      <DiscountDialog open={dialog === 'discount'} value={discount} entries={discounts} onClose={close} onSave={saveDiscount} />
    ) : (
      <TaxOverrideDialog open={dialog === 'tax'} value={taxOverride} entries={taxOverrides} onClose={close} onSave={saveTaxOverride} />
    );
  }, [readOnly, lastDialog, dialog, discount, discounts, taxOverride, taxOverrides, close, saveDiscount, saveTaxOverride]);

  // The panels keep their elements while the lines change, so a reorder does not render the figures again.
  const openDiscount = useStableCallback(() => open('discount'));
  const openTax = useStableCallback(() => open('tax'));
  const clearDiscount = useStableCallback(() => discountField.onChange(null));
  const clearTaxOverride = useStableCallback(() => taxOverrideField.onChange(null));
  const discountText = discount ? formatDiscountDescription(discount) : jobTotalsTexts.noDiscount;
  const discountPanel = usePanel(readOnly, discountText, discount !== null, openDiscount, clearDiscount);
  const taxText = taxOverride ? formatTaxOverrideDescription(taxOverride) : applySalesTax ? jobTotalsTexts.salesTaxRate : jobTotalsTexts.noTaxApplied;
  const taxPanel = usePanel(readOnly, taxText, taxOverride !== null, openTax, clearTaxOverride);

  return (
    <>
      <JobTotalsFigures
        lines={lines}
        discount={discount}
        taxOverride={taxOverride}
        salesTaxRate={salesTaxRate}
        applySalesTax={applySalesTax}
        selectedContexts={selectedContexts}
        discountPanel={discountPanel}
        taxPanel={taxPanel}
      />
      {dialogs}
    </>
  );
}
