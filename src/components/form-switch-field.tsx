import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';

export interface FormSwitchFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A boolean field. */
  name: FieldPath<T>;
  label: string;
}

/** A labelled switch bound to a boolean field of a react-hook-form form, with its error below when it has one. */
export function FormSwitchField<T extends FieldValues>({ control, name, label }: FormSwitchFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <>
      <FormControlLabel
        label={label}
        control={<Switch checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} slotProps={{ input: { ref: field.ref } }} />}
      />
      {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
    </>
  );
}
