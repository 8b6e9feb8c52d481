import { useEffect } from 'react';
import { useFormState, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { CustomerNotesPanel } from '@/features/customers';
import { truncateText } from '@/lib/format';
import { calculateJobTotals, formatUsd } from '@/lib/job-calculations';
import type { JobRecord } from '@/lib/schemas/job-schemas';
import { jobToFormValues, type JobFormValues } from '../model/job-form';
import { notesSummary } from '../model/job-summary';

/*
 * The parts of the job editor that show a value as it is typed. Each watches only its fields, so a
 * keystroke re-renders what shows it, not the editor.
 */

/** Spec 2 §2: the heading is "Job" plus the job's name. */
export function JobEditorHeading({ control }: { control: Control<JobFormValues> }) {
  const name = useWatch({ control, name: 'name' });
  return <>{name.trim() ? `Job – ${name.trim()}` : 'Job'}</>;
}

/** At the top of the editor: the notes of the chosen customer and service address (gate codes, pets). */
export function WatchedCustomerNotes({ control }: { control: Control<JobFormValues> }) {
  const customer = useWatch({ control, name: 'customer' });
  return <CustomerNotesPanel customerContext={customer.serviceCustomer?.context ?? null} addressContext={customer.serviceAddressContext} />;
}

/** Phones: the Customer section's sub-text. */
export function WatchedCustomerName({ control }: { control: Control<JobFormValues> }) {
  const customer = useWatch({ control, name: 'customer' });
  return <>{customer.serviceCustomer?.customerName ?? 'No customer selected.'}</>;
}

/** Phones: the General Info section's sub-text (the name as typed). */
export function WatchedJobName({ control }: { control: Control<JobFormValues> }) {
  const name = useWatch({ control, name: 'name' });
  return <>{truncateText(name, 60)}</>;
}

/** Phones: the Notes section's sub-text, the notes cut at 50 characters (spec 2 §9). */
export function WatchedNotesSummary({ control }: { control: Control<JobFormValues> }) {
  const notes = useWatch({ control, name: 'internalNotes' });
  return <>{notesSummary(notes)}</>;
}

/** Phones: the Job Details section's sub-text, the subtotal of the lines with "Subtotal in USD" (spec 2 §9). */
export function WatchedJobSubtotal({ control }: { control: Control<JobFormValues> }) {
  const lines = useWatch({ control, name: 'jobDetailList' });
  const totals = calculateJobTotals({ jobDetailList: lines, applySalesTax: false });
  return <>{`${formatUsd(totals.subtotal)} Subtotal in USD`}</>;
}

export interface FollowServerRecordProps {
  form: UseFormReturn<JobFormValues>;
  /** The job as the server has it now. */
  record: JobRecord;
  /** The version the form's values belong to. */
  editingVersion: number;
  /** The form has taken over `record`. */
  adopt: (record: JobRecord) => void;
}

/** The server's job moved on (a document, a recurrence update): a form without unsaved changes takes it over. */
export function FollowServerRecord({ form, record, editingVersion, adopt }: FollowServerRecordProps) {
  const { isDirty } = useFormState({ control: form.control });
  const { reset } = form;
  useEffect(() => {
    if (record.version <= editingVersion || isDirty) return;
    reset(jobToFormValues(record));
    adopt(record);
  }, [record, editingVersion, isDirty, reset, adopt]);
  return null;
}
