import type { ArrayPath, Control, FieldValues, UseFormSetValue } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import { FormTextField } from '@/components/form-text-field';
import { addressTypes, type Address, type AddressType } from '@/lib/schemas/common-schemas';
import { blankAddress, contactLimits } from '@/lib/schemas/contact-schemas';
import { AddressFields } from './address-fields';
import { replaceItem } from './contact-list-model';
import { PrimaryListFrame, RemoveRowButton, usePrimaryList } from './primary-list';

const byType = (address: Address): string => address.addressType;

export interface AddressListFieldProps<T extends FieldValues> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  /** The form's `Address[]` field, e.g. `addresses`. */
  name: ArrayPath<T>;
  /** Type of a new row (default Service). */
  defaultType?: AddressType;
  /** Service addresses get an Access Instructions field, the address's `notes` (the form's addresses have `notes`). */
  withNotes?: boolean;
  disabled?: boolean;
}

/**
 * Several addresses (e.g. a customer's service and billing addresses): add and remove, a type per
 * address and one primary address per type (validated by `addressListInputSchema`). Rows are groups
 * named "Address 1", "Address 2" ...
 */
export function AddressListField<T extends FieldValues>(props: AddressListFieldProps<T>) {
  const { defaultType = 'Service', withNotes = false, disabled = false } = props;
  const list = usePrimaryList<Address, T>(props, byType);
  const { rows } = list;

  const handleTypeChange = (index: number, addressType: AddressType) => {
    const current = rows[index];
    if (!current) return;
    const before = rows.map((row, position) => (position === index ? { ...row, addressType } : row));
    list.setField(index, 'addressType', addressType, before, replaceItem(rows, index, { ...current, addressType }, byType));
  };

  return (
    <PrimaryListFrame
      name={list.name}
      legend="Addresses"
      emptyText="No addresses."
      empty={list.fields.length === 0}
      listError={list.listError}
      addLabel="Add Address"
      onAdd={() => list.add(withNotes ? { ...blankAddress(defaultType), notes: '' } : blankAddress(defaultType), false)}
      disabled={disabled}
    >
      {list.fields.map((field, index) => {
        const rowLabel = `Address ${index + 1}`;
        const row = rows[index];
        const type = row?.addressType ?? defaultType;
        return (
          <Paper key={field.id} variant="outlined" role="group" aria-label={rowLabel} sx={{ p: 2, display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
              <TextField
                select
                label="Type"
                size="small"
                value={type}
                disabled={disabled}
                onChange={(event) => handleTypeChange(index, event.target.value as AddressType)}
                sx={{ width: 140 }}
              >
                {addressTypes.map((option) => (
                  <MenuItem key={option} value={option}>
                    {option}
                  </MenuItem>
                ))}
              </TextField>
              <FormControlLabel
                label={`Primary ${type.toLowerCase()} address`}
                disabled={disabled}
                control={<Radio name={`${list.name}-primary-${type}`} value={String(index)} checked={row?.primary === true} onChange={() => list.choose(index)} />}
              />
              <Box sx={{ flexGrow: 1 }} />
              <RemoveRowButton rowLabel={rowLabel} onRemove={() => list.removeAt(index)} disabled={disabled} />
            </Box>
            <AddressFields control={list.control} name={list.row(index)} legend={null} disabled={disabled} />
            {withNotes && type === 'Service' ? (
              <FormTextField
                control={list.control}
                name={list.field(index, 'notes')}
                label="Access Instructions"
                multiline
                minRows={2}
                disabled={disabled}
                limit={contactLimits.addressNotes}
                helperText="Gate code, pets, where to park: shown on intake and appointments at this address."
              />
            ) : null}
          </Paper>
        );
      })}
    </PrimaryListFrame>
  );
}
