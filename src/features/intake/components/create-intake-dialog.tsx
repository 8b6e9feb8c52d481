import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { InactiveBadge } from '@/components/inactive-badge';
import { EditorDialog, EditorDialogForm, EditorDialogLoading } from '@/components/record-editor/editor-dialog';
import { useEditorLeave } from '@/components/record-editor/use-editor-leave';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import { useSystemSettings } from '@/lib/system-settings/get-system-settings';
import { formatAddressLine } from '@/lib/format';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import type { Address, CustomerRef } from '@/lib/schemas/common-schemas';
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
import { IntakeTitleFields } from './intake-title-fields';
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
  const settings = useSystemSettings();
  const personnel = usePicklist('Personnel');
  // The form starts once the default assignee is known (without the settings: unassigned).
  const loading = settings.isPending || personnel.isPending;
  return (
    <EditorDialog open title="Create Intake" onClose={props.onCancel}>
      {loading ? <EditorDialogLoading /> : <CreateIntakeForm {...props} defaultAssignee={defaultIntakeAssignee(settings.data, personnel.data)} />}
    </EditorDialog>
  );
}

function CreateIntakeForm({ customer, serviceAddress, defaultAssignee }: CreateIntakeDialogProps & { defaultAssignee: string }) {
  const compact = useCompactWidth();
  const createIntake = useCreateIntake();
  const [step, setStep] = useState<0 | 1>(0);
  const leave = useEditorLeave();
  const form = useForm<CreateIntakeFormValues>({ resolver: zodResolver(createIntakeFormSchema), defaultValues: newCreateIntakeValues(defaultAssignee) });
  const { control } = form;

  return (
    <EditorDialogForm
      form={form}
      leave={leave}
      submitLabel={step === 0 ? 'Next' : 'Create Intake Record'}
      actions={
        step === 1 ? (
          <Button onClick={() => setStep(0)} disabled={form.formState.isSubmitting}>
            Previous
          </Button>
        ) : null
      }
      beforeSubmit={async () => {
        if (step === 1) return true;
        if (await form.trigger([...createIntakeStepOneFields], { shouldFocus: true })) setStep(1);
        return false;
      }}
      onSubmit={async (values) => {
        const saved = await createIntake.mutateAsync(
          createIntakeRequest(values, { customerContext: customer.context, serviceAddressContext: serviceAddress?.context ?? null }),
        );
        toast.success(INTAKE_CREATED);
        leave.leave(paths.intakeEdit(saved.context));
      }}
      onInvalid={(errors) => {
        if (errors.description || errors.notes) setStep(0);
      }}
    >
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
          <IntakeTitleFields control={control} autoFocus />
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
    </EditorDialogForm>
  );
}
