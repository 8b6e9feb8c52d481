import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: FieldPath<T>;
  control: Control<T>;
  /** Shows a character counter against this maximum. */
  counterMax?: number;
};

/** A MUI text field bound to react-hook-form, showing the field's validation message. */
export function FormTextField<T extends FieldValues>({ name, control, helperText, counterMax, ...props }: FormTextFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const value = (field.value as string | undefined) ?? '';
        const counter = counterMax !== undefined ? `${value.length}/${counterMax}` : null;
        const message = fieldState.error?.message ?? helperText;
        return (
          <TextField
            {...props}
            name={field.name}
            value={value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={
              counter ? (
                <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                  <span>{message}</span>
                  <span aria-live="polite">{counter}</span>
                </span>
              ) : (
                message
              )
            }
          />
        );
      }}
    />
  );
}
