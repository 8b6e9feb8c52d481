import { useId } from 'react';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { FormTextField } from '@/components/form-text-field';
import { formatUsd, type DocumentTotalsFigures } from '@/lib/job-calculations';
import { MAX_PROPOSAL_OPTIONS, PROPOSAL_OPTION_NAME_MAX } from '@/lib/schemas/proposal-option-schemas';
import { nextOption } from '../model/proposal-option-form';
import type { CreateFormValues } from '../model/document-create-form';
import { CheckboxListField } from './checkbox-list-field';

export interface ProposalOptionsFieldProps {
  control: Control<CreateFormValues>;
  /** The lines that can go on the proposal, in the job's order. */
  lines: readonly { context: string; name: string }[];
  /** An option's figures over its lines, by the job calculation module. */
  figures: (contexts: readonly string[]) => DocumentTotalsFigures;
}

function OptionFigures({ figures }: { figures: DocumentTotalsFigures }) {
  return (
    <Typography variant="body2">
      Subtotal {formatUsd(figures.subtotal)}
      {figures.discount !== 0 ? ` · Discount -${formatUsd(figures.discount)}` : ''} · Tax {formatUsd(figures.tax)} · <strong>Total {formatUsd(figures.total)}</strong>
    </Typography>
  );
}

/**
 * Good / better / best (issue 20): up to three options, each named and holding some of the lines,
 * with its totals as the customer will see them. With no option the proposal is made as before.
 */
export function ProposalOptionsField({ control, lines, figures }: ProposalOptionsFieldProps) {
  const headingId = useId();
  const { fields, append, remove } = useFieldArray({ control, name: 'options' });
  const values = useWatch({ control, name: 'options' }) ?? [];
  const allLines = lines.map((line) => line.context);
  const next = nextOption(values, allLines);
  const lineOptions = lines.map((line) => ({ value: line.context, label: line.name }));
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.1rem' }}>
        Options
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {fields.length === 0
          ? `Offer the customer up to ${MAX_PROPOSAL_OPTIONS} options (good, better, best) to choose from, or none to propose all the lines.`
          : 'The customer compares the options in the portal and accepts one.'}
      </Typography>
      {fields.map((field, index) => {
        const option = values[index] ?? field;
        const label = option.name.trim() || `Option ${index + 1}`;
        return (
          <Paper key={field.id} variant="outlined" component="fieldset" aria-label={`Option ${index + 1}`} sx={{ p: 2, m: 0, display: 'grid', gap: 1 }}>
            <FormTextField control={control} name={`options.${index}.name`} label={`Option ${index + 1} name`} required slotProps={{ htmlInput: { maxLength: PROPOSAL_OPTION_NAME_MAX } }} />
            <CheckboxListField control={control} name={`options.${index}.lines`} label={`Lines of ${label}`} options={lineOptions} />
            <OptionFigures figures={figures(option.lines)} />
            <Box>
              <Button color="error" onClick={() => remove(index)}>
                Remove {label}
              </Button>
            </Box>
          </Paper>
        );
      })}
      <Box>
        <Button startIcon={<Add />} variant="outlined" disabled={next === null} onClick={() => next && append(next)}>
          Add Option
        </Button>
      </Box>
    </Box>
  );
}
