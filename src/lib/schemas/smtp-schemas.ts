import { z } from 'zod';
import { trimmedTextSchema } from './editor-schemas';

/**
 * The outgoing email server (SMTP) settings. Values travel as text, as system settings do
 * (`SMTP_OVERRIDE` Yes/No, `SMTP_SERVER`, `SMTP_PORT`, `SMTP_USERNAME`, `SMTP_PASSWORD`).
 */
export const smtpOverrideValues = ['Yes', 'No'] as const;
export type SmtpOverride = (typeof smtpOverrideValues)[number];

/**
 * What `GetAllSmtp` answers in place of a stored password: the password itself never leaves the
 * server. Sending the mask back (update or test) means "keep the stored password".
 */
export const SMTP_PASSWORD_MASK = '********';

export const SMTP_MAX = {
  server: 200,
  username: 200,
  password: 200,
  recipient: 200,
} as const;

export const SMTP_PORT_MAX = 65535;

export const SMTP_MESSAGES = {
  overrideRequired: 'Please choose whether to use your own email server.',
  serverRequired: 'Please enter the SMTP server.',
  serverTooLong: `The SMTP server cannot be longer than ${SMTP_MAX.server} characters.`,
  portRequired: 'Please enter the SMTP port.',
  portNotWhole: 'The port must be a whole number.',
  portRange: `The port must be between 1 and ${SMTP_PORT_MAX}.`,
  usernameRequired: 'Please enter the SMTP username.',
  usernameTooLong: `The SMTP username cannot be longer than ${SMTP_MAX.username} characters.`,
  passwordRequired: 'Please enter the SMTP password.',
  passwordTooLong: `The SMTP password cannot be longer than ${SMTP_MAX.password} characters.`,
  recipientRequired: 'Please enter the recipient email address.',
  recipientInvalid: 'Please enter a valid email address.',
  recipientTooLong: `The recipient email address cannot be longer than ${SMTP_MAX.recipient} characters.`,
} as const;

/** Screen messages (spec 1 §8). */
export const SMTP_SETTINGS_UPDATED = 'Email/SMTP settings updated.';
export const SMTP_NO_CHANGES = 'No changes were detected.';
export { UNABLE_TO_SAVE } from '../form-messages';
export const SMTP_UNABLE_TO_TEST = 'Unable to test, please review the form for errors.';
export const SMTP_TEST_SENT_TITLE = 'Test Email Sent';
export const smtpTestSentMessage = (recipient: string) =>
  `A test email was sent to ${recipient}. Check the recipient's mailbox to confirm it arrived (look in the spam or junk folder too).`;

/** `GET SystemSetting/GetAllSmtp`: the settings, the password masked. */
export const smtpSettingsSchema = z.object({
  smtpOverride: z.enum(smtpOverrideValues),
  server: z.string(),
  /** Text, digits only when set. */
  port: z.string(),
  username: z.string(),
  /** `SMTP_PASSWORD_MASK` when a password is stored, else empty. */
  password: z.string(),
});
export type SmtpSettings = z.infer<typeof smtpSettingsSchema>;

function isWholeNumber(text: string): boolean {
  return /^\d+$/.test(text);
}

function portProblem(port: string): string | null {
  if (!isWholeNumber(port)) return SMTP_MESSAGES.portNotWhole;
  const value = Number(port);
  return value >= 1 && value <= SMTP_PORT_MAX ? null : SMTP_MESSAGES.portRange;
}

/**
 * The settings form and `POST SystemSetting/UpdateSmtp`: with override Yes the server, port,
 * username and password are required; with No they are not (spec 1 §4). A port, when given, is a
 * whole number from 1 to 65535 (spec 1 §5: numeric with 0 decimals). Server and username are
 * trimmed before checking; the password is taken as typed.
 */
export const smtpSettingsFormSchema = z
  .object({
    smtpOverride: z.enum(smtpOverrideValues, SMTP_MESSAGES.overrideRequired),
    server: trimmedTextSchema(SMTP_MAX.server, { tooLong: SMTP_MESSAGES.serverTooLong }),
    port: z.string(),
    username: trimmedTextSchema(SMTP_MAX.username, { tooLong: SMTP_MESSAGES.usernameTooLong }),
    password: z.string().max(SMTP_MAX.password, SMTP_MESSAGES.passwordTooLong),
  })
  .superRefine((value, context) => {
    const required = value.smtpOverride === 'Yes';
    if (required && value.server.trim() === '') context.addIssue({ code: 'custom', path: ['server'], message: SMTP_MESSAGES.serverRequired });
    const port = value.port.trim();
    if (port === '') {
      if (required) context.addIssue({ code: 'custom', path: ['port'], message: SMTP_MESSAGES.portRequired });
    } else {
      const problem = portProblem(port);
      if (problem) context.addIssue({ code: 'custom', path: ['port'], message: problem });
    }
    if (required && value.username.trim() === '') context.addIssue({ code: 'custom', path: ['username'], message: SMTP_MESSAGES.usernameRequired });
    if (required && value.password === '') context.addIssue({ code: 'custom', path: ['password'], message: SMTP_MESSAGES.passwordRequired });
  });
export type SmtpSettingsForm = z.infer<typeof smtpSettingsFormSchema>;

const isEmail = z.email();

/** The test connection card's recipient: required and a valid email (spec 1 §5). */
export const smtpRecipientSchema = z
  .string()
  .superRefine((value, context) => {
    const trimmed = value.trim();
    if (trimmed === '') context.addIssue({ code: 'custom', message: SMTP_MESSAGES.recipientRequired });
    else if (trimmed.length > SMTP_MAX.recipient) context.addIssue({ code: 'custom', message: SMTP_MESSAGES.recipientTooLong });
    else if (!isEmail.safeParse(trimmed).success) context.addIssue({ code: 'custom', message: SMTP_MESSAGES.recipientInvalid });
  });

export const smtpTestFormSchema = z.object({ recipient: smtpRecipientSchema });
export type SmtpTestForm = z.infer<typeof smtpTestFormSchema>;

/**
 * `POST SystemSetting/TestSmtp` (spec 1 §3: recipient, server, port as text, username, password):
 * every server field is required here, since a test always goes through the given server.
 */
export const smtpTestRequestSchema = z
  .object({ recipient: smtpRecipientSchema, ...smtpSettingsSchema.omit({ smtpOverride: true }).shape })
  .superRefine((value, context) => {
    const settings = smtpSettingsFormSchema.safeParse({ ...value, smtpOverride: 'Yes' });
    if (!settings.success) for (const issue of settings.error.issues) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type SmtpTestRequest = z.infer<typeof smtpTestRequestSchema>;
