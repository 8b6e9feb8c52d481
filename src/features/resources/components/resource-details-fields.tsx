import { Suspense, useState } from 'react';
import { Controller, useController, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormTextField } from '@/components/form-text-field';
import { RecordNameFields } from '@/components/record-editor/record-name-fields';
import { RichTextEditor } from '@/features/jobs';
import { localIsoDate } from '@/lib/format';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import { richTextLength } from '@/lib/rich-text';
import { RESOURCE_DESCRIPTION_MAX, RESOURCE_NAME_MAX, type ResourceFormValues } from '@/lib/schemas/resource-schemas';
import { useLocationPicklist } from '../api/resource-pickers';
import { dateIssuedAfterAssigning, resourceTypeChoices, typeChangeNeedsConfirmation } from '../model/resource-form';
import { CHANGE_TYPE_CONFIRM, CHANGE_TYPE_MESSAGE, CHANGE_TYPE_TITLE } from '../model/resource-messages';

const NONE = 'none';

interface Choice {
  context: string;
  name: string;
  active: boolean;
}

/** A select of picklist choices with None first; retired choices show only when chosen. */
function ChoiceSelect({ label, value, choices, onChange }: { label: string; value: string; choices: readonly Choice[]; onChange: (value: string) => void }) {
  const shown = choices.filter((choice) => choice.active || choice.context === value);
  return (
    <TextField select label={label} value={shown.some((choice) => choice.context === value) ? value : NONE} onChange={(event) => onChange(event.target.value === NONE ? '' : event.target.value)}>
      <MenuItem value={NONE}>
        <em>None</em>
      </MenuItem>
      {shown.map((choice) => (
        <MenuItem key={choice.context} value={choice.context} sx={{ whiteSpace: 'normal' }}>
          {choice.active ? choice.name : `${choice.name} (inactive)`}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Resource Type: active types (or the current one); a new type with attributes asks first and clears them (spec 3 §4). */
type ResourceForm = UseFormReturn<ResourceFormValues>;

function ResourceTypeField({ form: { control, setValue } }: { form: ResourceForm }) {
  const { field } = useController({ control, name: 'resourceTypeContext' });
  const attributes = useWatch({ control, name: 'attributes' });
  const types = usePicklist('ResourceType');
  const [pending, setPending] = useState<string | null>(null);
  const choices = resourceTypeChoices(types.data ?? [], field.value).map((item) => ({ context: item.context, name: item.text, active: true }));
  const change = (next: string) => {
    field.onChange(next);
    setValue('attributes', [], { shouldDirty: true });
  };
  return (
    <>
      <ChoiceSelect
        label="Resource Type"
        value={field.value}
        choices={choices}
        onChange={(next) => {
          if (next === field.value) return;
          if (typeChangeNeedsConfirmation(attributes.length, field.value, next)) setPending(next);
          else change(next);
        }}
      />
      <ConfirmDialog
        open={pending !== null}
        title={CHANGE_TYPE_TITLE}
        message={CHANGE_TYPE_MESSAGE}
        confirmLabel={CHANGE_TYPE_CONFIRM}
        onConfirm={() => {
          if (pending !== null) change(pending);
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

/** Assigned To and Date Issued: a new person sets today, none clears the date (spec 3 §4). */
function AssignmentFields({ form: { control, setValue, getValues } }: { form: ResourceForm }) {
  const personnel = usePicklist('Personnel');
  const locations = useLocationPicklist();
  const assigned = useWatch({ control, name: 'assignedToContext' });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
      <Controller
        control={control}
        name="locationContext"
        render={({ field }) => <ChoiceSelect label="Location" value={field.value} choices={locations.data ?? []} onChange={field.onChange} />}
      />
      <Controller
        control={control}
        name="assignedToContext"
        render={({ field }) => (
          <ChoiceSelect
            label="Assigned To"
            value={field.value}
            choices={(personnel.data ?? []).map((item) => ({ context: item.context, name: item.text, active: item.active }))}
            onChange={(next) => {
              const date = dateIssuedAfterAssigning(field.value, next, getValues('dateIssued'), localIsoDate());
              field.onChange(next);
              setValue('dateIssued', date, { shouldDirty: true, shouldValidate: true });
            }}
          />
        )}
      />
      <FormTextField control={control} name="dateIssued" label="Date Issued" type="date" disabled={!assigned} slotProps={{ inputLabel: { shrink: true } }} helperText={assigned ? undefined : 'Choose who it is assigned to first.'} />
    </Box>
  );
}

/** Description: rich text (tiptap, loaded when the section first shows), at most 1000 characters of text. */
function DescriptionField({ control }: { control: Control<ResourceFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'description' });
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="body2" color="text.secondary" component="span">
        Description
      </Typography>
      <Suspense fallback={<LinearProgress aria-label="Loading the description editor" />}>
        <RichTextEditor value={field.value} onChange={field.onChange} label="Description" />
      </Suspense>
      <FormHelperText error={Boolean(fieldState.error)} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mx: 1.75 }}>
        <span>{fieldState.error?.message}</span>
        <span aria-live="polite">{`${richTextLength(field.value)}/${RESOURCE_DESCRIPTION_MAX}`}</span>
      </FormHelperText>
    </Box>
  );
}

/** Spec 3 §2 resource section: name, type, location, assigned to, date issued, active, description. */
export function ResourceDetailsFields({ form }: { form: ResourceForm }) {
  return (
    <RecordNameFields control={form.control} max={RESOURCE_NAME_MAX}>
      <ResourceTypeField form={form} />
      <AssignmentFields form={form} />
      <DescriptionField control={form.control} />
    </RecordNameFields>
  );
}
