import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

export interface ActiveSwitchProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
}

/** The Active switch of a location or supplier editor (inactive records leave the default list). */
export function ActiveSwitch<T extends FieldValues>({ control, name }: ActiveSwitchProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          label="Active"
          control={
            <Switch
              checked={field.value === true}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
        />
      )}
    />
  );
}
