// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SMTP_MESSAGES, SMTP_PASSWORD_MASK, smtpSettingsSchema } from '../../src/lib/schemas/smtp-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { SMTP_TEST_SUBJECT, smtpConnectionFailedText, smtpUnknownHostText } from '../../mocks/handlers/smtp-handlers';
import { get, post, signIn, useMockServer } from './mock-api';

useMockServer();

const valueOf = (code: string): string | undefined => getDb().systemSettings.all().find((setting) => setting.code === code)?.value;

const gmail = { smtpOverride: 'Yes', server: 'smtp.gmail.com', port: '587', username: 'office@northwind-hp.test', password: 'abcd efgh ijkl mnop' };

async function adminToken(): Promise<string> {
  return (await signIn(seededUsernames.admin)).accessToken;
}

describe('SMTP settings', () => {
  it('answers the seeded settings: override off, default port, no password', async () => {
    const answer = smtpSettingsSchema.parse(await (await get('SystemSetting/GetAllSmtp', await adminToken())).json());
    expect(answer).toEqual({ smtpOverride: 'No', server: '', port: '587', username: '', password: '' });
  });

  it('saves trimmed values, stores the password and answers it masked', async () => {
    const token = await adminToken();
    const response = await post('SystemSetting/UpdateSmtp', { ...gmail, server: ' smtp.gmail.com ', port: ' 0465 ' }, token);
    expect(response.status).toBe(200);
    expect(smtpSettingsSchema.parse(await response.json())).toEqual({ ...gmail, port: '465', password: SMTP_PASSWORD_MASK });
    expect(valueOf('SMTP_OVERRIDE')).toBe('Yes');
    expect(valueOf('SMTP_SERVER')).toBe('smtp.gmail.com');
    expect(valueOf('SMTP_PASSWORD')).toBe(gmail.password);
    const read = smtpSettingsSchema.parse(await (await get('SystemSetting/GetAllSmtp', token)).json());
    expect(read.password).toBe(SMTP_PASSWORD_MASK);

    // Sending the mask back keeps the stored password; a new one replaces it.
    await post('SystemSetting/UpdateSmtp', { ...gmail, password: SMTP_PASSWORD_MASK, username: 'billing@northwind-hp.test' }, token);
    expect(valueOf('SMTP_PASSWORD')).toBe(gmail.password);
    expect(valueOf('SMTP_USERNAME')).toBe('billing@northwind-hp.test');
    await post('SystemSetting/UpdateSmtp', { ...gmail, password: 'n3w-app-password' }, token);
    expect(valueOf('SMTP_PASSWORD')).toBe('n3w-app-password');
  });

  it('requires server, port, username and password only while the override is Yes', async () => {
    const token = await adminToken();
    const missing = await post('SystemSetting/UpdateSmtp', { smtpOverride: 'Yes', server: ' ', port: '', username: '', password: '' }, token);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual([
      SMTP_MESSAGES.serverRequired,
      SMTP_MESSAGES.portRequired,
      SMTP_MESSAGES.usernameRequired,
      SMTP_MESSAGES.passwordRequired,
    ]);
    expect(valueOf('SMTP_OVERRIDE')).toBe('No');

    const off = await post('SystemSetting/UpdateSmtp', { smtpOverride: 'No', server: '', port: '', username: '', password: '' }, token);
    expect(off.status).toBe(200);
    expect(valueOf('SMTP_PORT')).toBe('');
  });

  it('takes whole-number ports from 1 to 65535 and Yes or No only', async () => {
    const token = await adminToken();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...gmail, port: '587.5' }, SMTP_MESSAGES.portNotWhole],
      [{ ...gmail, port: '-25' }, SMTP_MESSAGES.portNotWhole],
      [{ ...gmail, port: 'abc' }, SMTP_MESSAGES.portNotWhole],
      [{ ...gmail, smtpOverride: 'No', port: '1e3' }, SMTP_MESSAGES.portNotWhole],
      [{ ...gmail, port: '0' }, SMTP_MESSAGES.portRange],
      [{ ...gmail, port: '65536' }, SMTP_MESSAGES.portRange],
      [{ ...gmail, smtpOverride: 'Maybe' }, SMTP_MESSAGES.overrideRequired],
      [{ ...gmail, server: 'x'.repeat(201) }, SMTP_MESSAGES.serverTooLong],
    ];
    for (const [body, message] of cases) {
      const response = await post('SystemSetting/UpdateSmtp', body, token);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json(), JSON.stringify(body)).toEqual([message]);
    }
    expect(valueOf('SMTP_SERVER')).toBe('');
  });

  it('is for administrators only', async () => {
    const office = (await signIn(seededUsernames.office)).accessToken;
    expect((await get('SystemSetting/GetAllSmtp', office)).status).toBe(403);
    expect((await post('SystemSetting/UpdateSmtp', gmail, office)).status).toBe(403);
    expect((await post('SystemSetting/TestSmtp', { ...gmail, recipient: 'a@b.test' }, office)).status).toBe(403);
    expect((await get('SystemSetting/GetAllSmtp')).status).toBe(401);
    expect(valueOf('SMTP_OVERRIDE')).toBe('No');
  });
});

describe('testing the SMTP connection', () => {
  const test = { recipient: 'dispatch@northwind-hp.test', server: 'smtp.gmail.com', port: '587', username: 'office@northwind-hp.test', password: 'app-password' };

  it('sends a test email that shows in Email History', async () => {
    const token = await adminToken();
    const before = getDb().sentEmails.size;
    const response = await post('SystemSetting/TestSmtp', test, token);
    expect(response.status).toBe(200);
    const sent = getDb().sentEmails.all();
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)).toMatchObject({
      subject: SMTP_TEST_SUBJECT,
      sentByName: 'Avery Admin',
      to: [{ emailAddress: 'dispatch@northwind-hp.test' }],
      from: [{ personName: 'Northwind Heating & Plumbing', emailAddress: 'office@northwind-hp.test' }],
    });
    expect(sent.at(-1)?.body).toContain('smtp.gmail.com');
    // A test never changes the saved settings.
    expect(valueOf('SMTP_SERVER')).toBe('');
  });

  it('uses the stored password when the mask is sent', async () => {
    const token = await adminToken();
    const noneStored = await post('SystemSetting/TestSmtp', { ...test, password: SMTP_PASSWORD_MASK }, token);
    expect(noneStored.status).toBe(400);
    expect(await noneStored.json()).toEqual([SMTP_MESSAGES.passwordRequired]);
    await post('SystemSetting/UpdateSmtp', { ...gmail, password: 'stored-secret' }, token);
    expect((await post('SystemSetting/TestSmtp', { ...test, password: SMTP_PASSWORD_MASK }, token)).status).toBe(200);
  });

  it('validates the recipient and the server fields', async () => {
    const token = await adminToken();
    const sentBefore = getDb().sentEmails.size;
    const empty = await post('SystemSetting/TestSmtp', { recipient: '', server: '', port: '', username: '', password: '' }, token);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual([
      SMTP_MESSAGES.recipientRequired,
      SMTP_MESSAGES.serverRequired,
      SMTP_MESSAGES.portRequired,
      SMTP_MESSAGES.usernameRequired,
      SMTP_MESSAGES.passwordRequired,
    ]);
    const invalid = await post('SystemSetting/TestSmtp', { ...test, recipient: 'dispatch@', port: '58.7' }, token);
    expect(await invalid.json()).toEqual([SMTP_MESSAGES.recipientInvalid, SMTP_MESSAGES.portNotWhole]);
    expect(getDb().sentEmails.size).toBe(sentBefore);
  });

  it('answers 422 with a readable reason when the server cannot be reached', async () => {
    const token = await adminToken();
    const sentBefore = getDb().sentEmails.size;
    const refused = await post('SystemSetting/TestSmtp', { ...test, server: 'fail.example.com', port: '2525' }, token);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toBe(smtpConnectionFailedText('fail.example.com', '2525'));
    const unknown = await post('SystemSetting/TestSmtp', { ...test, server: 'not a host' }, token);
    expect(unknown.status).toBe(422);
    expect(await unknown.text()).toBe(smtpUnknownHostText('not a host'));
    expect(getDb().sentEmails.size).toBe(sentBefore);
  });
});
