import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';

export interface FormNotesFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** The most characters it takes; the field counts them as they are typed. */
  max: number;
  minRows?: number;
  helperText?: ReactNode;
  disabled?: boolean;
}

/** A multi-line text field with a character counter (notes, a description). */
export function FormNotesField<T extends FieldValues>({ control, name, label, max, minRows = 4, helperText, disabled }: FormNotesFieldProps<T>) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      multiline
      minRows={minRows}
      limit={max}
      helperText={helperText}
      disabled={disabled}
    />
  );
}
