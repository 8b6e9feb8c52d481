import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { activePicklistItems } from '@/lib/picklists/picklist-items';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import type { PicklistKind } from '@/lib/schemas/picklist-schemas';

export interface PicklistSelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  kind: PicklistKind;
  required?: boolean;
  /** Offer a blank choice (the value `''`), labelled this way. */
  noneLabel?: string;
  disabled?: boolean;
}

/**
 * A select of a cached picklist (intake type, sources, personnel, job type, status, payment term)
 * bound to react-hook-form. Active
 * values are offered; the record's current value stays listed even when it has been retired.
 */
export function PicklistSelectField<T extends FieldValues>({ control, name, label, kind, required, noneLabel, disabled }: PicklistSelectFieldProps<T>) {
  const picklist = usePicklist(kind);
  const { field, fieldState } = useController({ name, control });
  const value = (field.value as string | undefined) ?? '';
  const items = picklist.data ?? [];
  const active = activePicklistItems(items);
  const current = items.find((item) => item.context === value);
  const options = current && !current.active ? [...active, current] : active;
  // Until the picklist loads, keep the select empty rather than showing an unknown value.
  const shown = value === '' || options.some((item) => item.context === value) ? value : '';
  return (
    <TextField
      select
      label={label}
      required={required}
      disabled={disabled}
      name={field.name}
      value={shown}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      fullWidth
    >
      {noneLabel !== undefined ? (
        <MenuItem value="">
          <em>{noneLabel}</em>
        </MenuItem>
      ) : null}
      {options.map((item) => (
        <MenuItem key={item.context} value={item.context}>
          {item.text}
          {item.active ? '' : ' (inactive)'}
        </MenuItem>
      ))}
    </TextField>
  );
}
