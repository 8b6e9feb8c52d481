import { useId, useState, type FocusEvent, type InputHTMLAttributes } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { FormTextField } from '@/components/form-text-field';
import { FormBox } from '@/components/record-editor/form-box';
import { env } from '@/config/env';
import { SMTP_MAX, type SmtpSettingsForm } from '@/lib/schemas/smtp-schemas';
import { isMaskedPassword } from '../model/smtp-settings-form';
import { SettingsHeading } from './settings-card';
import { SettingsFormButtons } from './settings-form-buttons';

export interface SmtpSettingsFormProps {
  form: UseFormReturn<SmtpSettingsForm>;
  onSubmit: () => void;
  onDiscard: () => void;
  saving: boolean;
}

const nameInput = { spellCheck: false, autoCapitalize: 'none' } as const;

interface ConnectionField {
  name: 'server' | 'port' | 'username';
  label: string;
  placeholder?: string;
  /** Takes the whole row. */
  wide?: boolean;
  htmlInput: InputHTMLAttributes<HTMLInputElement>;
}

/** The server's address, port and username: required with SMTP override, never filled in by the browser. */
const connectionFields: readonly ConnectionField[] = [
  { name: 'server', label: 'Server', placeholder: 'smtp.example.com', htmlInput: { maxLength: SMTP_MAX.server, ...nameInput } },
  { name: 'port', label: 'Port', placeholder: '587', htmlInput: { maxLength: 5, inputMode: 'numeric', pattern: '[0-9]*' } },
  { name: 'username', label: 'Username', wide: true, htmlInput: { maxLength: SMTP_MAX.username, ...nameInput } },
];

/** SMTP override Yes/No and the server, port, username and password it makes required. */
export function SmtpSettingsFormSection({ form, onSubmit, onDiscard, saving }: SmtpSettingsFormProps) {
  const headingId = useId();
  const overrideLabelId = useId();
  const overrideHelpId = useId();
  const [showPassword, setShowPassword] = useState(false);
  const { control, trigger, formState } = form;
  const required = useWatch({ control, name: 'smtpOverride' }) === 'Yes';
  const masked = isMaskedPassword(useWatch({ control, name: 'password' }));

  return (
    <FormBox labelledBy={headingId} onSubmit={() => onSubmit()}>
      <SettingsHeading
        id={headingId}
        heading="SMTP Settings"
        description={`${env.productName} sends your emails through its own mail service unless you choose to use your company's email server (SMTP override). With your own server, customers receive your proposals, invoices and reminders from your own address.`}
      />
      <Controller
        name="smtpOverride"
        control={control}
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={Boolean(fieldState.error)} sx={{ mb: 2 }}>
            <FormLabel component="legend" id={overrideLabelId}>
              SMTP Override
            </FormLabel>
            <RadioGroup
              row
              name={field.name}
              value={field.value}
              aria-labelledby={overrideLabelId}
              aria-describedby={overrideHelpId}
              onChange={(event) => {
                field.onChange(event.target.value);
                // Yes and No change which fields are required: recheck them once errors are showing.
                if (formState.isSubmitted) void trigger();
              }}
            >
              <FormControlLabel value="Yes" control={<Radio slotProps={{ input: { ref: field.ref } }} />} label="Yes" />
              <FormControlLabel value="No" control={<Radio />} label="No" />
            </RadioGroup>
            <FormHelperText id={overrideHelpId}>
              {fieldState.error?.message ?? (required ? 'Emails are sent through the server below.' : `Emails are sent through the ${env.productName} mail service.`)}
            </FormHelperText>
          </FormControl>
        )}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 3fr) minmax(0, 1fr)' } }}>
        {connectionFields.map((field) => (
          <FormTextField
            key={field.name}
            control={control}
            name={field.name}
            label={field.label}
            required={required}
            placeholder={field.placeholder}
            autoComplete="off"
            sx={field.wide ? { gridColumn: '1 / -1' } : undefined}
            slotProps={{ htmlInput: field.htmlInput }}
          />
        ))}
        <FormTextField
          control={control}
          name="password"
          label="Password"
          required={required}
          type={showPassword && !masked ? 'text' : 'password'}
          // Never let the browser offer the user's own sign-in password here.
          autoComplete="new-password"
          helperText={masked ? 'A password is saved. Type a new one to replace it.' : undefined}
          sx={{ gridColumn: '1 / -1' }}
          slotProps={{
            htmlInput: {
              maxLength: SMTP_MAX.password,
              // Typing replaces the saved password's mask instead of adding to it.
              onFocus: (event: FocusEvent<HTMLInputElement>) => {
                if (isMaskedPassword(event.target.value)) event.target.select();
              },
            },
            input: masked
              ? undefined
              : {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        aria-label={showPassword ? 'Hide password' : 'Show password'}
                        onClick={() => setShowPassword((shown) => !shown)}
                        edge="end"
                      >
                        {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
          }}
        />
      </Box>
      <SettingsFormButtons dirty={formState.isDirty} saving={saving} onDiscard={onDiscard} sx={{ mt: 3 }} />
    </FormBox>
  );
}
