import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { customerTypes } from '@/lib/schemas/customer-schemas';

export interface CustomerTypeFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  disabled?: boolean;
}

/** Person or Company, as a labelled radio group. */
export function CustomerTypeField<T extends FieldValues>({ control, name, disabled = false }: CustomerTypeFieldProps<T>) {
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControl disabled={disabled}>
          <FormLabel id={labelId}>Customer Type</FormLabel>
          <RadioGroup row aria-labelledby={labelId} name={field.name} value={field.value as string} onChange={(event) => field.onChange(event.target.value)}>
            {customerTypes.map((type) => (
              <FormControlLabel key={type} value={type} control={<Radio />} label={type} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}
