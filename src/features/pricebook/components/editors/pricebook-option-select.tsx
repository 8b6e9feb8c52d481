import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { PricebookOption } from '@/lib/schemas/pricebook-schemas';

export interface PricebookOptionSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** The categories (their paths) or vendors to choose from. */
  options: readonly PricebookOption[];
  /** The empty choice's words ("None", "None (top level)"). */
  noneLabel: string;
  loading?: boolean;
  helperText?: string;
  /** After the user chose an option (not on the form's own changes): a markup it offers. */
  onChosen?: (option: PricebookOption | undefined) => void;
}

/** A select of pricebook categories or vendors bound to the form; '' is the empty choice. */
export function PricebookOptionSelect<T extends FieldValues>({ control, name, label, options, noneLabel, loading = false, helperText, onChosen }: PricebookOptionSelectProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={(event) => {
            field.onChange(event.target.value);
            onChosen?.(options.find((option) => option.context === event.target.value));
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? (loading ? 'Loading…' : helperText)}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxWidth: 'calc(100vw - 32px)' } } } } } }}
        >
          <MenuItem value="">
            <em>{noneLabel}</em>
          </MenuItem>
          {options.map((option) => (
            <MenuItem key={option.context} value={option.context} sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
