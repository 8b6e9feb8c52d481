import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { FormTextField } from '@/components/form-text-field';
import { InactiveBadge } from '@/components/inactive-badge';
import { toast } from '@/components/toasts';
import { useLeaveAfterSave } from '@/components/record-list/use-leave-after-save';
import { useUnsavedChangesWarning } from '@/components/use-unsaved-changes-warning';
import { paths } from '@/config/paths';
import { useSystemSettings } from '@/lib/system-settings/get-system-settings';
import { formatAddressLine } from '@/lib/format';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import type { Address, CustomerRef } from '@/lib/schemas/common-schemas';
import { INTAKE_NOTES_MAX, INTAKE_TITLE_MAX } from '@/lib/schemas/intake-schemas';
import { useCompactWidth } from '@/lib/use-compact-width';
import { useCreateIntake } from '../api/create-intake';
import {
  createIntakeFormSchema,
  createIntakeRequest,
  createIntakeStepOneFields,
  defaultIntakeAssignee,
  newCreateIntakeValues,
  type CreateIntakeFormValues,
} from '../model/intake-form';
import { INTAKE_CREATED } from '../model/intake-messages';
import { primaryTelephone } from '../model/intake-display';
import { IntakeStatusSelectField } from './intake-status-select-field';
import { PicklistSelectField } from '@/components/form-picklist-select-field';

export interface CreateIntakeDialogProps {
  customer: CustomerRef;
  serviceAddress: Address | null;
  onCancel: () => void;
}

const stepLabels = ['Title and Description', 'Type and Assignment'] as const;

/** The chosen customer and service address, read-only (step 1). */
function CustomerSummary({ customer, serviceAddress }: { customer: CustomerRef; serviceAddress: Address | null }) {
  const telephone = primaryTelephone(customer);
  return (
    <Paper variant="outlined" component="section" aria-label="Customer" sx={{ p: 1.5, display: 'grid', gap: 0.5, bgcolor: 'action.hover' }}>
      <Typography variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        Customer
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{customer.customerName}</Typography>
        {customer.active ? null : <InactiveBadge />}
      </Box>
      <Typography variant="body2">{serviceAddress ? formatAddressLine(serviceAddress) : 'No service address'}</Typography>
      {telephone ? (
        <Typography variant="body2" color="text.secondary">
          {telephone}
        </Typography>
      ) : null}
    </Paper>
  );
}

/**
 * Spec 2 §2 Create Intake: step 1 shows the customer and address and asks Title and Description;
 * step 2 Type, Status, Intake Source, Ad Source and Assigned To. Next goes on only with a valid
 * Title and Description. A new intake is Pending at the current date and time, assigned to the
 * INTAKE_DEF_ASSIGNEE setting's person; on success the editor opens.
 */
export function CreateIntakeDialog(props: CreateIntakeDialogProps) {
  const titleId = useId();
  const compact = useCompactWidth();
  const settings = useSystemSettings();
  const personnel = usePicklist('Personnel');
  const [dirty, setDirty] = useState(false);
  // The form starts once the default assignee is known (without the settings: unassigned).
  const loading = settings.isPending || personnel.isPending;
  const assignee = defaultIntakeAssignee(settings.data, personnel.data);
  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown' && !dirty) props.onCancel();
      }}
      aria-labelledby={titleId}
      fullScreen={compact}
      maxWidth={false}
      slotProps={{ paper: { sx: compact ? {} : { width: '45%', minWidth: 560 } } }}
    >
      <DialogTitle id={titleId}>Create Intake</DialogTitle>
      {loading ? (
        <>
          <DialogContent>
            <LinearProgress aria-label="Loading" />
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onCancel}>Cancel</Button>
          </DialogActions>
        </>
      ) : (
        <CreateIntakeForm {...props} titleId={titleId} defaultAssignee={assignee} onDirtyChange={setDirty} />
      )}
    </Dialog>
  );
}

interface CreateIntakeFormProps extends CreateIntakeDialogProps {
  titleId: string;
  defaultAssignee: string;
  onDirtyChange: (dirty: boolean) => void;
}

function CreateIntakeForm({ customer, serviceAddress, onCancel, titleId, defaultAssignee, onDirtyChange }: CreateIntakeFormProps) {
  const compact = useCompactWidth();
  const createIntake = useCreateIntake();
  const [step, setStep] = useState<0 | 1>(0);
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const { control, handleSubmit, trigger, formState } = useForm<CreateIntakeFormValues>({
    resolver: zodResolver(createIntakeFormSchema),
    defaultValues: newCreateIntakeValues(defaultAssignee),
  });
  const leaveWarning = useUnsavedChangesWarning(formState.isDirty && leavingTo === null);
  useLeaveAfterSave(leavingTo);
  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);

  const handleNext = async () => {
    if (await trigger([...createIntakeStepOneFields], { shouldFocus: true })) setStep(1);
  };

  const handleCreate = handleSubmit(
    async (values) => {
      try {
        const saved = await createIntake.mutateAsync(
          createIntakeRequest(values, { customerContext: customer.context, serviceAddressContext: serviceAddress?.context ?? null }),
        );
        toast.success(INTAKE_CREATED);
        setLeavingTo(paths.intakeEdit(saved.context));
      } catch {
        // The API client has shown why; the dialog keeps what was typed.
      }
    },
    (errors) => {
      if (errors.description || errors.notes) setStep(0);
    },
  );

  return (
    <>
      <Box
        component="form"
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 0) void handleNext();
          else void handleCreate(event);
        }}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flexGrow: 1 }}
      >
        <DialogContent sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
          <Stepper activeStep={step} alternativeLabel={compact}>
            {stepLabels.map((label, index) => (
              <Step key={label} completed={step > index}>
                <StepLabel>{label}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {step === 0 ? (
            <>
              <CustomerSummary customer={customer} serviceAddress={serviceAddress} />
              <FormTextField
                control={control}
                name="description"
                label="Title"
                required
                autoFocus
                counterMax={INTAKE_TITLE_MAX}
                slotProps={{ htmlInput: { maxLength: INTAKE_TITLE_MAX } }}
              />
              <FormTextField
                control={control}
                name="notes"
                label="Description"
                multiline
                rows={5}
                counterMax={INTAKE_NOTES_MAX}
                slotProps={{ htmlInput: { maxLength: INTAKE_NOTES_MAX } }}
              />
            </>
          ) : (
            <>
              <PicklistSelectField control={control} name="intakeTypeContext" label="Type" kind="IntakeType" required />
              <IntakeStatusSelectField control={control} name="status" />
              <PicklistSelectField control={control} name="intakeSourceContext" label="Intake Source" kind="IntakeSource" noneLabel="None" />
              <PicklistSelectField control={control} name="adSourceContext" label="Ad Source" kind="AdSource" noneLabel="None" />
              <PicklistSelectField control={control} name="assignedToContext" label="Assigned To" kind="Personnel" noneLabel="Unassigned" />
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onCancel} disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          {step === 1 ? (
            <Button onClick={() => setStep(0)} disabled={formState.isSubmitting}>
              Previous
            </Button>
          ) : null}
          {step === 0 ? (
            <Button type="submit" variant="contained">
              Next
            </Button>
          ) : (
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              Create Intake Record
            </Button>
          )}
        </DialogActions>
      </Box>
      {leaveWarning}
    </>
  );
}
