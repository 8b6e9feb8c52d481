import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormSelectField } from '@/components/form-select-field';
import { intakeStatusOrder } from '../model/intake-list';

/** The intake Status select (Pending, Scheduled, Complete, Cancelled) bound to react-hook-form. */
export function IntakeStatusSelectField<T extends FieldValues>({ control, name }: { control: Control<T>; name: FieldPath<T> }) {
  return <FormSelectField control={control} name={name} label="Status" required fullWidth options={intakeStatusOrder} />;
}
