import { useEffect } from 'react';
import { useFormState, useWatch, type FieldPath, type FieldValues, type PathValue, type UseFormReturn } from 'react-hook-form';
import { markupPriceText, parseDecimal } from '@/lib/job-calculations';
import { FormTextField } from './form-text-field';

export interface MarkupPriceFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The price field's name; its text is a string. */
  name: FieldPath<T>;
  /** The names of the cost and markup fields the price follows. */
  cost: FieldPath<T>;
  markup: FieldPath<T>;
  label?: string;
  /** What the field says under it while it follows cost and markup. */
  followingHint?: string;
  /** What it says when a markup without a cost has cleared it (default: `followingHint`). */
  clearedHint?: string;
  /**
   * A price that is already the worked-out figure in other digits ("100" for "100.00") stays as it
   * is, so opening a stored record does not change it (and Cancel does not ask). Default on.
   */
  keepEqualFigure?: boolean;
}

const decimalInput = { inputMode: 'decimal' as const, autoComplete: 'off' };

/** The same figure, whatever its digits ("100" and "100.00"). */
function sameFigure(text: string, figure: string): boolean {
  const value = parseDecimal(text);
  const other = parseDecimal(figure);
  return value !== null && other !== null ? value.eq(other) : text.trim() === figure.trim();
}

/**
 * A required Price that follows Cost and Markup % (spec 3 §4, §5, `markupPriceText`): with a markup
 * it is cost plus the markup percentage, to the cent (read-only, out of the tab order); a markup
 * without a cost clears it; without a markup it is what the user types. Watches only cost and markup.
 */
export function MarkupPriceField<T extends FieldValues>({
  form,
  name,
  cost,
  markup,
  label = 'Price',
  followingHint = 'Cost plus markup',
  clearedHint = followingHint,
  keepEqualFigure = true,
}: MarkupPriceFieldProps<T>) {
  const [costText, markupText] = useWatch({ control: form.control, name: [cost, markup] }) as [string, string];
  const { isSubmitted } = useFormState({ control: form.control, name });
  const computed = markupPriceText(costText, markupText);
  useEffect(() => {
    if (computed.price === null) return;
    const price = form.getValues(name) as string;
    if (keepEqualFigure ? sameFigure(price, computed.price) : price === computed.price) return;
    form.setValue(name, computed.price as PathValue<T, FieldPath<T>>, { shouldDirty: true, shouldValidate: isSubmitted });
  }, [computed.price, form, name, keepEqualFigure, isSubmitted]);
  return (
    <FormTextField
      control={form.control}
      name={name}
      label={label}
      required
      {...decimalInput}
      helperText={computed.readOnly ? (computed.price === '' ? clearedHint : followingHint) : undefined}
      slotProps={{ input: { readOnly: computed.readOnly }, htmlInput: computed.readOnly ? { tabIndex: -1 } : undefined }}
    />
  );
}
