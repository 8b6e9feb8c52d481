import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A record to choose (a category, a vendor): its context is the field's value, its name the words shown. */
export interface FormSelectRecordOption {
  context: string;
  name: string;
}

export type FormSelectFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'select'> & {
  name: FieldPath<T>;
  control: Control<T>;
  /**
   * Choices whose text is their value (types, statuses), or records (`{ context, name }`, long names
   * wrapping in the menu); other choices come as `MenuItem` children.
   */
  options?: readonly string[] | readonly FormSelectRecordOption[];
  /** An empty choice ('') first, in italics, with these words ("None"). */
  emptyLabel?: string;
  /** After the user chose (not on the form's own changes), with the chosen value. */
  onChosen?: (value: string) => void;
};

const wrappedOption = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

function optionItem(option: string | FormSelectRecordOption) {
  if (typeof option === 'string') {
    return (
      <MenuItem key={option} value={option}>
        {option}
      </MenuItem>
    );
  }
  return (
    <MenuItem key={option.context} value={option.context} sx={wrappedOption}>
      {option.name}
    </MenuItem>
  );
}

/**
 * A MUI select (TextField in select mode, its options as `MenuItem` children) bound to
 * react-hook-form. Kept apart from `FormTextField` so forms without a select do not load Select,
 * Menu, Popover and Modal.
 */
export function FormSelectField<T extends FieldValues>({ name, control, helperText, options, emptyLabel, onChosen, children, ...props }: FormSelectFieldProps<T>) {
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
          onChange={(event) => {
            field.onChange(event);
            onChosen?.(event.target.value);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        >
          {emptyLabel !== undefined ? (
            <MenuItem value="">
              <em>{emptyLabel}</em>
            </MenuItem>
          ) : null}
          {options ? options.map(optionItem) : children}
        </TextField>
      )}
    />
  );
}
