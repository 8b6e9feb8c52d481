import {
  useFieldArray,
  useFormState,
  useWatch,
  type ArrayPath,
  type Control,
  type FieldErrors,
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
import Radio from '@mui/material/Radio';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { addItem, changedPrimaries, choosePrimary, removeItem } from './contact-list-model';

/** A row of a contact list: a type, one text value and the primary flag. */
export interface ContactRow {
  context: string;
  primary: boolean;
  [field: string]: unknown;
}

type RowForm = { rows: ContactRow[] };

export interface ContactListFieldProps<T extends FieldValues> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  /** The list's field name in the form (e.g. `telephoneList`). */
  name: ArrayPath<T>;
  /** Section heading, e.g. "Telephone Numbers". */
  legend: string;
  /** One row's name, e.g. "Telephone": rows are groups named "Telephone 1", "Telephone 2" ... */
  itemLabel: string;
  addLabel: string;
  emptyText: string;
  typeField: string;
  types: readonly string[];
  valueField: string;
  valueLabel: string;
  valueMaxLength: number;
  valueInputType: 'tel' | 'email';
  valueAutoComplete: string;
  /** A new, empty row (its primary flag is worked out when it is added). */
  newRow: () => ContactRow;
  disabled?: boolean;
}

/** The message of a list-level rule (e.g. exactly one primary), wherever the resolver put it. */
export function listErrorMessage(errors: FieldErrors, name: string): string | undefined {
  const entry = name.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), errors);
  if (!entry || typeof entry !== 'object') return undefined;
  const record = entry as { message?: unknown; root?: { message?: unknown } };
  const message = record.root?.message ?? record.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * An editable list of telephone numbers or email addresses: add and remove rows, a type select per
 * row, and a primary flag of which exactly one row has (the first row added becomes primary;
 * removing the primary passes it to the first remaining row).
 */
export function ContactListField<T extends FieldValues>(props: ContactListFieldProps<T>) {
  const { legend, itemLabel, addLabel, emptyText, disabled = false } = props;
  // The list is handled through a view of the form as `{ rows }`; names stay the caller's.
  const control = props.control as unknown as Control<RowForm>;
  const setValue = props.setValue as unknown as UseFormSetValue<RowForm>;
  const name = props.name as unknown as 'rows';
  const { fields, append, remove } = useFieldArray({ control, name });
  const rows = (useWatch({ control, name }) ?? []) as ContactRow[];
  const { errors, isSubmitted } = useFormState({ control, name });
  const listError = listErrorMessage(errors, name);
  const headingId = `${name}-heading`;

  const applyPrimaries = (before: ContactRow[], after: ContactRow[]) => {
    for (const index of changedPrimaries(before, after)) {
      setValue(`${name}.${index}.primary` as Path<RowForm>, after[index]!.primary as never, { shouldDirty: true, shouldValidate: isSubmitted });
    }
  };

  const handleAdd = () => {
    const [added] = addItem(rows, props.newRow()).slice(-1);
    append(added!, { shouldFocus: true });
  };

  const handleRemove = (index: number) => {
    const after = removeItem(rows, index);
    remove(index);
    applyPrimaries(
      rows.filter((_, position) => position !== index),
      after,
    );
  };

  const handleChoosePrimary = (index: number) => applyPrimaries(rows, choosePrimary(rows, index));

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {legend}
      </Typography>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      ) : null}
      {fields.map((field, index) => {
        const rowLabel = `${itemLabel} ${index + 1}`;
        return (
          <Box
            key={field.id}
            role="group"
            aria-label={rowLabel}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}
          >
            <FormSelectField
              control={control}
              name={`${name}.${index}.${props.typeField}` as Path<RowForm>}
              label="Type"
              size="small"
              disabled={disabled}
              sx={{ width: 140, flex: '0 0 auto' }}
            >
              {props.types.map((type) => (
                <MenuItem key={type} value={type}>
                  {type}
                </MenuItem>
              ))}
            </FormSelectField>
            <FormTextField
              control={control}
              name={`${name}.${index}.${props.valueField}` as Path<RowForm>}
              label={props.valueLabel}
              type={props.valueInputType}
              autoComplete={props.valueAutoComplete}
              size="small"
              disabled={disabled}
              slotProps={{ htmlInput: { maxLength: props.valueMaxLength } }}
              sx={{ flex: '1 1 200px', minWidth: 0 }}
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 40 }}>
              <FormControlLabel
                label="Primary"
                disabled={disabled}
                control={
                  <Radio
                    name={`${name}-primary`}
                    value={String(index)}
                    checked={rows[index]?.primary === true}
                    onChange={() => handleChoosePrimary(index)}
                  />
                }
                sx={{ mr: 0 }}
              />
              <Tooltip title={`Remove ${rowLabel}`}>
                <span>
                  <IconButton aria-label={`Remove ${rowLabel}`} onClick={() => handleRemove(index)} disabled={disabled}>
                    <DeleteOutlined />
                  </IconButton>
                </span>
              </Tooltip>
            </Box>
          </Box>
        );
      })}
      {listError ? (
        <FormHelperText error role="alert">
          {listError}
        </FormHelperText>
      ) : null}
      <Box>
        <Button startIcon={<Add />} onClick={handleAdd} disabled={disabled} size="small">
          {addLabel}
        </Button>
      </Box>
    </Box>
  );
}
