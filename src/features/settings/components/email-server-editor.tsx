import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { whileBlocking } from '@/components/blocking-overlay';
import { toast } from '@/components/toasts';
import { useUnsavedChangesWarning } from '@/components/use-unsaved-changes-warning';
import {
  SMTP_NO_CHANGES,
  SMTP_SETTINGS_UPDATED,
  UNABLE_TO_SAVE,
  smtpSettingsFormSchema,
  smtpTestFormSchema,
  type SmtpSettings,
  type SmtpSettingsForm,
  type SmtpTestForm,
} from '@/lib/schemas/smtp-schemas';
import { useUpdateSmtpSettings } from '../api/smtp-settings-update';
import type { SmtpPreset } from '../model/smtp-instructions';
import { smtpFormValues, smtpSettingsChanged, smtpUpdateRequest } from '../model/smtp-settings-form';
import { SettingsColumns } from './settings-columns';
import { SmtpInstructionsCard } from './smtp-instructions-card';
import { SmtpSettingsFormSection } from './smtp-settings-form';
import { SmtpTestCard } from './smtp-test-card';

export interface EmailServerEditorProps {
  settings: SmtpSettings;
}

/** The email server page's content: the settings form, the test card and the instructions. */
export function EmailServerEditor({ settings }: EmailServerEditorProps) {
  const updateSettings = useUpdateSmtpSettings();
  const settingsForm = useForm<SmtpSettingsForm>({
    resolver: zodResolver(smtpSettingsFormSchema),
    defaultValues: smtpFormValues(settings),
  });
  const testForm = useForm<SmtpTestForm>({ resolver: zodResolver(smtpTestFormSchema), defaultValues: { recipient: '' } });
  const { handleSubmit, reset, setValue, formState } = settingsForm;
  const leaveWarning = useUnsavedChangesWarning(formState.isDirty && !updateSettings.isPending);

  const handleSave = handleSubmit(
    async (values) => {
      if (!smtpSettingsChanged(values, settings)) {
        reset(values);
        toast.info(SMTP_NO_CHANGES);
        return;
      }
      try {
        const saved = await whileBlocking(updateSettings.mutateAsync(smtpUpdateRequest(values)));
        reset(smtpFormValues(saved));
        toast.success(SMTP_SETTINGS_UPDATED);
      } catch {
        // The error catalogue has told the user why; the form keeps what they typed.
      }
    },
    () => toast.warning(UNABLE_TO_SAVE),
  );

  function handleUsePreset(preset: SmtpPreset) {
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted } as const;
    setValue('smtpOverride', 'Yes', options);
    setValue('server', preset.server, options);
    setValue('port', preset.port, options);
    toast.info('Server and port filled in. Enter the username and password, then save.');
  }

  return (
    <SettingsColumns large="minmax(0, 1fr) minmax(0, 1fr)">
      <SmtpSettingsFormSection
        form={settingsForm}
        onSubmit={() => void handleSave()}
        onDiscard={() => reset(smtpFormValues(settings))}
        saving={updateSettings.isPending}
      />
      <Stack spacing={3}>
        <SmtpTestCard settingsForm={settingsForm} testForm={testForm} />
        <SmtpInstructionsCard onUsePreset={handleUsePreset} />
      </Stack>
      {leaveWarning}
    </SettingsColumns>
  );
}
