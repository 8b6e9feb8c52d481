// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appointmentMessages } from '../../src/lib/schemas/appointment-schemas';
import { intakeMessages, type IntakeCreateRequest } from '../../src/lib/schemas/intake-schemas';
import { SYSTEM_SETTING_MESSAGES } from '../../src/lib/schemas/settings-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { personnelContexts } from '../../mocks/db/seed-personnel';
import { picklistContext } from '../../mocks/db/seed-picklists';
import { getDb } from '../../mocks/db/store';
import { SCHEDULE_DATE_MESSAGE } from '../../mocks/handlers/schedule-handlers';
import { positionText } from '../../mocks/handlers/user-preference-handlers';
import { DEFAULT_BODY_LIMIT_BYTES, LOG_ENTRY_LIMIT_BYTES } from '../../mocks/lib/body-limits';
import { API, post, signIn, useMockServer } from './mock-api';

useMockServer();

/**
 * The mock checks what the real API checks (issue 12 item 6): dates strictly, numbers in the ranges
 * the screens allow, body sizes. Each rejection is the 400 (or 413) array of messages the error
 * catalogue shows in its modal.
 */

function newIntake(dateTime: string): IntakeCreateRequest {
  const customer = getDb().customers.all().find((candidate) => candidate.active && candidate.customerType === 'Person' && candidate.addresses.length > 0)!;
  return {
    dateTime,
    status: 'Pending',
    description: 'Furnace makes a banging noise',
    notes: '',
    intakeTypeContext: picklistContext('IntakeType', 'Service Call'),
    intakeSourceContext: null,
    adSourceContext: null,
    assignedToContext: personnelContexts.office,
    needsCallback: false,
    customerContext: customer.context,
    serviceAddressContext: customer.addresses[0]!.context,
  };
}

const impossibleDateTimes = [
  '2026-02-30T10:00:00.000Z',
  '2027-02-29T10:00:00Z',
  '2026-04-31T10:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '275760-09-13T00:00:00.000Z',
  '1899-12-31T23:59:59Z',
  '2026-03-02T24:00:00Z',
  '2026-03-02T10:60:00Z',
  '2026-03-02T10:00:60Z',
  '2026-03-02T10:00:00',
  '2026-03-02T10:00:00+15:00',
  '2026-03-02',
  'March 2, 2026 10:00',
  '2026-3-2T10:00:00Z',
  '  2026-03-02T10:00:00Z',
  '0',
];

describe('dates are strict ISO dates (no rolling over, no year 275760)', () => {
  it.each(impossibleDateTimes)('Intake/Create refuses %j with the date message and stores nothing', async (dateTime) => {
    const { accessToken } = await signIn(seededUsernames.office);
    const before = getDb().intakes.size;
    const response = await post('Intake/Create', newIntake(dateTime), accessToken);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual([intakeMessages.dateTimeInvalid]);
    expect(getDb().intakes.size).toBe(before);
  });

  it('Intake/Create takes real date-times with a zone and stores the moment', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    for (const [sent, stored] of [
      ['2028-02-29T23:30:00.000Z', '2028-02-29T23:30:00.000Z'],
      ['2026-03-02T10:00-08:00', '2026-03-02T18:00:00.000Z'],
      ['2026-03-02T10:00:05.500+05:30', '2026-03-02T04:30:05.500Z'],
    ] as const) {
      const response = await post('Intake/Create', newIntake(sent), accessToken);
      expect(response.status, sent).toBe(200);
      expect(((await response.json()) as { dateTime: string }).dateTime).toBe(stored);
    }
  });

  it('Appointment/Create refuses February 30 and year 275760', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const intake = getDb().intakes.all().find((candidate) => candidate.status === 'Pending')!;
    const body = {
      title: 'Estimate',
      description: '',
      appointmentType: 'Estimate',
      allDay: false,
      intakeContext: intake.context,
      jobContext: null,
      customerContext: null,
      addressContext: null,
      participantContexts: [],
    };
    const february = await post('Appointment/Create', { ...body, startDate: '2030-02-30T16:00:00.000Z', endDate: '2030-03-01T17:00:00.000Z' }, accessToken);
    expect(february.status).toBe(400);
    expect(await february.json()).toEqual([appointmentMessages.startInvalid]);
    const far = await post('Appointment/Create', { ...body, startDate: '2030-06-12T16:00:00.000Z', endDate: '+275760-09-13T00:00:00.000Z' }, accessToken);
    expect(far.status).toBe(400);
    expect(await far.json()).toEqual([appointmentMessages.endInvalid]);
  });

  it('Schedule/GetDailySchedule refuses a day that does not exist', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    for (const date of ['2026-02-30', '2026-13-01', '275760-01-01']) {
      const response = await post('Schedule/GetDailySchedule', { date, assignedTo: [] }, accessToken);
      expect(response.status, date).toBe(400);
      expect(await response.json()).toEqual([`date: ${SCHEDULE_DATE_MESSAGE}`]);
    }
    expect((await post('Schedule/GetDailySchedule', { date: '2028-02-29', assignedTo: [] }, accessToken)).status).toBe(200);
  });
});

describe('numbers have the ranges the screens allow', () => {
  it('an INPUT_NUMBER setting refuses digits that would be stored as 1e+308', async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    const setting = getDb().systemSettings.get('INVOICE_DUE_DAYS')!;
    for (const value of [`1${'0'.repeat(308)}`, '1000000']) {
      const response = await post('SystemSetting/Update', { code: setting.code, value }, accessToken);
      expect(response.status, value).toBe(400);
      expect(await response.json()).toEqual([SYSTEM_SETTING_MESSAGES.numberTooLarge(setting.name)]);
    }
    expect(getDb().systemSettings.get('INVOICE_DUE_DAYS')?.value).toBe(setting.value);
    expect((await post('SystemSetting/Update', { code: setting.code, value: '999999' }, accessToken)).status).toBe(200);
  });

  it('a dashboard position is an order number from 1 to 99', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    for (const value of ['1e+308', '0', '100', '-1', '1.5']) {
      const response = await post('UserPreference/UpdateBatch', [{ key: 'CUST_DASH_POS', value }], accessToken);
      expect(response.status, value).toBe(400);
      expect(await response.json()).toEqual([positionText('Recent Customers position')]);
    }
  });

  it('a time zone offset beyond ±14 hours is read as UTC, not as 1e+308 minutes', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const utc = await post('Schedule/GetDailySchedule', { date: '2030-06-12', assignedTo: [] }, accessToken, { ClientTimezoneOffset: '0' });
    const huge = await post('Schedule/GetDailySchedule', { date: '2030-06-12', assignedTo: [] }, accessToken, { ClientTimezoneOffset: '1e308' });
    expect(huge.status).toBe(200);
    expect(await huge.json()).toEqual(await utc.json());
  });
});

describe('request bodies are limited', () => {
  it('answers 413 with a message for a body over 1 MB, before the token is even checked', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const before = getDb().intakes.size;
    const body = { ...newIntake('2026-03-02T10:00:00.000Z'), notes: 'x'.repeat(DEFAULT_BODY_LIMIT_BYTES) };
    const response = await post('Intake/Create', body, accessToken);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(['The request is too large: at most 1 MB can be sent.']);
    expect((await post('Intake/Create', body)).status).toBe(413);
    expect(getDb().intakes.size).toBe(before);
  });

  it('keeps error log entries to 16 KB', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const response = await post('Logger/LogError', { message: 'Boom', stack: 'at x\n'.repeat(LOG_ENTRY_LIMIT_BYTES / 5) }, accessToken);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(['An error report cannot be larger than 16 KB.']);
    expect(getDb().errorLogs.size).toBe(0);
    expect((await post('Logger/LogError', { message: 'Boom', stack: 'at x\n'.repeat(1000) }, accessToken)).status).toBe(200);
  });

  it('lets an upload through up to its own limit (a 2 MB logo is not refused for its size)', async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    const png = new Uint8Array(2 * 1024 * 1024);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const form = new FormData();
    form.append('file', new File([png], 'logo.png', { type: 'image/png' }));
    const response = await fetch(`${API}CompanyInformation/SaveLogo`, { method: 'POST', headers: { Authorization: `Bearer ${accessToken}` }, body: form });
    expect(response.status).toBe(200);
  });
});
