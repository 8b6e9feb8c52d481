import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { OutlinedTextField, type OutlinedTextFieldOptions, type OutlinedTextFieldSlotProps } from './outlined-text-field';

export type FormTextFieldSlotProps = OutlinedTextFieldSlotProps;

/** A text field's props (MUI TextField's, without select mode: that is `FormSelectField`) bound to a form. */
export interface FormTextFieldProps<T extends FieldValues> extends OutlinedTextFieldOptions {
  name: FieldPath<T>;
  control: Control<T>;
  /** Shows a character counter against this maximum. */
  counterMax?: number;
  /** The most characters the field takes: a counter against it, and typing stops there. */
  limit?: number;
  /** Takes the typed text instead of the form (which then sets it, and maybe other fields, itself). */
  onValueChange?: (text: string) => void;
}

/** An outlined text field bound to react-hook-form, showing the field's validation message. */
export function FormTextField<T extends FieldValues>({ name, control, counterMax, limit, helperText, onValueChange, slotProps, ...props }: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const value = (field.value as string | undefined) ?? '';
  const shownMax = counterMax ?? limit;
  const counter = shownMax !== undefined ? `${value.length}/${shownMax}` : null;
  const message = fieldState.error?.message ?? helperText;
  return (
    <OutlinedTextField
      {...props}
      slotProps={limit === undefined ? slotProps : { ...slotProps, htmlInput: { ...slotProps?.htmlInput, maxLength: limit } }}
      name={field.name}
      value={value}
      onChange={onValueChange ? (event) => onValueChange(event.target.value) : field.onChange}
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
}
