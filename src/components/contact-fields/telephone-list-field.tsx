import type { ArrayPath, Control, FieldValues, UseFormSetValue } from 'react-hook-form';
import { telephoneTypes, type Telephone, type TelephoneType } from '@/lib/schemas/common-schemas';
import { contactLimits } from '@/lib/schemas/contact-schemas';
import { ContactListField } from './contact-list-field';

export interface TelephoneListFieldProps<T extends FieldValues> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  /** The form's `Telephone[]` field, e.g. `telephoneList`. */
  name: ArrayPath<T>;
  /** Type of a new row (default Work). */
  defaultType?: TelephoneType;
  disabled?: boolean;
}

/** The Telephone Numbers editor: rows of type and number with one primary (validated by `telephoneListInputSchema`). */
export function TelephoneListField<T extends FieldValues>({ defaultType = 'Work', ...props }: TelephoneListFieldProps<T>) {
  return (
    <ContactListField
      {...props}
      legend="Telephone Numbers"
      itemLabel="Telephone"
      addLabel="Add Telephone"
      emptyText="No telephone numbers."
      typeField="telephoneType"
      types={telephoneTypes}
      valueField="number"
      valueLabel="Number"
      valueMaxLength={contactLimits.telephone}
      valueInputType="tel"
      valueAutoComplete="tel"
      newRow={(): Telephone => ({ context: '', telephoneType: defaultType, number: '', primary: false })}
    />
  );
}
