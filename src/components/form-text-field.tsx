import { useId, type ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import type { SxProps, Theme } from '@mui/material/styles';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export interface FormTextFieldSlotProps {
  /** Props of the outlined input (adornments, readOnly). */
  input?: Partial<OutlinedInputProps>;
  /** Attributes of the `<input>` or `<textarea>` element (maxLength, inputMode, step). */
  htmlInput?: InputBaseComponentProps;
  inputLabel?: Partial<InputLabelProps>;
  formHelperText?: Partial<FormHelperTextProps>;
}

/**
 * The props of MUI's TextField that forms use, without its select mode (a select is
 * `FormSelectField`): built from the outlined input's parts, so a form does not load Select,
 * Menu, Popover and Modal.
 */
export interface FormTextFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  /** Shows a character counter against this maximum. */
  counterMax?: number;
  label?: ReactNode;
  helperText?: ReactNode;
  id?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  inputMode?: InputBaseComponentProps['inputMode'];
  multiline?: boolean;
  rows?: number | string;
  minRows?: number | string;
  maxRows?: number | string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  margin?: 'none' | 'dense' | 'normal';
  className?: string;
  sx?: SxProps<Theme>;
  slotProps?: FormTextFieldSlotProps;
}

/** An outlined text field bound to react-hook-form, showing the field's validation message. */
export function FormTextField<T extends FieldValues>(inProps: FormTextFieldProps<T>) {
  // The theme's TextField defaults (full width, normal margin) apply here too.
  const props = useDefaultProps({ props: inProps, name: 'MuiTextField' });
  const { name, control, counterMax, label, helperText, id: idOverride, slotProps, inputMode, className, sx, fullWidth, margin, size, required, disabled, ...inputProps } = props;
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const value = (field.value as string | undefined) ?? '';
        const counter = counterMax !== undefined ? `${value.length}/${counterMax}` : null;
        const message = fieldState.error?.message ?? helperText;
        const helper = counter ? (
          <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <span>{message}</span>
            <span aria-live="polite">{counter}</span>
          </span>
        ) : (
          message
        );
        const helperTextId = helper ? `${id}-helper-text` : undefined;
        const hasLabel = label != null && label !== '';
        const shrink = slotProps?.inputLabel?.shrink;
        return (
          <FormControl
            className={className}
            sx={sx}
            fullWidth={fullWidth}
            margin={margin}
            size={size}
            required={required}
            disabled={disabled}
            error={Boolean(fieldState.error)}
          >
            {hasLabel ? (
              <InputLabel htmlFor={id} id={`${id}-label`} {...slotProps?.inputLabel}>
                {label}
              </InputLabel>
            ) : null}
            <OutlinedInput
              {...inputProps}
              id={id}
              label={hasLabel ? label : undefined}
              {...(shrink !== undefined ? { notched: shrink } : {})}
              name={field.name}
              value={value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              aria-describedby={helperTextId}
              inputProps={inputMode ? { inputMode, ...slotProps?.htmlInput } : slotProps?.htmlInput}
              {...slotProps?.input}
            />
            {helper ? (
              <FormHelperText id={helperTextId} {...slotProps?.formHelperText}>
                {helper}
              </FormHelperText>
            ) : null}
          </FormControl>
        );
      }}
    />
  );
}
