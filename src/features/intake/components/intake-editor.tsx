import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { WhileDirty } from '@/components/record-editor/editor-form-state';
import { RecordEditorFrame } from '@/components/record-editor/record-editor-frame';
import { useEditorLeave } from '@/components/record-editor/use-editor-leave';
import type { VersionedEdit } from '@/components/record-list/use-versioned-edit';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import { CustomerSummaryEditor } from '@/features/customers';
import { FormInstancesSection } from '@/features/forms';
import { AppointmentsSection } from '@/features/appointments';
import { useCan } from '@/lib/permissions';
import type { IntakeCreateRequest, IntakeRecord } from '@/lib/schemas/intake-schemas';
import { intakeNewAppointmentDefaults, jobPrefillFromIntake } from '../model/intake-actions';
import { intakeActionTarget } from '../model/intake-display';
import { intakeFormSchema, intakeRequestFromForm, intakeToFormValues, type IntakeFormValues } from '../model/intake-form';
import { INTAKE_SAVED, SAVE_AND_ADD_JOB_MESSAGE, SAVE_AND_ADD_JOB_TITLE, UNABLE_TO_UPDATE } from '../model/intake-messages';
import { IntakeActionMenu } from './intake-action-menu';
import { IntakeDeleteDialog } from './intake-delete-dialog';
import { IntakeDetailsFields } from './intake-details-fields';
import { FollowServerRecord, IntakeEditorHeading, WatchedCustomerName, WatchedCustomerNotes, WatchedTitle } from './intake-editor-parts';
import { IntakeJobsSection } from './intake-jobs-section';
import { intakeSections } from './intake-sections';
import { TasksSection } from '@/features/tasks';
import { StatusChip } from '@/components/status-chip';

/** The fields of the Intake Details section (phones open it when one of them fails validation). */
const detailFields: (keyof IntakeFormValues)[] = [
  'dateTime',
  'description',
  'notes',
  'intakeTypeContext',
  'status',
  'intakeSourceContext',
  'adSourceContext',
  'assignedToContext',
  'needsCallback',
];

export interface IntakeEditorProps {
  /** The intake as the server has it now (refreshed after appointment events). */
  record: IntakeRecord;
  /** The versioned edit of the page: the version the form edits, save, reload after a conflict. */
  edit: VersionedEdit<IntakeRecord> & { save: (request: IntakeCreateRequest) => Promise<IntakeRecord> };
}

/**
 * Spec 2 §2 intake editor on the record editor frame: Intake Details beside the customer summary
 * editor, Forms, Jobs and Schedule, the bottom bar (Save, Delete, Add New), the action menu, Add Job
 * with Save & Add Job. The form follows status changes the server makes (spec 2 §4); a 409 keeps the
 * edits and offers a reload; leaving with unsaved changes asks first. Only the parts that show a
 * typed value or the form's state subscribe to it: a keystroke does not re-render the editor.
 */
export function IntakeEditor({ record, edit }: IntakeEditorProps) {
  const canUpdate = useCan('INTAKE_U');
  const canCreate = useCan('INTAKE_C');
  const canDelete = useCan('INTAKE_D');
  const canReadTasks = useCan('TASK_R');
  const editing = edit.editing ?? record;
  const form = useForm<IntakeFormValues>({ resolver: zodResolver(intakeFormSchema), defaultValues: intakeToFormValues(editing) });
  const { control } = form;
  const leave = useEditorLeave();
  const [dialog, setDialog] = useState<'addJob' | 'delete' | null>(null);

  /** Saves the values and marks the form clean with the saved intake (throws when the save failed). */
  const save = async (values: IntakeFormValues): Promise<IntakeRecord> => {
    const saved = await edit.save(intakeRequestFromForm(values));
    form.reset(intakeToFormValues(saved));
    return saved;
  };

  const handleAddJob = async (dirty: boolean) => {
    let current: IntakeRecord | null = record;
    if (dirty) {
      current = null;
      await form.handleSubmit(async (values) => {
        try {
          current = await save(values);
        } catch {
          // The API client has said why; the edits stay.
        }
      })();
    }
    setDialog(null);
    if (current) leave.leave(paths.jobsAddForCustomer(current.customer.context), { state: jobPrefillFromIntake(intakeActionTarget(current)), replace: false });
  };

  const target = intakeActionTarget(record);
  const customerName = record.customer.customerName;
  const customerEditor = (
    <Controller
      control={control}
      name="customer"
      render={({ field, fieldState }) => (
        <CustomerSummaryEditor value={field.value} onChange={field.onChange} showBilling={false} error={fieldState.error?.message} />
      )}
    />
  );

  return (
    <RecordEditorFrame
      form={form}
      label="Intake"
      maxWidth={1400}
      heading={<IntakeEditorHeading control={control} fallback={customerName} />}
      headingActions={
        <>
          <StatusChip status={record.status} />
          <WhileDirty control={control}>
            {(dirty) => <IntakeActionMenu target={target} where="editor" trigger="button" onCreateJob={() => setDialog('addJob')} actionsAllowed={!dirty} />}
          </WhileDirty>
        </>
      }
      notice={<WatchedCustomerNotes control={control} />}
      navigationLabel="Intake sections"
      versioned={{ ...edit, recordName: 'intake record', followsServer: true }}
      unableToSave={UNABLE_TO_UPDATE}
      leave={leave}
      buttons={{ onDelete: canDelete ? () => setDialog('delete') : undefined, addNewTo: canCreate ? paths.intakeAdd() : undefined }}
      onSave={async (values) => {
        await save(values);
        toast.success(INTAKE_SAVED);
      }}
      sections={intakeSections({
        details: <IntakeDetailsFields control={control} />,
        customer: customerEditor,
        customerName: <WatchedCustomerName control={control} fallback={customerName} />,
        title: <WatchedTitle control={control} />,
        forms: <FormInstancesSection ownerKind="Intake" ownerContext={record.context} canEdit={canUpdate} />,
        jobs: <IntakeJobsSection jobs={record.jobs} onAddJob={() => setDialog('addJob')} />,
        schedule: (
          <WhileDirty control={control}>
            {(dirty) => <AppointmentsSection owner={{ kind: 'intake', context: record.context }} actionsAllowed={!dirty} defaults={intakeNewAppointmentDefaults(target)} />}
          </WhileDirty>
        ),
        tasks: canReadTasks ? <TasksSection owner={{ intake: record.context }} ownerName={record.description} /> : null,
        customerFields: ['customer'],
        detailFields,
      })}
    >
      <FollowServerRecord form={form} record={record} editingVersion={editing.version} adopt={edit.adopt} />
      <WhileDirty control={control}>
        {(dirty) => (
          <ConfirmDialog
            open={dialog === 'addJob'}
            title={SAVE_AND_ADD_JOB_TITLE}
            message={SAVE_AND_ADD_JOB_MESSAGE}
            confirmLabel="OK"
            onConfirm={() => void handleAddJob(dirty)}
            onCancel={() => setDialog(null)}
          />
        )}
      </WhileDirty>
      <IntakeDeleteDialog open={dialog === 'delete'} intake={record} onClose={() => setDialog(null)} onDeleted={() => leave.leave(paths.intake)} />
    </RecordEditorFrame>
  );
}
