import { useId, type ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { FORM_TEXT_MAX, type FormTemplateField } from '@/lib/schemas/form-schemas';
import type { FormDraft } from '../model/form-draft';
import { SignaturePad } from './signature-pad';

export interface FormFieldInputProps {
  field: FormTemplateField;
  control: Control<FormDraft>;
  /** Shown but not answerable (a template's preview). */
  disabled?: boolean;
}

/** Whether a field takes the whole row of the two-column form layout. */
export function isWideField(field: FormTemplateField): boolean {
  return field.fieldType === 'Checklist' || field.fieldType === 'Signature' || (field.fieldType === 'Text' && field.multiline);
}

interface AnswerFieldsetProps {
  field: FormTemplateField;
  error: boolean;
  helper: string | undefined;
  helperId: string;
  disabled: boolean;
  children: ReactNode;
}

/** A Yes/No or checklist answer: its choices under the field's label, the hint or error below. */
function AnswerFieldset({ field, error, helper, helperId, disabled, children }: AnswerFieldsetProps) {
  return (
    <FormControl component="fieldset" required={field.required} error={error} disabled={disabled}>
      <FormLabel component="legend" sx={{ color: 'text.primary' }}>
        {field.label}
      </FormLabel>
      {children}
      {helper ? (
        <FormHelperText id={helperId} sx={{ mx: 0 }}>
          {helper}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}

/**
 * One answer of a form, by field type: text (several lines for long answers), number, Yes/No radio
 * buttons, date, a select list, a checklist of check boxes, or a signature pad.
 */
export function FormFieldInput({ field, control, disabled = false }: FormFieldInputProps) {
  const helperId = useId();
  return (
    <Controller
      name={field.key}
      control={control}
      render={({ field: input, fieldState }) => {
        const message = fieldState.error?.message;
        const helper = message ?? (field.hint || undefined);
        const text = typeof input.value === 'string' ? input.value : '';
        const textFieldProps = {
          name: input.name,
          label: field.label,
          required: field.required,
          value: text,
          onChange: input.onChange,
          onBlur: input.onBlur,
          inputRef: input.ref,
          error: Boolean(message),
          helperText: helper,
          disabled,
          fullWidth: true,
        };
        const fieldsetProps = { field, error: Boolean(message), helper, helperId, disabled };
        switch (field.fieldType) {
          case 'Text':
          case 'Number':
          case 'Date':
            return (
              <TextField
                {...textFieldProps}
                type={field.fieldType === 'Date' ? 'date' : 'text'}
                multiline={field.fieldType === 'Text' && field.multiline}
                minRows={field.fieldType === 'Text' && field.multiline ? 3 : undefined}
                slotProps={{
                  htmlInput: field.fieldType === 'Number' ? { inputMode: 'decimal' } : field.fieldType === 'Text' ? { maxLength: FORM_TEXT_MAX } : {},
                  inputLabel: field.fieldType === 'Date' ? { shrink: true } : undefined,
                }}
              />
            );
          case 'Select':
            return (
              <TextField select {...textFieldProps}>
                {field.required ? null : (
                  <MenuItem value="">
                    <em>None</em>
                  </MenuItem>
                )}
                {field.options.map((option) => (
                  <MenuItem key={option} value={option}>
                    {option}
                  </MenuItem>
                ))}
              </TextField>
            );
          case 'YesNo':
            return (
              <AnswerFieldset {...fieldsetProps}>
                <RadioGroup
                  row
                  name={input.name}
                  value={text}
                  onChange={(event) => input.onChange(event.target.value)}
                  onBlur={input.onBlur}
                  aria-describedby={helper ? helperId : undefined}
                >
                  <FormControlLabel value="Yes" control={<Radio slotProps={{ input: { ref: input.ref } }} />} label="Yes" />
                  <FormControlLabel value="No" control={<Radio />} label="No" />
                </RadioGroup>
              </AnswerFieldset>
            );
          case 'Checklist': {
            const checked = Array.isArray(input.value) ? input.value : [];
            const toggle = (option: string, on: boolean) => {
              const next = on ? [...checked, option] : checked.filter((item) => item !== option);
              input.onChange(field.options.filter((candidate) => next.includes(candidate)));
            };
            return (
              <AnswerFieldset {...fieldsetProps}>
                <FormGroup aria-describedby={helper ? helperId : undefined} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  {field.options.map((option, index) => (
                    <FormControlLabel
                      key={option}
                      label={option}
                      control={
                        <Checkbox
                          name={`${input.name}.${index}`}
                          checked={checked.includes(option)}
                          onChange={(event) => toggle(option, event.target.checked)}
                          onBlur={input.onBlur}
                          slotProps={{ input: { ref: index === 0 ? input.ref : undefined } }}
                        />
                      }
                    />
                  ))}
                </FormGroup>
              </AnswerFieldset>
            );
          }
          case 'Signature':
            return (
              <SignaturePad
                label={field.label}
                value={text}
                onChange={input.onChange}
                onBlur={input.onBlur}
                required={field.required}
                error={message}
                hint={field.hint || undefined}
                focusRef={input.ref}
                disabled={disabled}
              />
            );
        }
      }}
    />
  );
}
