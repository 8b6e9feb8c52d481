import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import axios from 'axios';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toasts';
import { VersionConflictNotice } from '@/components/record-list/version-conflict-notice';
import { useUnsavedChangesWarning } from '@/components/use-unsaved-changes-warning';
import { paths } from '@/config/paths';
import { CustomerSummaryEditor } from '@/features/customers';
import { FormInstancesSection } from '@/features/forms';
import { AppointmentsSection } from '@/features/schedule';
import { useCan } from '@/lib/permissions';
import type { IntakeRecord } from '@/lib/schemas/intake-schemas';
import { useCompactWidth } from '@/lib/use-compact-width';
import { useDeleteIntake } from '../api/delete-intake';
import { intakeKeys } from '../api/intake-keys';
import { useUpdateIntake } from '../api/update-intake';
import { intakeNewAppointmentDefaults, jobPrefillFromIntake } from '../model/intake-actions';
import { intakeActionTarget } from '../model/intake-display';
import { intakeFormSchema, intakeRequestFromForm, intakeToFormValues, type IntakeFormValues } from '../model/intake-form';
import {
  DELETE_INTAKE_TITLE,
  deleteIntakeMessage,
  INTAKE_DELETED,
  INTAKE_SAVED,
  SAVE_AND_ADD_JOB_MESSAGE,
  SAVE_AND_ADD_JOB_TITLE,
  UNABLE_TO_UPDATE,
} from '../model/intake-messages';
import { adoptedIntakeStatus } from '../model/intake-status';
import { IntakeActionMenu } from './intake-action-menu';
import { IntakeDetailsFields } from './intake-details-fields';
import { IntakeJobsSection } from './intake-jobs-section';
import { IntakeSectionsLayout } from './intake-sections-layout';
import { IntakeStatusChip } from './intake-status-chip';

export interface IntakeEditorProps {
  /** The intake as the server has it now (refreshed after appointment events). */
  record: IntakeRecord;
  /** Fetches the intake again and answers it (Reload after a version conflict). */
  reload: () => Promise<IntakeRecord | undefined>;
}

interface Leaving {
  to: string;
  state?: unknown;
  replace?: boolean;
}

/**
 * Spec 2 §2 intake editor: Intake Details beside the customer summary editor, Forms, Jobs and
 * Schedule, the bottom bar (save, delete, add new), the action menu, Add Job with Save & Add Job.
 * The form follows status changes the server makes (spec 2 §4); a 409 keeps the edits and offers
 * a reload; leaving with unsaved changes asks first.
 */
export function IntakeEditor({ record, reload }: IntakeEditorProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const compact = useCompactWidth();
  const canUpdate = useCan('INTAKE_U');
  const canCreate = useCan('INTAKE_C');
  const canDelete = useCan('INTAKE_D');
  const updateIntake = useUpdateIntake();
  const deleteIntake = useDeleteIntake();
  const { control, handleSubmit, reset, getValues, formState } = useForm<IntakeFormValues>({
    resolver: zodResolver(intakeFormSchema),
    defaultValues: intakeToFormValues(record),
  });
  const { isDirty } = formState;
  // The version the form's values belong to; a save sends it (409 when the server moved on).
  const version = useRef(record.version);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [dialog, setDialog] = useState<'addJob' | 'delete' | null>(null);
  const [phoneSection, setPhoneSection] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const leaveWarning = useUnsavedChangesWarning(isDirty && leaving === null);
  const customer = useWatch({ control, name: 'customer' });
  const title = useWatch({ control, name: 'description' });

  // Leave after the render that saw the form clean (see useLeaveAfterSave).
  useEffect(() => {
    if (leaving) void navigate(leaving.to, { state: leaving.state, replace: leaving.replace ?? false });
  }, [leaving, navigate]);

  // The server's record moved on (an appointment scheduled the intake, another save): a clean form
  // takes it over; a Pending or Scheduled form adopts a new status and is marked clean (spec 2 §4).
  useEffect(() => {
    if (record.version <= version.current) return;
    if (!isDirty) {
      reset(intakeToFormValues(record));
      version.current = record.version;
      return;
    }
    const adopted = adoptedIntakeStatus(getValues('status'), record.status);
    if (adopted) {
      reset({ ...getValues(), status: adopted });
      version.current = record.version;
    }
  }, [record, isDirty, reset, getValues]);

  const refreshAfterAppointments = () => {
    void queryClient.invalidateQueries({ queryKey: intakeKeys.detail(record.context) });
    void queryClient.invalidateQueries({ queryKey: intakeKeys.history(record.context) });
    void queryClient.invalidateQueries({ queryKey: intakeKeys.lists() });
  };

  /** Saves the values; answers the saved intake, or `null` when the save failed (the API client said why). */
  const save = async (values: IntakeFormValues): Promise<IntakeRecord | null> => {
    try {
      const saved = await updateIntake.mutateAsync({ ...intakeRequestFromForm(values), context: record.context, version: version.current });
      version.current = saved.version;
      reset(intakeToFormValues(saved));
      setInvalid(false);
      return saved;
    } catch (error) {
      if (axios.isAxiosError(error) && error.response?.status === 409) setConflict(true);
      return null;
    }
  };

  const showInvalid = (errors: Partial<Record<keyof IntakeFormValues, unknown>>) => {
    setInvalid(true);
    if (compact) setPhoneSection(errors.customer && Object.keys(errors).length === 1 ? 'customer' : 'details');
  };

  const handleValidSave = async (values: IntakeFormValues) => {
    if (await save(values)) toast.success(INTAKE_SAVED);
  };

  const handleAddJob = async () => {
    let current = record;
    if (isDirty) {
      const result: { saved: IntakeRecord | null } = { saved: null };
      await handleSubmit(async (values) => {
        result.saved = await save(values);
      }, showInvalid)();
      if (!result.saved) {
        setDialog(null);
        return;
      }
      current = result.saved;
    }
    setDialog(null);
    setLeaving({ to: paths.jobsAddForCustomer(current.customer.context), state: jobPrefillFromIntake(intakeActionTarget(current)) });
  };

  const handleDelete = async () => {
    try {
      await deleteIntake.mutateAsync(record.context);
    } catch {
      setDialog(null);
      return;
    }
    setDialog(null);
    toast.success(INTAKE_DELETED);
    setLeaving({ to: paths.intake, replace: true });
  };

  const handleReload = async () => {
    setReloading(true);
    const fresh = await reload();
    setReloading(false);
    if (!fresh) return;
    reset(intakeToFormValues(fresh));
    version.current = fresh.version;
    setConflict(false);
  };

  const target = intakeActionTarget(record);
  const customerName = customer.serviceCustomer?.customerName ?? record.customer.customerName;

  const customerEditor = (
    <Controller
      control={control}
      name="customer"
      render={({ field, fieldState }) => (
        <CustomerSummaryEditor value={field.value} onChange={field.onChange} showBilling={false} error={fieldState.error?.message} />
      )}
    />
  );
  const details = <IntakeDetailsFields control={control} />;
  const forms = <FormInstancesSection ownerKind="Intake" ownerContext={record.context} canEdit={canUpdate} />;
  const jobs = <IntakeJobsSection jobs={record.jobs} onAddJob={() => setDialog('addJob')} />;
  const schedule = (
    <AppointmentsSection
      owner={{ kind: 'intake', context: record.context }}
      actionsAllowed={!isDirty}
      onAppointmentsChanged={refreshAfterAppointments}
      defaults={intakeNewAppointmentDefaults(target)}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      aria-label="Intake"
      onSubmit={(event) => {
        // Forms of embedded dialogs (appointments, forms, customers) bubble through React portals.
        if (event.target !== event.currentTarget) return;
        void handleSubmit(handleValidSave, showInvalid)(event);
      }}
      sx={{ display: 'grid', gap: 2, pb: 10, maxWidth: 1400 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', flexGrow: 1 }}>
          Intake – {customerName}
        </Typography>
        <IntakeStatusChip status={record.status} />
        <IntakeActionMenu
          target={target}
          where="editor"
          trigger="button"
          onCreateJob={() => setDialog('addJob')}
          actionsAllowed={!isDirty}
        />
      </Box>
      {conflict ? <VersionConflictNotice recordName="intake record" reloading={reloading} onReload={() => void handleReload()} /> : null}
      <IntakeSectionsLayout
        phoneSection={phoneSection}
        onPhoneSectionChange={setPhoneSection}
        desktop={[
          {
            id: 'intake',
            label: 'Intake',
            content: (
              <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', alignItems: 'start' }}>
                {details}
                {customerEditor}
              </Box>
            ),
          },
          { id: 'forms', label: 'Forms', content: forms },
          { id: 'jobs', label: 'Jobs', content: jobs },
          { id: 'schedule', label: 'Schedule', content: schedule },
        ]}
        phone={[
          { id: 'customer', label: 'Customer', secondary: customerName, content: customerEditor },
          { id: 'details', label: 'Intake Details', secondary: title, content: details },
          { id: 'forms', label: 'Forms', content: forms },
          { id: 'jobs', label: 'Jobs', content: jobs },
          { id: 'schedule', label: 'Schedule', content: schedule },
        ]}
      />
      <Paper
        elevation={6}
        role="group"
        aria-label="Intake actions"
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          p: 1.5,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
        }}
      >
        {invalid && Object.keys(formState.errors).length > 0 ? (
          <Alert severity="error" role="alert" sx={{ flex: '1 1 100%', py: 0 }}>
            {UNABLE_TO_UPDATE}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" startIcon={<SaveOutlined />} loading={formState.isSubmitting}>
          Save
        </Button>
        {canDelete ? (
          <Button variant="outlined" color="error" startIcon={<DeleteOutlined />} onClick={() => setDialog('delete')}>
            Delete
          </Button>
        ) : null}
        {canCreate ? (
          <Button component={RouterLink} to={paths.intakeAdd()} startIcon={<Add />}>
            Add New
          </Button>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        {isDirty ? (
          <Typography variant="body2" color="text.secondary" role="status">
            Unsaved changes
          </Typography>
        ) : null}
      </Paper>
      <ConfirmDialog
        open={dialog === 'addJob'}
        title={SAVE_AND_ADD_JOB_TITLE}
        message={SAVE_AND_ADD_JOB_MESSAGE}
        confirmLabel="OK"
        busy={formState.isSubmitting}
        onConfirm={() => void handleAddJob()}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={DELETE_INTAKE_TITLE}
        message={deleteIntakeMessage(record.description)}
        confirmLabel="Delete Intake"
        destructive
        busy={deleteIntake.isPending}
        onConfirm={() => void handleDelete()}
        onCancel={() => setDialog(null)}
      />
      {leaveWarning}
    </Box>
  );
}

