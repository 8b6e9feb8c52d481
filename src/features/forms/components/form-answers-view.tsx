import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/components/visually-hidden';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { isAnswered, type FormFieldValue, type FormTemplateField } from '@/lib/schemas/form-schemas';
import { formatAnswer, NOT_ANSWERED } from '../model/format-answer';

export interface FormAnswersViewProps {
  fields: readonly FormTemplateField[];
  values: Readonly<Record<string, FormFieldValue | undefined>>;
}

function Answer({ field, value }: { field: FormTemplateField; value: FormFieldValue | undefined }) {
  if (!isAnswered(value)) {
    return (
      <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {NOT_ANSWERED}
      </Typography>
    );
  }
  if (field.fieldType === 'Signature' && typeof value === 'string') {
    return (
      <Box
        component="img"
        src={value}
        alt={`${field.label} (signature)`}
        sx={{ display: 'block', width: '100%', maxWidth: 320, bgcolor: '#fff', border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
    );
  }
  if (field.fieldType === 'Checklist' && Array.isArray(value)) {
    return (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}>
        {field.options.map((option) => {
          const checked = value.includes(option);
          return (
            <Box component="li" key={option} sx={{ display: 'flex', alignItems: 'center', gap: 1, color: checked ? 'text.primary' : 'text.secondary' }}>
              {checked ? <CheckBoxIcon fontSize="small" color="primary" aria-hidden /> : <CheckBoxOutlineBlankIcon fontSize="small" aria-hidden />}
              <span>{option}</span>
              <Box component="span" sx={visuallyHidden}>
                {checked ? '(checked)' : '(not checked)'}
              </Box>
            </Box>
          );
        })}
      </Box>
    );
  }
  return <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{formatAnswer(field, value)}</Typography>;
}

/** A form's answers, read-only: label and answer per field; a signature is shown as its image. */
export function FormAnswersView({ fields, values }: FormAnswersViewProps) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(140px, 2fr) minmax(0, 3fr)' },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 2 },
      }}
    >
      {fields.map((field) => (
        <Fragment key={field.key}>
          <Typography component="dt" color="text.secondary" sx={{ fontWeight: 500, mt: { xs: 1.5, sm: 0 } }}>
            {field.label}
          </Typography>
          <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
            <Answer field={field} value={values[field.key]} />
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
