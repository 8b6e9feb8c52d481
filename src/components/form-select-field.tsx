import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type FormSelectFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'select'> & {
  name: FieldPath<T>;
  control: Control<T>;
  /** Choices whose text is their value (types, statuses); other choices come as `MenuItem` children. */
  options?: readonly string[];
};

/**
 * A MUI select (TextField in select mode, its options as `MenuItem` children) bound to
 * react-hook-form. Kept apart from `FormTextField` so forms without a select do not load Select,
 * Menu, Popover and Modal.
 */
export function FormSelectField<T extends FieldValues>({ name, control, helperText, options, children, ...props }: FormSelectFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          select
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        >
          {options
            ? options.map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))
            : children}
        </TextField>
      )}
    />
  );
}
