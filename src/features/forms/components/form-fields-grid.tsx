import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FormTemplateField } from '@/lib/schemas/form-schemas';
import type { FormDraft } from '../model/form-draft';
import { REQUIRED_NOTE } from '../model/form-messages';
import { FormFieldInput, isWideField } from './form-field-input';

export interface FormFieldsGridProps {
  fields: readonly FormTemplateField[];
  control: Control<FormDraft>;
  /** Shown but not answerable (a template's preview). */
  disabled?: boolean;
}

/** A form's answers under the required-fields note: two columns from md, wide fields across both. */
export function FormFieldsGrid({ fields, control, disabled }: FormFieldsGridProps) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {REQUIRED_NOTE}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2.5, alignItems: 'start' }}>
        {fields.map((field) => (
          <Box key={field.key} sx={{ gridColumn: isWideField(field) ? '1 / -1' : undefined, minWidth: 0 }}>
            <FormFieldInput field={field} control={control} disabled={disabled} />
          </Box>
        ))}
      </Box>
    </>
  );
}
