import type { ArrayPath, Control, FieldValues, UseFormSetValue } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { PrimaryListFrame, RemoveRowButton, usePrimaryList } from './primary-list';

/** A row of a contact list: a type, one text value and the primary flag. */
export interface ContactRow {
  context: string;
  primary: boolean;
  [field: string]: unknown;
}

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

/**
 * An editable list of telephone numbers or email addresses: add and remove rows, a type select per
 * row, and a primary flag of which exactly one row has (the first row added becomes primary;
 * removing the primary passes it to the first remaining row).
 */
export function ContactListField<T extends FieldValues>(props: ContactListFieldProps<T>) {
  const { legend, itemLabel, addLabel, emptyText, disabled = false } = props;
  const list = usePrimaryList<ContactRow, T>(props);
  return (
    <PrimaryListFrame
      name={list.name}
      legend={legend}
      emptyText={emptyText}
      empty={list.fields.length === 0}
      listError={list.listError}
      addLabel={addLabel}
      onAdd={() => list.add(props.newRow(), true)}
      disabled={disabled}
    >
      {list.fields.map((field, index) => {
        const rowLabel = `${itemLabel} ${index + 1}`;
        return (
          <Box key={field.id} role="group" aria-label={rowLabel} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
            <FormSelectField
              control={list.control}
              name={list.field(index, props.typeField)}
              label="Type"
              size="small"
              disabled={disabled}
              sx={{ width: 140, flex: '0 0 auto' }}
              options={props.types}
            />
            <FormTextField
              control={list.control}
              name={list.field(index, props.valueField)}
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
                control={<Radio name={`${list.name}-primary`} value={String(index)} checked={list.rows[index]?.primary === true} onChange={() => list.choose(index)} />}
                sx={{ mr: 0 }}
              />
              <RemoveRowButton rowLabel={rowLabel} onRemove={() => list.removeAt(index)} disabled={disabled} />
            </Box>
          </Box>
        );
      })}
    </PrimaryListFrame>
  );
}
