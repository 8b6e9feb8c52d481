import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PicklistSelectField } from '@/components/form-picklist-select-field';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { FormNotesField } from '@/components/record-editor/form-notes-field';
import { RecordEditorFrame } from '@/components/record-editor/record-editor-frame';
import { useEditorLeave } from '@/components/record-editor/use-editor-leave';
import type { VersionConflictState } from '@/components/record-list/use-versioned-edit';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import { TASK_DETAILS_MAX, TASK_NOTES_MAX, TASK_TITLE_MAX, taskFormSchema, taskPriorities, taskStatuses, type TaskCreateRequest, type TaskFormValues, type TaskRecord } from '@/lib/schemas/task-schemas';
import { NO_CHANGES_DETECTED } from '../model/task-messages';
import { taskFormUnchanged, taskRequestFromForm } from '../model/task-form';
import { TaskChecklistEditor } from './task-checklist-editor';
import { TaskLinkList, type TaskLinks } from './task-links';

export interface TaskEditorProps {
  defaultValues: TaskFormValues;
  /** The job, intake or customer the task belongs to, as links (names known to the page). */
  links: TaskLinks;
  /** Saves and answers the saved task; throws when the save failed (the API client has said why). */
  onSave: (request: TaskCreateRequest) => Promise<TaskRecord>;
  /** The toast after a save (Task updated. / Task created.). */
  savedMessage: string;
  cancelTo: string;
  /** Spec 2 §5: without task read or schedule create the form is read-only. */
  readOnly: boolean;
  /** Editing a saved task: its version conflict, Delete (TASK_D) and the timer. */
  versioned?: VersionConflictState;
  onDelete?: () => Promise<void>;
  deleting?: boolean;
  extraButtons?: ReactNode;
  unableToSave?: string;
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } } as const;

/** The Belongs To section: links, and Remove Link to take the task off its job, intake or customer. */
function BelongsTo({ links, readOnly, onUnlink }: { links: TaskLinks; readOnly: boolean; onUnlink: () => void }) {
  const linked = Boolean(links.job || links.intake || links.customer);
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <TaskLinkList links={links} />
      </Box>
      {linked && !readOnly ? <Button onClick={onUnlink}>Remove Link</Button> : null}
    </Box>
  );
}

/**
 * The task form of the add and edit pages: title, type, assignee, status (required), priority,
 * Complete By, details, notes (4000 with a counter), the checklist and what the task belongs to.
 * Saving unchanged says No changes detected.; a failed save keeps what was typed; leaving with
 * unsaved changes asks first.
 */
export function TaskEditor(props: TaskEditorProps) {
  const { defaultValues, readOnly } = props;
  const form = useForm<TaskFormValues>({ resolver: zodResolver(taskFormSchema), defaultValues });
  const { control, setValue } = form;
  const leave = useEditorLeave();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [links, setLinks] = useState(props.links);
  const status = useWatch({ control, name: 'status' });
  const handleUnlink = () => {
    setLinks({ job: null, intake: null, customer: null });
    for (const name of ['jobContext', 'intakeContext', 'customerContext'] as const) setValue(name, '', { shouldDirty: true });
  };
  return (
    <RecordEditorFrame
      form={form}
      label="Task"
      leave={leave}
      readOnly={readOnly}
      versioned={props.versioned && { ...props.versioned, recordName: 'task' }}
      unableToSave={props.unableToSave}
      buttons={{ cancelTo: props.cancelTo, onDelete: props.onDelete ? () => setConfirmingDelete(true) : undefined, extra: props.extraButtons }}
      onSave={async (values) => {
        if (props.versioned && taskFormUnchanged(defaultValues, values)) {
          toast.warning(NO_CHANGES_DETECTED);
          return;
        }
        const saved = await props.onSave(taskRequestFromForm(values));
        toast.success(props.savedMessage);
        leave.leave(paths.tasksView(saved.context));
      }}
      sections={[
        {
          id: 'details',
          label: 'Task Details',
          heading: true,
          fields: ['title', 'taskTypeContext', 'assignedToContext', 'status', 'priority', 'completeDate', 'details', 'notes'],
          content: (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <FormTextField control={control} name="title" label="Title" disabled={readOnly} limit={TASK_TITLE_MAX} />
              <Box sx={grid}>
                <FormSelectField control={control} name="status" label="Status" required options={taskStatuses} disabled={readOnly} />
                <FormSelectField control={control} name="priority" label="Priority" options={taskPriorities} disabled={readOnly} />
                <PicklistSelectField control={control} name="taskTypeContext" label="Type" kind="TaskType" noneLabel="None" disabled={readOnly} />
                <PicklistSelectField control={control} name="assignedToContext" label="Assigned To" kind="Personnel" noneLabel="Unassigned" disabled={readOnly} />
                <FormTextField
                  control={control}
                  name="completeDate"
                  label="Complete By"
                  type="date"
                  disabled={readOnly}
                  helperText={status === 'Complete' ? 'Saving as Complete records today as the day it was completed.' : undefined}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Box>
              <FormNotesField control={control} name="details" label="Details" max={TASK_DETAILS_MAX} minRows={3} disabled={readOnly} />
              <FormNotesField control={control} name="notes" label="Notes" max={TASK_NOTES_MAX} minRows={3} disabled={readOnly} />
            </Box>
          ),
        },
        { id: 'checklist', label: 'Checklist', heading: true, fields: ['checklist'], content: <TaskChecklistEditor control={control} disabled={readOnly} /> },
        { id: 'belongs-to', label: 'Belongs To', heading: true, content: <BelongsTo links={links} readOnly={readOnly} onUnlink={handleUnlink} /> },
      ]}
    >
      {props.onDelete ? (
        <ConfirmDialog
          open={confirmingDelete}
          title="Delete Task?"
          message={`Delete ${defaultValues.title.trim() || 'this task'}? This cannot be undone.`}
          confirmLabel="Delete Task"
          destructive
          busy={props.deleting ?? false}
          onConfirm={() => {
            void props.onDelete?.().then(
              () => leave.leave(paths.tasks),
              () => setConfirmingDelete(false),
            );
          }}
          onCancel={() => setConfirmingDelete(false)}
        />
      ) : null}
      {readOnly ? (
        <Typography color="text.secondary">You may look at this task but not change it: that needs task read or schedule create permission.</Typography>
      ) : null}
    </RecordEditorFrame>
  );
}
