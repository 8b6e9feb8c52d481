import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { FormTextField } from '@/components/form-text-field';
import { toast } from '@/components/toasts';
import { CustomerNotesPanel } from '@/features/customers';
import { UNABLE_TO_SAVE } from '@/lib/form-messages';
import { APPOINTMENT_DESCRIPTION_MAX, APPOINTMENT_TITLE_MAX } from '@/lib/schemas/appointment-schemas';
import type { Appointment } from '@/lib/schemas/dashboard-schemas';
import { useCreateAppointment } from '../api/create-appointment';
import { useUpdateAppointment } from '../api/update-appointment';
import {
  appointmentCreateRequest,
  appointmentFormSchema,
  appointmentToFormValues,
  appointmentTypeOptions,
  appointmentUpdateRequest,
  endAfterStartChange,
  newAppointmentFormValues,
  type AppointmentDefaults,
  type AppointmentFormValues,
} from '../model/appointment-form';
import { APPOINTMENT_SCHEDULED, APPOINTMENT_UPDATED } from '../model/appointment-messages';
import { ParticipantsField } from './participants-field';
import { WorkOrdersField } from './work-orders-field';

/** Spec 1 §8 wording for an edit that fails validation. */
const UNABLE_TO_UPDATE = 'Unable to update, please review the form for errors.';

export interface AppointmentEditorFormProps {
  defaults: AppointmentDefaults;
  appointment?: Appointment;
  onStateChange: (state: { dirty: boolean; busy: boolean }) => void;
  onCancel: () => void;
  onSaved: (appointment: Appointment) => void;
}

/** The fields and buttons of the appointment dialog: a new form for each appointment opened. */
export function AppointmentEditorForm({ defaults, appointment, onStateChange, onCancel, onSaved }: AppointmentEditorFormProps) {
  const formId = useId();
  const [initialValues] = useState<AppointmentFormValues>(() => (appointment ? appointmentToFormValues(appointment) : newAppointmentFormValues(defaults)));
  const { control, handleSubmit, getValues, setValue, formState } = useForm<AppointmentFormValues>({
    resolver: zodResolver(appointmentFormSchema),
    defaultValues: initialValues,
  });
  const allDay = useWatch({ control, name: 'allDay' });
  const createMutation = useCreateAppointment();
  const updateMutation = useUpdateAppointment();
  const typeOptions = appointmentTypeOptions({ intakeContext: appointment?.intakeIdentifier?.context ?? defaults.intakeContext ?? null });
  const currentType = getValues('appointmentType');
  if (!typeOptions.includes(currentType)) typeOptions.push(currentType);

  const busy = formState.isSubmitting;
  const dirty = formState.isDirty;
  useEffect(() => {
    onStateChange({ dirty, busy });
  }, [dirty, busy, onStateChange]);

  /** Moving the start moves the end with it, keeping the length. */
  const handleStartChange = (field: 'startDate' | 'startTime', text: string) => {
    const values = getValues();
    const next = { startDate: values.startDate, startTime: values.startTime, [field]: text };
    const end = endAfterStartChange(values, next);
    setValue(field, text, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    if (end) {
      setValue('endDate', end.endDate, { shouldDirty: true, shouldValidate: formState.isSubmitted });
      setValue('endTime', end.endTime, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    }
  };

  const handleSave = handleSubmit(async (values) => {
    let saved: Appointment;
    try {
      saved = appointment
        ? await updateMutation.mutateAsync(appointmentUpdateRequest(appointment.context, values))
        : await createMutation.mutateAsync(appointmentCreateRequest(values, defaults));
    } catch {
      // The API client has shown why; the dialog keeps what was typed.
      return;
    }
    toast.success(appointment ? APPOINTMENT_UPDATED : APPOINTMENT_SCHEDULED);
    onSaved(saved);
  });
  const showInvalid = formState.isSubmitted && Object.keys(formState.errors).length > 0;
  /** A required date or time of the start or end; a start moves the end with it. */
  const dateTimeField = (name: 'startDate' | 'startTime' | 'endDate' | 'endTime', label: string) => {
    const time = name === 'startTime' || name === 'endTime';
    return (
      <FormTextField
        control={control}
        name={name}
        type={time ? 'time' : 'date'}
        label={label}
        required
        onValueChange={name === 'startDate' || name === 'startTime' ? (text) => handleStartChange(name, text) : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: time ? { step: 300 } : undefined }}
      />
    );
  };

  return (
    <>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <CustomerNotesPanel
          customerContext={appointment ? (appointment.customer?.context ?? null) : defaults.customerContext}
          addressContext={appointment ? (appointment.address?.context ?? null) : defaults.addressContext}
        />
        <Box
          component="form"
          id={formId}
          noValidate
          aria-label="Appointment"
          onSubmit={(event) => {
            // The dialog may sit inside an owner's form (the intake editor): React events bubble through portals.
            event.stopPropagation();
            void handleSave(event);
          }}
          sx={{ display: 'grid', gap: 2, pt: 0.5 }}
        >
          <FormTextField
            control={control}
            name="title"
            label="Title"
            required
            autoFocus
            limit={APPOINTMENT_TITLE_MAX}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <Controller
              control={control}
              name="appointmentType"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label="Type"
                  required
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  sx={{ minWidth: 180, flex: '1 1 180px' }}
                >
                  {typeOptions.map((type) => (
                    <MenuItem key={type} value={type}>
                      {type}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={control}
              name="allDay"
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} name={field.name} />}
                  label="All Day"
                  sx={{ flex: '1 1 140px', m: 0 }}
                />
              )}
            />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
            {dateTimeField('startDate', 'Start Date')}
            {allDay ? null : dateTimeField('startTime', 'Start Time')}
            {dateTimeField('endDate', 'End Date')}
            {allDay ? null : dateTimeField('endTime', 'End Time')}
          </Box>
          <Controller
            control={control}
            name="participantContexts"
            render={({ field, fieldState }) => (
              <ParticipantsField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                known={appointment?.participants}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="workOrderContexts"
            render={({ field }) => (
              <WorkOrdersField
                jobContext={appointment ? (appointment.job?.context ?? null) : (defaults.jobContext ?? null)}
                value={field.value}
                onChange={field.onChange}
                known={appointment?.workOrders}
              />
            )}
          />
          <FormTextField
            control={control}
            name="description"
            label="Description"
            multiline
            minRows={3}
            maxRows={10}
            limit={APPOINTMENT_DESCRIPTION_MAX}
          />
          {showInvalid ? (
            <Alert severity="error" role="alert">
              {appointment ? UNABLE_TO_UPDATE : UNABLE_TO_SAVE}
            </Alert>
          ) : null}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={busy}>
          Save
        </Button>
      </DialogActions>
    </>
  );
}
