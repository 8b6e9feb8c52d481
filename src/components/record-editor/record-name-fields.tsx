import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import Box from '@mui/material/Box';
import { FormTextField } from '@/components/form-text-field';
import { ActiveSwitch } from './active-switch';

/** A form with a record's `name` and `active` (locations, suppliers). */
interface NamedRecordValues extends FieldValues {
  name: string;
  active: boolean;
}

export interface RecordNameFieldsProps<T extends NamedRecordValues> {
  control: Control<T>;
  /** The name's length limit (counted as typed). */
  max: number;
  /** The kind's own fields, between the name and the Active switch. */
  children?: ReactNode;
}

/** The Name (required) and Active fields of a record that may be made inactive. */
export function RecordNameFields<T extends NamedRecordValues>({ control, max, children }: RecordNameFieldsProps<T>) {
  return (
    <>
      <FormTextField
        control={control}
        name={'name' as Path<T>}
        label="Name"
        required
        autoComplete="organization"
        limit={max}
      />
      {children}
      <Box>
        <ActiveSwitch control={control} name={'active' as Path<T>} />
      </Box>
    </>
  );
}
