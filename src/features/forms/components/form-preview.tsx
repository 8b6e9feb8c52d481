import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { emptyFormValues, type FormTemplateField } from '@/lib/schemas/form-schemas';
import { formDraftFromValues, type FormDraft } from '../model/form-draft';
import { REQUIRED_NOTE } from '../model/form-messages';
import { FormFieldInput, isWideField } from './form-field-input';

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
      <Typography variant="body2" color="text.secondary">
        {REQUIRED_NOTE}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2.5, alignItems: 'start' }}>
        {fields.map((field) => (
          <Box key={field.key} sx={{ gridColumn: isWideField(field) ? '1 / -1' : undefined, minWidth: 0 }}>
            <FormFieldInput field={field} control={control} disabled />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
