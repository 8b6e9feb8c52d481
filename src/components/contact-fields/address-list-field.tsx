import {
  useFieldArray,
  useFormState,
  useWatch,
  type ArrayPath,
  type Control,
  type FieldValues,
  type Path,
  type UseFormSetValue,
} from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { addressTypes, type Address, type AddressType } from '@/lib/schemas/common-schemas';
import { blankAddress } from '@/lib/schemas/contact-schemas';
import { AddressFields } from './address-fields';
import { listErrorMessage } from './contact-list-field';
import { addItem, changedPrimaries, choosePrimary, removeItem, replaceItem } from './contact-list-model';

type AddressForm = { rows: Address[] };

const byType = (address: Address): string => address.addressType;

export interface AddressListFieldProps<T extends FieldValues> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  /** The form's `Address[]` field, e.g. `addresses`. */
  name: ArrayPath<T>;
  /** Type of a new row (default Service). */
  defaultType?: AddressType;
  disabled?: boolean;
}

/**
 * Several addresses (e.g. a customer's service and billing addresses): add and remove, a type per
 * address and one primary address per type (validated by `addressListInputSchema`). Rows are groups
 * named "Address 1", "Address 2" ...
 */
export function AddressListField<T extends FieldValues>(props: AddressListFieldProps<T>) {
  const { defaultType = 'Service', disabled = false } = props;
  const control = props.control as unknown as Control<AddressForm>;
  const setValue = props.setValue as unknown as UseFormSetValue<AddressForm>;
  const name = props.name as unknown as 'rows';
  const { fields, append, remove } = useFieldArray({ control, name });
  const rows = (useWatch({ control, name }) ?? []) as Address[];
  const { errors, isSubmitted } = useFormState({ control, name });
  const listError = listErrorMessage(errors, name);
  const headingId = `${name}-heading`;
  const options = { shouldDirty: true, shouldValidate: isSubmitted };

  const applyPrimaries = (before: Address[], after: Address[]) => {
    for (const index of changedPrimaries(before, after)) {
      setValue(`${name}.${index}.primary` as Path<AddressForm>, after[index]!.primary as never, options);
    }
  };

  const handleAdd = () => {
    const [added] = addItem(rows, blankAddress(defaultType), byType).slice(-1);
    append(added!, { shouldFocus: false });
  };

  const handleRemove = (index: number) => {
    const after = removeItem(rows, index, byType);
    remove(index);
    applyPrimaries(
      rows.filter((_, position) => position !== index),
      after,
    );
  };

  const handleTypeChange = (index: number, addressType: AddressType) => {
    const current = rows[index];
    if (!current) return;
    const after = replaceItem(rows, index, { ...current, addressType }, byType);
    setValue(`${name}.${index}.addressType` as Path<AddressForm>, addressType as never, options);
    applyPrimaries(
      rows.map((row, position) => (position === index ? { ...row, addressType } : row)),
      after,
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Addresses
      </Typography>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No addresses.
        </Typography>
      ) : null}
      {fields.map((field, index) => {
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
                control={
                  <Radio
                    name={`${name}-primary-${type}`}
                    value={String(index)}
                    checked={row?.primary === true}
                    onChange={() => applyPrimaries(rows, choosePrimary(rows, index, byType))}
                  />
                }
              />
              <Box sx={{ flexGrow: 1 }} />
              <Tooltip title={`Remove ${rowLabel}`}>
                <span>
                  <IconButton aria-label={`Remove ${rowLabel}`} onClick={() => handleRemove(index)} disabled={disabled}>
                    <DeleteOutlined />
                  </IconButton>
                </span>
              </Tooltip>
            </Box>
            <AddressFields control={control} name={`${name}.${index}` as Path<AddressForm>} legend={null} disabled={disabled} />
          </Paper>
        );
      })}
      {listError ? (
        <FormHelperText error role="alert">
          {listError}
        </FormHelperText>
      ) : null}
      <Box>
        <Button startIcon={<Add />} onClick={handleAdd} disabled={disabled} size="small">
          Add Address
        </Button>
      </Box>
    </Box>
  );
}
