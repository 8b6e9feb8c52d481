import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { FormNotesField } from '@/components/record-editor/form-notes-field';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { toast } from '@/components/toasts';
import { OWNER_SEARCH_MIN, useJobOrIntakeSearch, type JobOrIntakeOption } from '@/lib/job-or-intake-search';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import { TIMESHEET_NOTES_MAX, timesheetMessages, type TimesheetRow } from '@/lib/schemas/timesheet-schemas';
import { useCreateTimesheetEntry, useUpdateTimesheetEntry } from '../api/timesheet-entries';
import { entryToFormValues, formToRequest, newEntryValues, timesheetEntryFormSchema, type TimesheetEntryFormValues } from '../model/timesheet-entry-form';

const handTypes = ['Job', 'Shop', 'Travel', 'Training'] as const;

export interface TimesheetEntryDialogProps {
  open: boolean;
  /** The entry to edit, or null to add one. */
  entry: TimesheetRow | null;
  /** The day a new entry starts on (yyyy-MM-dd). */
  day: string;
  /** Whose a new entry is. */
  personnelContext: string;
  /** Administrators choose whose entry it is. */
  canChoosePerson: boolean;
  onClose: () => void;
}

function JobField({ value, label, error, onChange }: { value: string; label: string; error?: string; onChange: (option: JobOrIntakeOption | null) => void }) {
  const [term, setTerm] = useState(label);
  const search = useJobOrIntakeSearch('job', term === label ? '' : term);
  const current = value ? ({ kind: 'job', context: value, label, detail: '', title: label, appointmentType: 'Job', customerContext: null, addressContext: null } as JobOrIntakeOption) : null;
  return (
    <Autocomplete
      options={search.data ?? []}
      value={current}
      onChange={(_event, option) => onChange(option)}
      inputValue={term}
      onInputChange={(_event, next) => setTerm(next)}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, chosen) => option.context === chosen.context}
      loading={search.isFetching}
      noOptionsText={`Type at least ${OWNER_SEARCH_MIN} characters of the job's name, number or customer.`}
      renderInput={(params) => <TextField {...params} label="Job" required error={Boolean(error)} helperText={error} />}
    />
  );
}

function EntryForm({ entry, day, personnelContext, canChoosePerson, onClose }: Omit<TimesheetEntryDialogProps, 'open'>) {
  const people = usePicklist('Personnel');
  const create = useCreateTimesheetEntry();
  const update = useUpdateTimesheetEntry();
  const form = useForm<TimesheetEntryFormValues>({
    resolver: zodResolver(timesheetEntryFormSchema),
    defaultValues: entry ? entryToFormValues(entry) : newEntryValues(day, personnelContext),
  });
  const entryType = useWatch({ control: form.control, name: 'entryType' });
  const jobContext = useWatch({ control: form.control, name: 'jobContext' });
  const jobLabel = useWatch({ control: form.control, name: 'jobLabel' });
  const types = entry?.entryType === 'Task' ? ['Task', ...handTypes] : handTypes;
  return (
    <EditorDialogForm
      form={form}
      submitLabel={entry ? 'Save' : 'Add'}
      busy={create.isPending || update.isPending}
      onSubmit={async (values) => {
        const request = formToRequest(values, canChoosePerson);
        if (entry) await update.mutateAsync({ context: entry.context, ...request });
        else await create.mutateAsync(request);
        toast.success(entry ? timesheetMessages.updated : timesheetMessages.created);
        onClose();
      }}
    >
      {canChoosePerson ? (
        <FormSelectField
          control={form.control}
          name="personnelContext"
          label="Employee"
          disabled={entry !== null}
          options={(people.data ?? []).filter((person) => person.active || person.context === personnelContext).map((person) => ({ context: person.context, name: person.text }))}
        />
      ) : null}
      <FormSelectField control={form.control} name="entryType" label="Type" options={types} required disabled={entry?.entryType === 'Task'} />
      {entryType === 'Job' ? (
        <JobField
          value={jobContext}
          label={jobLabel}
          error={form.formState.errors.jobContext?.message}
          onChange={(option) => {
            form.setValue('jobContext', option?.context ?? '', { shouldDirty: true, shouldValidate: true });
            form.setValue('jobLabel', option?.title ?? '', { shouldDirty: true });
          }}
        />
      ) : null}
      {entryType === 'Task' && entry?.task ? <TextField label="Task" value={entry.task.title || 'No Title'} disabled /> : null}
      <FormTextField control={form.control} name="date" label="Date" type="date" required slotProps={{ inputLabel: { shrink: true } }} />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        <FormTextField control={form.control} name="startTime" label="Start Time" type="time" required slotProps={{ inputLabel: { shrink: true } }} />
        <FormTextField control={form.control} name="endTime" label="End Time" type="time" required slotProps={{ inputLabel: { shrink: true } }} />
      </Box>
      <FormNotesField control={form.control} name="notes" label="Notes" max={TIMESHEET_NOTES_MAX} minRows={2} />
    </EditorDialogForm>
  );
}

/** Add Timesheet Entry / Edit Timesheet Entry: whose (administrators), type, job, day, start and end, notes. */
export function TimesheetEntryDialog({ open, ...props }: TimesheetEntryDialogProps) {
  return (
    <EditorDialog open={open} title={props.entry ? 'Edit Timesheet Entry' : 'Add Timesheet Entry'} onClose={props.onClose}>
      <EntryForm {...props} />
    </EditorDialog>
  );
}
