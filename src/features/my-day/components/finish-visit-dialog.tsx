import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { toast } from '@/components/toasts';
import type { PicklistRef } from '@/lib/schemas/common-schemas';
import { VISIT_NOTE_MAX, type Visit } from '@/lib/schemas/visit-schemas';
import { queueFinish } from '../api/visit-changes';
import { visitText } from '../model/my-day-messages';
import { defaultFinishStatus, finishFormSchema, type FinishFormValues } from '../model/visit-forms';

interface FinishVisitDialogProps {
  visit: Visit;
  userId: string;
  jobStatuses: readonly PicklistRef[];
  open: boolean;
  onClose: () => void;
}

function FinishForm({ visit, userId, jobStatuses, onClose }: Omit<FinishVisitDialogProps, 'open'>) {
  const form = useForm<FinishFormValues>({
    resolver: zodResolver(finishFormSchema),
    defaultValues: { workNotes: '', jobStatusContext: defaultFinishStatus(jobStatuses, visit.visitJob?.jobStatus.context ?? null) },
  });
  return (
    <EditorDialogForm
      form={form}
      submitLabel={visitText.finishSubmit}
      onSubmit={async (values) => {
        await queueFinish(userId, visit, { workNotes: values.workNotes.trim(), jobStatusContext: visit.visitJob ? values.jobStatusContext || null : null });
        toast.success(visitText.finished);
        onClose();
      }}
    >
      <FormTextField
        control={form.control}
        name="workNotes"
        label={visitText.workNotes}
        multiline
        minRows={4}
        limit={VISIT_NOTE_MAX}
        helperText="Added to the job's internal notes."
      />
      {visit.visitJob ? (
        <FormSelectField control={form.control} name="jobStatusContext" label={visitText.completedStatus} options={jobStatuses.map((status) => ({ context: status.context, name: status.text }))} />
      ) : null}
    </EditorDialogForm>
  );
}

/** Finish: stops the job timer, asks for the work notes and the job's status (queued on the device first). */
export function FinishVisitDialog({ open, ...props }: FinishVisitDialogProps) {
  return (
    <EditorDialog open={open} title={visitText.finishTitle} onClose={props.onClose}>
      {open ? <FinishForm {...props} /> : null}
    </EditorDialog>
  );
}
