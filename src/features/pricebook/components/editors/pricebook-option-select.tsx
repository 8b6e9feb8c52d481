import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormSelectField } from '@/components/form-select-field';
import type { PricebookOption } from '@/lib/schemas/pricebook-schemas';

export interface PricebookOptionSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** The categories (their paths) or vendors to choose from. */
  options: readonly PricebookOption[];
  /** The empty choice's words ("None", "None (top level)"). */
  noneLabel: string;
  loading?: boolean;
  helperText?: string;
  /** After the user chose an option (not on the form's own changes): a markup it offers. */
  onChosen?: (option: PricebookOption | undefined) => void;
}

/** A category path is long: the menu stays within the window. */
const menuWithinWindow = { select: { MenuProps: { slotProps: { paper: { sx: { maxWidth: 'calc(100vw - 32px)' } } } } } };

/** A select of pricebook categories or vendors bound to the form; '' is the empty choice. */
export function PricebookOptionSelect<T extends FieldValues>({ control, name, label, options, noneLabel, loading = false, helperText, onChosen }: PricebookOptionSelectProps<T>) {
  const chosen = onChosen && ((value: string) => onChosen(options.find((option) => option.context === value)));
  return (
    <FormSelectField control={control} name={name} label={label} options={options} emptyLabel={noneLabel} onChosen={chosen} helperText={loading ? 'Loading…' : helperText} slotProps={menuWithinWindow} />
  );
}
