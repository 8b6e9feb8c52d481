import { useEffect } from 'react';
import { useFormState, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { truncateText } from '@/lib/format';
import type { IntakeRecord } from '@/lib/schemas/intake-schemas';
import { intakeToFormValues, type IntakeFormValues } from '../model/intake-form';
import { adoptedIntakeStatus } from '../model/intake-status';

/*
 * The parts of the intake editor that show a value as it is typed. Each watches only its field, so
 * typing in the title re-renders what shows the title, not the editor.
 */

/** The editor's heading: "Intake – <customer>", following the chosen customer. */
export function IntakeEditorHeading({ control, fallback }: { control: Control<IntakeFormValues>; fallback: string }) {
  const customer = useWatch({ control, name: 'customer' });
  return <>Intake – {customer.serviceCustomer?.customerName ?? fallback}</>;
}

/** Phones: the Customer section's sub-text. */
export function WatchedCustomerName({ control, fallback }: { control: Control<IntakeFormValues>; fallback: string }) {
  const customer = useWatch({ control, name: 'customer' });
  return <>{customer.serviceCustomer?.customerName ?? fallback}</>;
}

/** Phones: the Intake Details section's sub-text (the title as typed). */
export function WatchedTitle({ control }: { control: Control<IntakeFormValues> }) {
  const title = useWatch({ control, name: 'description' });
  return <>{truncateText(title, 60)}</>;
}

export interface FollowServerRecordProps {
  form: UseFormReturn<IntakeFormValues>;
  /** The intake as the server has it now. */
  record: IntakeRecord;
  /** The version the form's values belong to. */
  editingVersion: number;
  /** The form has taken over `record`. */
  adopt: (record: IntakeRecord) => void;
}

/**
 * The server's record moved on (an appointment scheduled the intake, another save): a clean form
 * takes it over; a Pending or Scheduled form adopts a new status and is marked clean (spec 2 §4).
 */
export function FollowServerRecord({ form, record, editingVersion, adopt }: FollowServerRecordProps) {
  const { isDirty } = useFormState({ control: form.control });
  const { reset, getValues } = form;
  useEffect(() => {
    if (record.version <= editingVersion) return;
    if (!isDirty) {
      reset(intakeToFormValues(record));
      adopt(record);
      return;
    }
    const adopted = adoptedIntakeStatus(getValues('status'), record.status);
    if (adopted) {
      reset({ ...getValues(), status: adopted });
      adopt(record);
    }
  }, [record, editingVersion, isDirty, reset, getValues, adopt]);
  return null;
}
