import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';

export interface CheckboxListFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A field holding the checked values (string[]). */
  name: FieldPath<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  helperText?: string;
}

/** A labelled group of checkboxes bound to a string[] field. */
export function CheckboxListField<T extends FieldValues>({ control, name, label, options, helperText }: CheckboxListFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const checked = new Set((field.value as string[] | undefined) ?? []);
  const toggle = (value: string) => field.onChange(checked.has(value) ? [...checked].filter((item) => item !== value) : [...checked, value]);
  return (
    <FormControl component="fieldset" variant="standard" error={Boolean(fieldState.error)}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup>
        {options.map((option) => (
          <FormControlLabel key={option.value} control={<Checkbox checked={checked.has(option.value)} onChange={() => toggle(option.value)} />} label={option.label} />
        ))}
      </FormGroup>
      {fieldState.error?.message || helperText ? <FormHelperText>{fieldState.error?.message ?? helperText}</FormHelperText> : null}
    </FormControl>
  );
}
