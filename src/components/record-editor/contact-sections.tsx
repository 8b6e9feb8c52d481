import type { ArrayPath, Control, FieldValues, Path, UseFormSetValue } from 'react-hook-form';
import { AddressFields } from '@/components/contact-fields/address-fields';
import { EmailListField } from '@/components/contact-fields/email-list-field';
import { TelephoneListField } from '@/components/contact-fields/telephone-list-field';
import type { EmailType, TelephoneType } from '@/lib/schemas/common-schemas';
import type { RecordEditorSection } from './record-editor-frame';

export interface ContactListSectionsOptions {
  /** An Address section first (the form's `address`), with this line under its heading. */
  addressHint?: string;
  /** Type of a new telephone row (default Work). */
  telephoneType?: TelephoneType;
  /** Type of a new email row (default Work). */
  emailType?: EmailType;
}

/**
 * The Telephone Numbers and Email Addresses sections of an editor whose form has `telephoneList`
 * and `emailList` (customers, locations, suppliers), after an Address section for one `address`.
 */
export function contactListSections<T extends FieldValues>(
  control: Control<T>,
  setValue: UseFormSetValue<T>,
  options: ContactListSectionsOptions = {},
): RecordEditorSection[] {
  const telephoneList = 'telephoneList' as ArrayPath<T>;
  const emailList = 'emailList' as ArrayPath<T>;
  const address = 'address' as Path<T>;
  return [
    ...(options.addressHint === undefined
      ? []
      : [{ id: 'address', label: 'Address', fields: [address], content: <AddressFields control={control} name={address} hint={options.addressHint} /> }]),
    {
      id: 'telephones',
      label: 'Telephone Numbers',
      fields: [telephoneList],
      content: <TelephoneListField control={control} setValue={setValue} name={telephoneList} defaultType={options.telephoneType} />,
    },
    {
      id: 'emails',
      label: 'Email Addresses',
      fields: [emailList],
      content: <EmailListField control={control} setValue={setValue} name={emailList} defaultType={options.emailType} />,
    },
  ];
}
