import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import LinearProgress from '@mui/material/LinearProgress';
import { useVersionedEdit } from '@/components/record-list/use-versioned-edit';
import { toast } from '@/components/toasts';
import type { JobCreateRequest, JobRecord, JobUpdateRequest } from '@/lib/schemas/job-schemas';
import { useJob } from '../api/get-job';
import { hasFutureChangesInChain, useUpdateRecurringJob, type RecurringUpdateScope } from '../api/job-recurrence';
import { useUpdateJob } from '../api/update-job';
import { jobToFormValues } from '../model/job-form';
import { JOB_SAVED } from '../model/job-messages';
import { JobEditor } from './job-editor';
import { useRecurringSaveDialogs } from './recurring-save-dialogs';

/** Thrown when the user cancels the save of a recurring job: nothing was sent, the edits stay. */
class SaveCancelled extends Error {}

/**
 * The job editor, edit mode (`jobs/edit/{context}`, JOB_U). Saving a job of a recurring chain asks
 * which occurrences the changes apply to; for "this and all future", when later occurrences were
 * changed on their own, Confirm Job Changes asks first (spec 2 §4). A 409 keeps the edits and
 * offers a reload.
 */
export default function JobEditPage() {
  const { context = '' } = useParams();
  // Another job (the next occurrence of a chain) starts a new edit: nothing of this one carries over.
  return <JobEdit key={context} context={context} />;
}

function JobEdit({ context }: { context: string }) {
  const record = useJob(context, { refetchOnWindowFocus: false });
  const update = useUpdateJob();
  const updateRecurring = useUpdateRecurringJob();
  const scope = useRef<RecurringUpdateScope | null>(null);
  const edit = useVersionedEdit<JobRecord, JobCreateRequest>(record, (request) => {
    const { intakeContext: _intake, ...fields } = request;
    const body: JobUpdateRequest = fields;
    return scope.current ? updateRecurring.mutateAsync({ scope: scope.current, request: body }) : update.mutateAsync(body);
  });
  const { chooseScope, confirmFutureChanges, dialogs } = useRecurringSaveDialogs();

  if (!record.data || !edit.editing) return <LinearProgress aria-label="Loading job" />;
  const job = record.data;

  const save = async (request: JobCreateRequest): Promise<JobRecord> => {
    scope.current = null;
    if (job.chainId) {
      const chosen = await chooseScope();
      if (!chosen) throw new SaveCancelled();
      if (chosen === 'thisAndFuture' && (await hasFutureChangesInChain(job.context)) && !(await confirmFutureChanges())) throw new SaveCancelled();
      scope.current = chosen;
    }
    return edit.save(request);
  };

  return (
    <>
      <JobEditor
        key={edit.generation}
        record={job}
        defaultValues={jobToFormValues(edit.editing)}
        save={save}
        onSaved={() => toast.success(JOB_SAVED)}
        versioned={{ ...edit, editingVersion: edit.editing.version }}
      />
      {dialogs}
    </>
  );
}
