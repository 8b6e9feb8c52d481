import { describe, expect, it } from 'vitest';
import {
  SMTP_MESSAGES,
  SMTP_PASSWORD_MASK,
  smtpSettingsFormSchema,
  smtpTestFormSchema,
  type SmtpSettings,
  type SmtpSettingsForm,
} from '@/lib/schemas/smtp-schemas';
import {
  isMaskedPassword,
  smtpFormValues,
  smtpSettingsChanged,
  smtpSettingsTestable,
  smtpTestRequest,
  smtpUpdateRequest,
} from '@/features/settings/model/smtp-settings-form';
import { smtpServiceInstructions } from '@/features/settings/model/smtp-instructions';

const stored: SmtpSettings = { smtpOverride: 'Yes', server: 'smtp.gmail.com', port: '587', username: 'office@northwind-hp.test', password: SMTP_PASSWORD_MASK };
const empty: SmtpSettingsForm = { smtpOverride: 'No', server: '', port: '', username: '', password: '' };

function messagesFor(values: SmtpSettingsForm): Record<string, string> {
  const result = smtpSettingsFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('SMTP settings validation', () => {
  it('requires server, port, username and password when the override is Yes', () => {
    expect(messagesFor({ ...empty, smtpOverride: 'Yes' })).toEqual({
      server: SMTP_MESSAGES.serverRequired,
      port: SMTP_MESSAGES.portRequired,
      username: SMTP_MESSAGES.usernameRequired,
      password: SMTP_MESSAGES.passwordRequired,
    });
    expect(messagesFor({ ...empty, smtpOverride: 'Yes', server: '  ', username: ' ' })).toMatchObject({
      server: SMTP_MESSAGES.serverRequired,
      username: SMTP_MESSAGES.usernameRequired,
    });
    expect(messagesFor(smtpFormValues(stored))).toEqual({});
  });

  it('removes those requirements when the override is No', () => {
    expect(messagesFor(empty)).toEqual({});
  });

  it('takes a port with no decimals between 1 and 65535, with or without the override', () => {
    for (const port of ['25', '465', '587', '2525', '65535', ' 587 ']) expect(messagesFor({ ...smtpFormValues(stored), port }), port).toEqual({});
    for (const port of ['587.0', '58.7', '-1', '1e3', 'abc', '5 87']) {
      expect(messagesFor({ ...smtpFormValues(stored), port }), port).toEqual({ port: SMTP_MESSAGES.portNotWhole });
      expect(messagesFor({ ...empty, port }), port).toEqual({ port: SMTP_MESSAGES.portNotWhole });
    }
    expect(messagesFor({ ...smtpFormValues(stored), port: '0' })).toEqual({ port: SMTP_MESSAGES.portRange });
    expect(messagesFor({ ...smtpFormValues(stored), port: '65536' })).toEqual({ port: SMTP_MESSAGES.portRange });
  });

  it('requires a valid recipient for a test', () => {
    const recipient = (value: string) => smtpTestFormSchema.safeParse({ recipient: value }).error?.issues[0]?.message ?? null;
    expect(recipient('')).toBe(SMTP_MESSAGES.recipientRequired);
    expect(recipient('   ')).toBe(SMTP_MESSAGES.recipientRequired);
    expect(recipient('dispatch')).toBe(SMTP_MESSAGES.recipientInvalid);
    expect(recipient('dispatch@northwind')).toBe(SMTP_MESSAGES.recipientInvalid);
    expect(recipient(' dispatch@northwind-hp.test ')).toBeNull();
  });
});

describe('change detection', () => {
  it('sees no change for the stored values, surrounding spaces or leading zeros in the port', () => {
    const values = smtpFormValues(stored);
    expect(smtpSettingsChanged(values, stored)).toBe(false);
    expect(smtpSettingsChanged({ ...values, server: ' smtp.gmail.com ', port: '0587' }, stored)).toBe(false);
  });

  it('sees a change of any setting, including a new password', () => {
    const values = smtpFormValues(stored);
    expect(smtpSettingsChanged({ ...values, smtpOverride: 'No' }, stored)).toBe(true);
    expect(smtpSettingsChanged({ ...values, server: 'smtp.office365.com' }, stored)).toBe(true);
    expect(smtpSettingsChanged({ ...values, port: '465' }, stored)).toBe(true);
    expect(smtpSettingsChanged({ ...values, username: 'billing@northwind-hp.test' }, stored)).toBe(true);
    expect(smtpSettingsChanged({ ...values, password: 'new-app-password' }, stored)).toBe(true);
  });
});

describe('requests', () => {
  it('trims server, port and username but sends the password as typed', () => {
    expect(smtpUpdateRequest({ smtpOverride: 'Yes', server: ' smtp.gmail.com ', port: ' 587 ', username: ' a@b.test ', password: ' secret ' })).toEqual({
      smtpOverride: 'Yes',
      server: 'smtp.gmail.com',
      port: '587',
      username: 'a@b.test',
      password: ' secret ',
    });
  });

  it('tests the settings on screen with the recipient, the port as text', () => {
    expect(smtpTestRequest({ ...smtpFormValues(stored), server: ' smtp.office365.com ' }, ' dispatch@northwind-hp.test ')).toEqual({
      recipient: 'dispatch@northwind-hp.test',
      server: 'smtp.office365.com',
      port: '587',
      username: 'office@northwind-hp.test',
      password: SMTP_PASSWORD_MASK,
    });
  });

  it('allows a test only with the override on and valid settings', () => {
    expect(smtpSettingsTestable(smtpFormValues(stored))).toBe(true);
    expect(smtpSettingsTestable({ ...smtpFormValues(stored), smtpOverride: 'No' })).toBe(false);
    expect(smtpSettingsTestable({ ...smtpFormValues(stored), port: '58.7' })).toBe(false);
    expect(smtpSettingsTestable({ ...empty, smtpOverride: 'Yes' })).toBe(false);
  });

  it('recognises the mask of a stored password', () => {
    expect(isMaskedPassword(SMTP_PASSWORD_MASK)).toBe(true);
    expect(isMaskedPassword('')).toBe(false);
    expect(isMaskedPassword('secret')).toBe(false);
  });
});

describe('setup instructions', () => {
  it('cover two mail services with presets that pass validation', () => {
    expect(smtpServiceInstructions.map((service) => service.title)).toEqual(['Gmail and Google Workspace', 'Microsoft 365 and Outlook']);
    for (const service of smtpServiceInstructions) {
      expect(messagesFor({ smtpOverride: 'Yes', ...service.preset, username: 'a@b.test', password: 'x' })).toEqual({});
    }
  });
});
