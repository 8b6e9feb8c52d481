import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { FormSelectField } from '@/components/form-select-field';
import { EditorDirtyStatus, EditorLeaveWarning, EditorSaveButton } from '@/components/record-editor/editor-form-state';
import { FormNotesField } from '@/components/record-editor/form-notes-field';
import { toast } from '@/components/toasts';
import { TASK_NOTES_MAX, taskFormSchema, taskStatuses, type TaskRecord } from '@/lib/schemas/task-schemas';
import { useUpdateTask } from '../api/update-task';
import { quickUpdateRequest } from '../model/task-form';
import { NO_CHANGES_DETECTED, TASK_UPDATED } from '../model/task-messages';

const statusNotesSchema = taskFormSchema.pick({ status: true, notes: true });
type StatusNotes = { status: string; notes: string };

export interface TaskStatusNotesFormProps {
  task: TaskRecord;
  /** Spec 2 §5: status and notes are disabled without task read or schedule create. */
  canWork: boolean;
  /** Spec 2 §2: Save shows only for users allowed to save. */
  canSave: boolean;
}

/**
 * The task view's form (spec 2 §2): the status select and the notes (4000 with a counter), saved
 * with Save; unchanged says No changes detected.; leaving with unsaved changes asks first; a failed
 * save keeps what was typed.
 */
export function TaskStatusNotesForm({ task, canWork, canSave }: TaskStatusNotesFormProps) {
  const update = useUpdateTask();
  const form = useForm<StatusNotes>({ resolver: zodResolver(statusNotesSchema), defaultValues: { status: task.status, notes: task.notes } });
  const { control } = form;
  const submit = form.handleSubmit(async (values) => {
    if (values.status === task.status && values.notes.trim() === task.notes) {
      toast.warning(NO_CHANGES_DETECTED);
      return;
    }
    try {
      const saved = await update.mutateAsync(quickUpdateRequest(task, values));
      form.reset({ status: saved.status, notes: saved.notes });
      toast.success(TASK_UPDATED);
    } catch {
      // The API client has said why (a 409 included); what was typed stays.
    }
  });
  return (
    <Box component="form" aria-label="Task status and notes" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2 }}>
      <FormSelectField control={control} name="status" label="Status" required options={taskStatuses} disabled={!canWork} sx={{ maxWidth: { sm: 280 } }} />
      <FormNotesField control={control} name="notes" label="Notes" max={TASK_NOTES_MAX} minRows={3} disabled={!canWork} />
      {canSave ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <EditorSaveButton control={control} />
          <EditorDirtyStatus control={control} />
        </Box>
      ) : null}
      <EditorLeaveWarning control={control} leaving={false} />
    </Box>
  );
}
