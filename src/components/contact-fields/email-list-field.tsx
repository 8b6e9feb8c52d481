import type { ArrayPath, Control, FieldValues, UseFormSetValue } from 'react-hook-form';
import { emailTypes, type Email, type EmailType } from '@/lib/schemas/common-schemas';
import { contactLimits } from '@/lib/schemas/contact-schemas';
import { ContactListField } from './contact-list-field';

export interface EmailListFieldProps<T extends FieldValues> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  /** The form's `Email[]` field, e.g. `emailList`. */
  name: ArrayPath<T>;
  /** Type of a new row (default Work). */
  defaultType?: EmailType;
  disabled?: boolean;
}

/** The Email Addresses editor: rows of type and address with one primary (validated by `emailListInputSchema`). */
export function EmailListField<T extends FieldValues>({ defaultType = 'Work', ...props }: EmailListFieldProps<T>) {
  return (
    <ContactListField
      {...props}
      legend="Email Addresses"
      itemLabel="Email"
      addLabel="Add Email"
      emptyText="No email addresses."
      typeField="emailType"
      types={emailTypes}
      valueField="address"
      valueLabel="Email Address"
      valueMaxLength={contactLimits.email}
      valueInputType="email"
      valueAutoComplete="email"
      newRow={(): Email => ({ context: '', emailType: defaultType, address: '', primary: false })}
    />
  );
}
