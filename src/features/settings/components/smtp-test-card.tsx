import { useWatch, type UseFormReturn } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SendIcon from '@mui/icons-material/Send';
import { whileBlocking } from '@/components/blocking-overlay';
import { FormTextField } from '@/components/form-text-field';
import { toast } from '@/components/toasts';
import {
  SMTP_MAX,
  SMTP_TEST_SENT_TITLE,
  SMTP_UNABLE_TO_TEST,
  smtpTestSentMessage,
  type SmtpSettingsForm,
  type SmtpTestForm,
} from '@/lib/schemas/smtp-schemas';
import { useTestSmtp } from '../api/smtp-test';
import { smtpTestRequest } from '../model/smtp-settings-form';
import { SettingsCard } from './settings-card';

export interface SmtpTestCardProps {
  settingsForm: UseFormReturn<SmtpSettingsForm>;
  testForm: UseFormReturn<SmtpTestForm>;
}

/**
 * The test connection card: sends a test email through the settings on screen (saved or not).
 * Testing needs SMTP override Yes, valid settings and a valid recipient (spec 1 §5).
 */
export function SmtpTestCard({ settingsForm, testForm }: SmtpTestCardProps) {
  const testSmtp = useTestSmtp();
  const overrideOn = useWatch({ control: settingsForm.control, name: 'smtpOverride' }) === 'Yes';

  async function handleTest() {
    const [recipientValid, settingsValid] = await Promise.all([testForm.trigger(), settingsForm.trigger()]);
    const settings = settingsForm.getValues();
    if (!recipientValid || !settingsValid || settings.smtpOverride !== 'Yes') {
      toast.warning(SMTP_UNABLE_TO_TEST);
      return;
    }
    const request = smtpTestRequest(settings, testForm.getValues('recipient'));
    try {
      await whileBlocking(testSmtp.mutateAsync(request));
      toast.success(smtpTestSentMessage(request.recipient), SMTP_TEST_SENT_TITLE);
    } catch {
      // The error catalogue has shown the server's reason; the test has no other visible outcome.
    }
  }

  return (
    <SettingsCard
      heading="Test Connection"
      description="Send a test email through the server settings on this page, saved or not, to check that they work."
    >
      {overrideOn ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          Set SMTP Override to Yes to test your email server.
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        aria-label="Test Connection"
        onSubmit={(event) => {
          event.preventDefault();
          void handleTest();
        }}
        sx={{ display: 'grid', gap: 2 }}
      >
        <FormTextField
          control={testForm.control}
          name="recipient"
          label="Recipient Email"
          required
          type="email"
          autoComplete="email"
          slotProps={{ htmlInput: { maxLength: SMTP_MAX.recipient } }}
        />
        <Box>
          <Button type="submit" variant="outlined" startIcon={<SendIcon />} loading={testSmtp.isPending}>
            Send Test Email
          </Button>
        </Box>
      </Box>
    </SettingsCard>
  );
}
