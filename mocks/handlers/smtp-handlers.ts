import type { RequestHandler } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import {
  SMTP_PASSWORD_MASK,
  smtpSettingsFormSchema,
  smtpTestRequestSchema,
  type SmtpSettings,
  type SmtpSettingsForm,
} from '../../src/lib/schemas/smtp-schemas';
import { recordSentEmail } from '../db/outbox';
import type { MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import type { SystemSetting } from '../db/types';
import { clientError, readJson, validationError } from './handler-utils';
import { route } from './route';

/** The system settings (category EMAIL) that hold the SMTP settings. */
export const SMTP_SETTING_CODES = {
  override: 'SMTP_OVERRIDE',
  server: 'SMTP_SERVER',
  port: 'SMTP_PORT',
  username: 'SMTP_USERNAME',
  password: 'SMTP_PASSWORD',
} as const;

type SmtpField = keyof typeof SMTP_SETTING_CODES;

const settingDefaults: Record<SmtpField, Omit<SystemSetting, 'value'>> = {
  override: {
    code: SMTP_SETTING_CODES.override,
    name: 'SMTP override',
    description: 'Send email through your own mail server instead of the built-in one.',
    category: 'EMAIL',
    editorType: 'YES_NO',
  },
  server: { code: SMTP_SETTING_CODES.server, name: 'SMTP server', description: 'Host name of the outgoing mail server.', category: 'EMAIL', editorType: 'TEXTAREA' },
  port: { code: SMTP_SETTING_CODES.port, name: 'SMTP port', description: 'Port of the outgoing mail server.', category: 'EMAIL', editorType: 'INPUT_NUMBER' },
  username: {
    code: SMTP_SETTING_CODES.username,
    name: 'SMTP username',
    description: 'User name for the outgoing mail server.',
    category: 'EMAIL',
    editorType: 'TEXTAREA',
  },
  password: {
    code: SMTP_SETTING_CODES.password,
    name: 'SMTP password',
    description: 'Password for the outgoing mail server.',
    category: 'EMAIL',
    editorType: 'TEXTAREA',
  },
};

/**
 * Server names the simulated mail service cannot reach: the test answers 422 for them. Any other
 * plausible host name (letters, digits, hyphens, at least one dot) connects and delivers.
 */
export const UNREACHABLE_SMTP_SERVERS = ['fail.example.com'] as const;

export const smtpConnectionFailedText = (server: string, port: string): string =>
  `Unable to connect to the email server ${server} on port ${port}. Check the server name, port, username and password, then try again.`;
export const smtpUnknownHostText = (server: string): string =>
  `The email server ${server} could not be found. Check the server name, then try again.`;

export const SMTP_TEST_SUBJECT = 'Fieldline test email';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function settingValue(db: MockDb, field: SmtpField): string {
  return db.systemSettings.get(SMTP_SETTING_CODES[field])?.value ?? '';
}

function storeSetting(db: MockDb, field: SmtpField, value: string): void {
  const existing = db.systemSettings.get(SMTP_SETTING_CODES[field]);
  db.systemSettings.put(existing ? { ...existing, value } : { ...settingDefaults[field], value });
}

/** The SMTP settings as the API answers them: the password never leaves the server. */
export function smtpSettingsAnswer(db: MockDb): SmtpSettings {
  return {
    smtpOverride: settingValue(db, 'override') === 'Yes' ? 'Yes' : 'No',
    server: settingValue(db, 'server'),
    port: settingValue(db, 'port'),
    username: settingValue(db, 'username'),
    password: settingValue(db, 'password') === '' ? '' : SMTP_PASSWORD_MASK,
  };
}

/** The password a request means: the mask stands for the stored one (none stored: no password). */
function effectivePassword(db: MockDb, sent: unknown): unknown {
  return sent === SMTP_PASSWORD_MASK ? settingValue(db, 'password') : sent;
}

function issueMessages(issues: readonly { message: string }[]): string[] {
  return [...new Set(issues.map((issue) => issue.message))];
}

function normalizedPort(port: string): string {
  const trimmed = port.trim();
  return trimmed === '' ? '' : String(Number(trimmed));
}

const getAllSmtp = route('get', endpoints.systemSettingGroups.getAllSmtp, { allow: 'ADMINISTRATOR' }, () => smtpSettingsAnswer(getDb()));

/** Saves the settings; a setting whose value is unchanged is skipped (spec 1 §4). Answers the settings. */
const updateSmtp = route('post', endpoints.systemSettingGroups.updateSmtp, { allow: 'ADMINISTRATOR' }, async ({ request }) => {
  const body = await readJson(request);
  const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const parsed = smtpSettingsFormSchema.safeParse({
    smtpOverride: record.smtpOverride,
    server: record.server ?? '',
    port: record.port ?? '',
    username: record.username ?? '',
    password: effectivePassword(getDb(), record.password ?? ''),
  });
  if (!parsed.success) return validationError(issueMessages(parsed.error.issues));
  const settings: SmtpSettingsForm = parsed.data;
  const db = getDb();
  const values: Record<SmtpField, string> = {
    override: settings.smtpOverride,
    server: settings.server.trim(),
    port: normalizedPort(settings.port),
    username: settings.username.trim(),
    password: settings.password,
  };
  for (const field of Object.keys(values) as SmtpField[]) {
    if (settingValue(db, field) !== values[field]) storeSetting(db, field, values[field]);
  }
  return smtpSettingsAnswer(db);
});

/**
 * "Connects" to the given server and sends a test email to the recipient. The simulation refuses
 * names that are not host names and the servers in `UNREACHABLE_SMTP_SERVERS` (422); otherwise the
 * email is recorded in Email History.
 */
const testSmtp = route('post', endpoints.systemSettingGroups.testSmtp, { allow: 'ADMINISTRATOR' }, async ({ request, user }) => {
  const body = await readJson(request);
  const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const parsed = smtpTestRequestSchema.safeParse({
    recipient: record.recipient ?? '',
    server: record.server ?? '',
    port: typeof record.port === 'number' ? String(record.port) : (record.port ?? ''),
    username: record.username ?? '',
    password: effectivePassword(getDb(), record.password ?? ''),
  });
  if (!parsed.success) return validationError(issueMessages(parsed.error.issues));
  const test = parsed.data;
  const server = test.server.trim().toLowerCase();
  const port = normalizedPort(test.port);
  if (!/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/.test(server)) {
    return clientError(smtpUnknownHostText(test.server.trim()));
  }
  if ((UNREACHABLE_SMTP_SERVERS as readonly string[]).includes(server)) return clientError(smtpConnectionFailedText(server, port));
  const recipient = test.recipient.trim();
  const username = test.username.trim();
  const db = getDb();
  const company = db.companyInfo.get().companyName || 'Fieldline';
  const senderAddress = username.includes('@') ? username : db.companyInfo.get().email;
  recordSentEmail(db, {
      subject: SMTP_TEST_SUBJECT,
      sentByName: `${user.firstName} ${user.lastName}`,
      from: [{ personName: company, emailAddress: senderAddress }],
      to: [{ personName: '', emailAddress: recipient }],
      body:
        `<p>This is a test email from Fieldline for ${escapeHtml(company)}.</p>` +
        `<p>It was sent through the email server <strong>${escapeHtml(server)}</strong> on port <strong>${escapeHtml(port)}</strong> ` +
        `as <strong>${escapeHtml(username)}</strong>. If you are reading this, your email server settings work.</p>`,
  });
  return {};
});

/** Mock handlers for the smtp calls. */
export const smtpHandlers: RequestHandler[] = [getAllSmtp, updateSmtp, testSmtp];
