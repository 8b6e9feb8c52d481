import { useId } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { DragHandle } from '@/components/data-table/sortable-rows';
import { FormSelectField } from '@/components/form-select-field';
import { FormSwitchField } from '@/components/form-switch-field';
import { FormTextField } from '@/components/form-text-field';
import { formFieldTypes } from '@/lib/schemas/form-schemas';
import { FORM_FIELD_HINT_MAX, FORM_FIELD_LABEL_MAX, formFieldTypeLabels, hasOptions } from '@/lib/schemas/form-template-admin-schemas';
import { OPTIONS_HINT } from '../model/admin-catalogue-messages';
import { optionsFromText, optionsToText, type FormTemplateFormValues } from '../model/form-template-form';

export interface FormTemplateFieldCardProps {
  control: Control<FormTemplateFormValues>;
  /** The useFieldArray id (the sortable row's id). */
  id: string;
  index: number;
  count: number;
  /** The field's name in headings and buttons ("Field 2: Roof type"). */
  name: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

const typeOptions = formFieldTypes.map((type) => ({ context: type, name: formFieldTypeLabels[type] }));

/** The options of a Select or Checklist field, typed one a line; any option's message is shown under it. */
function OptionsField({ control, index }: { control: Control<FormTemplateFormValues>; index: number }) {
  const { field, fieldState } = useController({ control, name: `fields.${index}.options` });
  const error = fieldState.error;
  const childMessage = Array.isArray(error) ? error.find((item) => item?.message)?.message : undefined;
  const message = error?.message ?? error?.root?.message ?? childMessage;
  return (
    <TextField
      label="Options"
      required
      multiline
      minRows={3}
      name={field.name}
      value={optionsToText(field.value)}
      onChange={(event) => field.onChange(optionsFromText(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? OPTIONS_HINT}
      fullWidth
    />
  );
}

/** One field of the template: kind, label, help text, required (and long answer, options), its place and removal. */
export function FormTemplateFieldCard({ control, id, index, count, name, onMove, onRemove }: FormTemplateFieldCardProps) {
  const headingId = useId();
  const fieldType = useWatch({ control, name: `fields.${index}.fieldType` });
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, md: 2 }, display: 'grid', gap: 2, bgcolor: 'background.paper' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <DragHandle id={id} label={`Reorder ${name}`} />
        <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', flexGrow: 1 }}>
          {name}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '200px minmax(0, 1fr)' } }}>
        <FormSelectField control={control} name={`fields.${index}.fieldType`} label="Field Type" required options={typeOptions} />
        <FormTextField control={control} name={`fields.${index}.label`} label="Label" required limit={FORM_FIELD_LABEL_MAX} />
      </Box>
      <FormTextField control={control} name={`fields.${index}.hint`} label="Help Text" limit={FORM_FIELD_HINT_MAX} />
      {hasOptions(fieldType) ? <OptionsField control={control} index={index} /> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <FormSwitchField control={control} name={`fields.${index}.required`} label="Required" />
        {fieldType === 'Text' ? <FormSwitchField control={control} name={`fields.${index}.multiline`} label="Long Answer" /> : null}
        <Box sx={{ flexGrow: 1 }} />
        <Button size="small" startIcon={<ArrowUpward />} disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-describedby={headingId}>
          Move Up
        </Button>
        <Button size="small" startIcon={<ArrowDownward />} disabled={index === count - 1} onClick={() => onMove(index, index + 1)} aria-describedby={headingId}>
          Move Down
        </Button>
        <Button size="small" color="error" startIcon={<DeleteOutlined />} onClick={() => onRemove(index)} aria-describedby={headingId}>
          Delete Field
        </Button>
      </Box>
    </Box>
  );
}
