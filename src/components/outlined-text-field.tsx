import { useId, type ChangeEventHandler, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export interface OutlinedTextFieldSlotProps {
  /** Props of the outlined input (adornments, readOnly). */
  input?: Partial<OutlinedInputProps>;
  /** Attributes of the `<input>` or `<textarea>` element (maxLength, inputMode, step). */
  htmlInput?: InputBaseComponentProps;
  inputLabel?: Partial<InputLabelProps>;
  formHelperText?: Partial<FormHelperTextProps>;
}

/**
 * The props of MUI's TextField that forms use, without its select mode: the field is built from
 * the outlined input's parts, so a screen with text fields does not load Select, Menu, Popover and Modal.
 */
export interface OutlinedTextFieldOptions {
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
  slotProps?: OutlinedTextFieldSlotProps;
}

export interface OutlinedTextFieldProps extends OutlinedTextFieldOptions {
  name: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  error?: boolean;
}

/** An outlined text field (label, input, helper text) that looks and behaves like MUI's TextField. */
export function OutlinedTextField(inProps: OutlinedTextFieldProps) {
  // The theme's TextField defaults (full width, normal margin) apply here too.
  const props = useDefaultProps({ props: inProps, name: 'MuiTextField' });
  const { label, helperText, id: idOverride, slotProps, inputMode, className, sx, fullWidth, margin, size, required, disabled, error, ...inputProps } = props;
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label != null && label !== '';
  const shrink = slotProps?.inputLabel?.shrink;
  return (
    <FormControl className={className} sx={sx} fullWidth={fullWidth} margin={margin} size={size} required={required} disabled={disabled} error={error}>
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
        aria-describedby={helperTextId}
        inputProps={inputMode ? { inputMode, ...slotProps?.htmlInput } : slotProps?.htmlInput}
        {...slotProps?.input}
      />
      {helperText ? (
        <FormHelperText id={helperTextId} {...slotProps?.formHelperText}>
          {helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
