import { Controller, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormTextField } from '@/components/form-text-field';
import type { IntakeFormValues } from '../model/intake-form';
import { IntakeStatusSelectField } from './intake-status-select-field';
import { IntakeTitleFields } from './intake-title-fields';
import { PicklistSelectField } from '@/components/form-picklist-select-field';

/**
 * Spec 2 §2: the Intake Details card — date and time, Title, Description, Type, Status, Intake
 * Source, Ad Source, Assigned To (and whether the customer needs a call back).
 */
export function IntakeDetailsFields({ control }: { control: Control<IntakeFormValues> }) {
  return (
    <Paper component="section" aria-labelledby="intake-details-heading" variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2.5, minWidth: 0 }}>
      <Typography id="intake-details-heading" variant="h6" component="h2">
        Intake Details
      </Typography>
      <FormTextField
        control={control}
        name="dateTime"
        label="Date and Time"
        type="datetime-local"
        required
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ maxWidth: 280 }}
      />
      <IntakeTitleFields control={control} />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <PicklistSelectField control={control} name="intakeTypeContext" label="Type" kind="IntakeType" required />
        <IntakeStatusSelectField control={control} name="status" />
        <PicklistSelectField control={control} name="intakeSourceContext" label="Intake Source" kind="IntakeSource" noneLabel="None" />
        <PicklistSelectField control={control} name="adSourceContext" label="Ad Source" kind="AdSource" noneLabel="None" />
        <PicklistSelectField control={control} name="assignedToContext" label="Assigned To" kind="Personnel" noneLabel="Unassigned" />
      </Box>
      <Controller
        control={control}
        name="needsCallback"
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} name={field.name} />}
            label="Customer needs a call back"
          />
        )}
      />
    </Paper>
  );
}
