import {
  SMTP_PASSWORD_MASK,
  smtpSettingsFormSchema,
  type SmtpSettings,
  type SmtpSettingsForm,
  type SmtpTestRequest,
} from '@/lib/schemas/smtp-schemas';

/** The form's starting values: the stored settings (the password as its mask when one is stored). */
export function smtpFormValues(settings: SmtpSettings): SmtpSettingsForm {
  return { ...settings };
}

/** What Save sends: server, port and username trimmed, the password as typed (the mask keeps the stored one). */
export function smtpUpdateRequest(values: SmtpSettingsForm): SmtpSettingsForm {
  return {
    smtpOverride: values.smtpOverride,
    server: values.server.trim(),
    port: values.port.trim(),
    username: values.username.trim(),
    password: values.password,
  };
}

/** Whether Save would change anything (a setting update is skipped when the value is unchanged). */
export function smtpSettingsChanged(values: SmtpSettingsForm, stored: SmtpSettings): boolean {
  const next = smtpUpdateRequest(values);
  const saved = smtpUpdateRequest(smtpFormValues(stored));
  // The server stores ports without leading zeros.
  const port = (text: string) => (/^\d+$/.test(text) ? String(Number(text)) : text);
  return (
    next.smtpOverride !== saved.smtpOverride ||
    next.server !== saved.server ||
    port(next.port) !== port(saved.port) ||
    next.username !== saved.username ||
    next.password !== saved.password
  );
}

/** Whether the password field still shows the stored password's mask. */
export function isMaskedPassword(password: string): boolean {
  return password === SMTP_PASSWORD_MASK;
}

/**
 * Testing needs SMTP override Yes and valid settings (spec 1 §5); the recipient is checked by its
 * own form. Answers whether the settings allow a test.
 */
export function smtpSettingsTestable(values: SmtpSettingsForm): boolean {
  return values.smtpOverride === 'Yes' && smtpSettingsFormSchema.safeParse(values).success;
}

/** The test request: the settings as on screen (saved or not) and the recipient. */
export function smtpTestRequest(values: SmtpSettingsForm, recipient: string): SmtpTestRequest {
  const settings = smtpUpdateRequest(values);
  return {
    recipient: recipient.trim(),
    server: settings.server,
    port: settings.port,
    username: settings.username,
    password: settings.password,
  };
}
