import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { OutlinedTextField, type OutlinedTextFieldOptions } from '@/components/outlined-text-field';
import { contactLimits } from '@/lib/schemas/contact-schemas';
import { formatTelephoneAsTyped } from '@/lib/schemas/telephone-number';

export interface FormTelephoneFieldProps<T extends FieldValues> extends Omit<OutlinedTextFieldOptions, 'type'> {
  name: FieldPath<T>;
  control: Control<T>;
}

/**
 * A telephone number field bound to react-hook-form: formatted as it is typed or pasted
 * ("5035550100" becomes "(503) 555-0100"), validated by the contact schemas (`telephoneInputSchema`).
 */
export function FormTelephoneField<T extends FieldValues>({ name, control, helperText, slotProps, ...props }: FormTelephoneFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const value = (field.value as string | undefined) ?? '';
  return (
    <OutlinedTextField
      autoComplete="tel"
      {...props}
      type="tel"
      name={field.name}
      value={value}
      onChange={(event) => {
        const { value: typed, selectionStart } = event.target;
        field.onChange(formatTelephoneAsTyped(value, typed, selectionStart === null || selectionStart >= typed.length));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ ...slotProps, htmlInput: { maxLength: contactLimits.telephone, ...slotProps?.htmlInput } }}
    />
  );
}
