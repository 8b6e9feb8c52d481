import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import { emptyFormValues, type FormTemplateField } from '@/lib/schemas/form-schemas';
import { formDraftFromValues, type FormDraft } from '../model/form-draft';
import { FormFieldsGrid } from './form-fields-grid';

export interface FormPreviewProps {
  /** The fields as a form made from the template would have them (each with its own key). */
  fields: readonly FormTemplateField[];
}

/** Disabled inputs keep readable words (WCAG contrast): their labels, hints and values in the secondary text colour. */
const readableDisabled = {
  '& .MuiFormLabel-root.Mui-disabled, & .MuiFormHelperText-root.Mui-disabled, & .MuiFormControlLabel-label.Mui-disabled': { color: 'text.secondary' },
  '& .MuiInputBase-input.Mui-disabled': { color: 'text.secondary', WebkitTextFillColor: 'currentColor' },
} as const;

/**
 * A template as the people filling it will see it: the same inputs as the fill dialog, laid out
 * the same way, shown disabled and unanswered (nothing can be typed or saved).
 */
export function FormPreview({ fields }: FormPreviewProps) {
  const { control } = useForm<FormDraft>({ defaultValues: formDraftFromValues(fields, emptyFormValues(fields)) });
  return (
    <Box sx={{ display: 'grid', gap: 2, ...readableDisabled }}>
      <FormFieldsGrid fields={fields} control={control} disabled />
    </Box>
  );
}
