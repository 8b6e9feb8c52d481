import { useEffect } from 'react';
import { useFormState, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { CustomerNotesPanel } from '@/features/customers';
import { truncateText } from '@/lib/format';
import { calculateJobTotals, formatUsd } from '@/lib/job-calculations';
import type { JobRecord } from '@/lib/schemas/job-schemas';
import { jobToFormValues, type JobFormValues } from '../model/job-form';
import { withReconciledQuantities } from '../model/job-form-details';
import { notesSummary } from '../model/job-summary';
import type { JobDetailLine } from './job-details/job-detail-line';

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

/**
 * The server's job moved on (a document, a recurrence update): a form without unsaved changes takes it
 * over. Otherwise (the same version, or edits under way) the lines still take the reconciled quantities
 * the server has now: an inventory reconciliation changes them without a new version (spec 3 §5).
 */
export function FollowServerRecord({ form, record, editingVersion, adopt }: FollowServerRecordProps) {
  const { isDirty, defaultValues } = useFormState({ control: form.control });
  const { reset, getValues, setValue, resetField } = form;
  const defaultLines = defaultValues?.jobDetailList as JobDetailLine[] | undefined;
  useEffect(() => {
    if (record.version > editingVersion && !isDirty) {
      reset(jobToFormValues(record));
      adopt(record);
      return;
    }
    // An older record (a save's answer is in the form, the query not yet) knows less than the form.
    if (record.version < editingVersion) return;
    adoptReconciledQuantities({ getValues, setValue, resetField, defaultLines }, record);
  }, [record, editingVersion, isDirty, reset, adopt, getValues, setValue, resetField, defaultLines]);
  return null;
}

interface ReconciledQuantityTarget extends Pick<UseFormReturn<JobFormValues>, 'getValues' | 'setValue' | 'resetField'> {
  /** The lines the form started from (what "unsaved changes" compares with). */
  defaultLines: JobDetailLine[] | undefined;
}

/**
 * Puts the record's reconciled quantities on the form's lines, as typed and as the form started from,
 * so the change is neither lost nor counted as an unsaved change (and the dirty state stays what it was).
 */
function adoptReconciledQuantities({ getValues, setValue, resetField, defaultLines }: ReconciledQuantityTarget, record: JobRecord): void {
  const lines = getValues('jobDetailList');
  const patched = withReconciledQuantities(lines, record.jobDetailList);
  const patchedDefaults = defaultLines ? withReconciledQuantities(defaultLines, record.jobDetailList) : defaultLines;
  if (patched === lines && patchedDefaults === defaultLines) return;
  // resetField sets the value too: what is typed goes back on at once.
  if (patchedDefaults && patchedDefaults !== defaultLines) resetField('jobDetailList', { defaultValue: patchedDefaults, keepDirty: true, keepTouched: true, keepError: true });
  setValue('jobDetailList', patched);
}
