import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useSmtpSettings } from '../api/smtp-settings-get';
import { EmailServerEditor } from './email-server-editor';

/** settings/email-server (administrators): SMTP override, the test connection card and set-up instructions. */
export default function EmailServerPage() {
  const settings = useSmtpSettings();
  if (settings.isError) return <Alert severity="error">The email server settings could not be loaded. Please try again.</Alert>;
  if (!settings.data) return <CircularProgress aria-label="Loading email server settings" />;
  return <EmailServerEditor settings={settings.data} />;
}
