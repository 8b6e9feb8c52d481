// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appointmentMessages, APPOINTMENT_NOT_FOUND_TEXT, type AppointmentCreateRequest } from '../../src/lib/schemas/appointment-schemas';
import { appointmentSchema } from '../../src/lib/schemas/dashboard-schemas';
import { appointmentSummary } from '../../mocks/handlers/appointment-handlers';
import { seededUsernames } from '../../mocks/db/seed';
import { personnelContexts } from '../../mocks/db/seed-personnel';
import { getDb } from '../../mocks/db/store';
import { API, get, post, signIn, useMockServer } from './mock-api';

useMockServer();

const HOUR = 3_600_000;
const appointmentList = appointmentSchema.array();

function remove(path: string, token: string): Promise<Response> {
  return fetch(`${API}${path}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
}

function pendingIntake() {
  const intake = getDb().intakes.all().find((candidate) => candidate.status === 'Pending' && !getDb().appointments.all().some((item) => item.intakeContext === candidate.context));
  if (!intake) throw new Error('the seed has no pending intake without appointments');
  return intake;
}

function intakeWithAppointments() {
  const db = getDb();
  const intake = db.intakes.all().find((candidate) => db.appointments.all().filter((item) => item.intakeContext === candidate.context).length > 0);
  if (!intake) throw new Error('the seed has no intake with appointments');
  return intake;
}

function createBody(overrides: Partial<AppointmentCreateRequest> = {}): AppointmentCreateRequest {
  const start = new Date(Date.UTC(2030, 5, 12, 16, 0));
  return {
    title: 'Roof leak estimate',
    description: 'Bring the ladder.',
    appointmentType: 'Estimate',
    allDay: false,
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + HOUR).toISOString(),
    intakeContext: pendingIntake().context,
    jobContext: null,
    customerContext: null,
    addressContext: null,
    participantContexts: [personnelContexts.tech],
    ...overrides,
  };
}

describe('GET Appointment/GetAllByIntakeContext and GetAllByJobContext', () => {
  it('answers the intake record\u2019s appointments in the appointment shape, earliest first', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const intake = intakeWithAppointments();
    const response = await get(`Appointment/GetAllByIntakeContext?context=${intake.context}`, accessToken);
    expect(response.status).toBe(200);
    const list = appointmentList.parse(await response.json());
    const expected = getDb().appointments.all().filter((item) => item.intakeContext === intake.context);
    expect(list.map((item) => item.context).sort()).toEqual(expected.map((item) => item.context).sort());
    expect(list.map((item) => item.startDate)).toEqual([...list.map((item) => item.startDate)].sort());
    expect(list[0]!.intakeIdentifier).toEqual({ context: intake.context });
    expect(list[0]!.customer?.context).toBe(intake.customerContext);
  });

  it('answers a job\u2019s appointments, and with series=true those of its whole recurrence chain', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const db = getDb();
    const job = db.jobs.all().find((candidate) => candidate.chainId !== null && db.appointments.all().some((item) => item.jobContext === candidate.context))!;
    const own = appointmentList.parse(await (await get(`Appointment/GetAllByJobContext?context=${job.context}`, accessToken)).json());
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((item) => item.job?.context === job.context)).toBe(true);
    const series = appointmentList.parse(await (await get(`Appointment/GetAllByJobContext?context=${job.context}&series=true`, accessToken)).json());
    const chainJobs = db.jobs.all().filter((candidate) => candidate.chainId === job.chainId).map((candidate) => candidate.context);
    expect(chainJobs.length).toBeGreaterThan(1);
    expect(series.length).toBe(db.appointments.all().filter((item) => item.jobContext && chainJobs.includes(item.jobContext)).length);
    expect(series.length).toBeGreaterThan(own.length);
    expect(series.every((item) => item.chainId === job.chainId)).toBe(true);
    expect(series[0]!.recurrenceRule?.displayText).toBeTruthy();
  });

  it('needs a context, a known owner and schedule read', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const missing = await get('Appointment/GetAllByIntakeContext', accessToken);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual([appointmentMessages.ownerContextRequired]);
    expect((await get('Appointment/GetAllByIntakeContext?context=nope', accessToken)).status).toBe(404);
    expect((await get('Appointment/GetAllByJobContext?context=nope', accessToken)).status).toBe(404);
    expect((await get('Appointment/GetAllByIntakeContext?context=x')).status).toBe(401);
    const office = getDb().users.first('username', seededUsernames.office)!;
    getDb().users.update(office.id, { permissions: office.permissions.filter((code) => code !== 'SCHED_R') });
    expect((await get(`Appointment/GetAllByIntakeContext?context=${intakeWithAppointments().context}`, accessToken)).status).toBe(403);
  });

  it('GetByContext answers one appointment or 404', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const stored = getDb().appointments.all()[0]!;
    const response = await get(`Appointment/GetByContext?context=${stored.context}`, accessToken);
    expect(appointmentSchema.parse(await response.json())).toMatchObject({ context: stored.context, title: stored.title });
    const missing = await get('Appointment/GetByContext?context=nope', accessToken);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: APPOINTMENT_NOT_FOUND_TEXT });
  });
});

describe('POST Appointment/Create', () => {
  it('schedules an intake appointment with the intake\u2019s customer and service address, and a Pending intake becomes Scheduled', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const intake = pendingIntake();
    const version = intake.version;
    const body = createBody({ intakeContext: intake.context });
    const response = await post('Appointment/Create', body, accessToken, { ClientTimezoneOffset: '420' });
    expect(response.status).toBe(200);
    const saved = appointmentSchema.parse(await response.json());
    expect(saved).toMatchObject({
      title: 'Roof leak estimate',
      description: 'Bring the ladder.',
      appointmentType: { text: 'Estimate' },
      allDay: false,
      startDate: body.startDate,
      endDate: body.endDate,
      chainId: null,
      job: null,
      intakeIdentifier: { context: intake.context },
      customer: { context: intake.customerContext },
      participants: [{ context: personnelContexts.tech, name: 'Theo Tech' }],
      workOrders: [],
    });
    expect(saved.address?.context).toBe(intake.serviceAddressContext);

    const stored = getDb().intakes.all().find((candidate) => candidate.context === intake.context)!;
    expect(stored.status).toBe('Scheduled');
    expect(stored.version).toBe(version + 1);
    const history = getDb().intakeHistory.all().filter((entry) => entry.intakeContext === intake.context);
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'Status', oldValue: 'Pending', newValue: 'Scheduled', userName: 'Olivia Office' }),
        // 16:00 UTC is 9:00 AM seven hours behind UTC.
        expect.objectContaining({ field: 'Appointment', oldValue: '', newValue: 'Estimate 06/12/2030 9:00 AM \u2013 10:00 AM: Roof leak estimate' }),
      ]),
    );

    const list = appointmentList.parse(await (await get(`Appointment/GetAllByIntakeContext?context=${intake.context}`, accessToken)).json());
    expect(list.map((item) => item.context)).toContain(saved.context);
  });

  it('leaves an intake that is not Pending at its status and only records the appointment', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const intake = getDb().intakes.all().find((candidate) => candidate.status === 'Complete')!;
    const response = await post('Appointment/Create', createBody({ intakeContext: intake.context, appointmentType: 'Visit' }), accessToken);
    expect(response.status).toBe(200);
    expect(getDb().intakes.all().find((candidate) => candidate.context === intake.context)!.status).toBe('Complete');
    const fields = getDb().intakeHistory.all().filter((entry) => entry.intakeContext === intake.context && Date.now() - Date.parse(entry.dateTime) < 60_000).map((entry) => entry.field);
    expect(fields).toEqual(['Appointment']);
  });

  it('schedules a job appointment with the job\u2019s service customer and address', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const job = getDb().jobs.all().find((candidate) => candidate.serviceAddressContext !== null)!;
    const response = await post('Appointment/Create', createBody({ intakeContext: null, jobContext: job.context, appointmentType: 'Job', allDay: true, startDate: '2030-06-12T07:00:00.000Z', endDate: '2030-06-13T07:00:00.000Z' }), accessToken);
    expect(response.status).toBe(200);
    const saved = appointmentSchema.parse(await response.json());
    expect(saved).toMatchObject({ allDay: true, job: { context: job.context, name: job.name }, customer: { context: job.serviceCustomerContext }, intakeIdentifier: null });
    expect(saved.address?.context).toBe(job.serviceAddressContext);
    expect(saved.job?.jobStatus.text).not.toBe('');
  });

  it('validates the body with the editor\u2019s messages', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const before = getDb().appointments.size;
    const start = '2030-06-12T16:00:00.000Z';
    const cases: [Partial<AppointmentCreateRequest>, string[]][] = [
      [{ title: '   ' }, [appointmentMessages.titleRequired]],
      [{ title: 'x'.repeat(201) }, [appointmentMessages.titleTooLong]],
      [{ description: 'x'.repeat(2001) }, [appointmentMessages.descriptionTooLong]],
      [{ startDate: start, endDate: start }, [appointmentMessages.endBeforeStart]],
      [{ startDate: 'tomorrow' }, [appointmentMessages.startInvalid]],
      [{ intakeContext: null }, [appointmentMessages.ownerRequired]],
      [{ jobContext: getDb().jobs.all()[0]!.context }, [appointmentMessages.ownerConflict]],
      [{ appointmentType: 'Job' }, [appointmentMessages.intakeType]],
      [{ participantContexts: [personnelContexts.tech, personnelContexts.tech] }, [appointmentMessages.duplicateParticipant]],
      [{ participantContexts: ['nobody'] }, [appointmentMessages.participantNotFound]],
      [{ participantContexts: [personnelContexts.locked] }, [appointmentMessages.participantInactive]],
      [{ intakeContext: 'nope' }, [appointmentMessages.intakeNotFound]],
      [{ customerContext: getDb().customers.all()[0]!.context, addressContext: 'elsewhere' }, [appointmentMessages.addressNotFound]],
    ];
    for (const [overrides, messages] of cases) {
      const response = await post('Appointment/Create', createBody(overrides), accessToken);
      expect(response.status, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      expect(await response.json()).toEqual(messages);
    }
    const nonsense = await post('Appointment/Create', { title: 'x' }, accessToken);
    expect(nonsense.status).toBe(400);
    expect(getDb().appointments.size).toBe(before);
    expect(pendingIntake().status).toBe('Pending');
  });

  it('needs schedule create', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const response = await post('Appointment/Create', createBody(), accessToken);
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('Forbidden: requires SCHED_C');
  });
});

describe('POST Appointment/Update and DELETE Appointment/Delete', () => {
  async function created(token: string) {
    const intake = pendingIntake();
    const response = await post('Appointment/Create', createBody({ intakeContext: intake.context }), token);
    return { intake, saved: appointmentSchema.parse(await response.json()) };
  }

  it('updates the editable fields, keeps owner and customer, and records the change', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const { intake, saved } = await created(accessToken);
    const response = await post(
      'Appointment/Update',
      {
        context: saved.context,
        title: 'Roof leak estimate (second look)',
        description: '',
        appointmentType: 'Visit',
        allDay: true,
        startDate: '2030-06-13T00:00:00.000Z',
        endDate: '2030-06-15T00:00:00.000Z',
        participantContexts: [personnelContexts.priya, personnelContexts.marco],
      },
      accessToken,
    );
    expect(response.status).toBe(200);
    const updated = appointmentSchema.parse(await response.json());
    expect(updated).toMatchObject({
      context: saved.context,
      title: 'Roof leak estimate (second look)',
      appointmentType: { text: 'Visit' },
      allDay: true,
      intakeIdentifier: { context: intake.context },
      customer: { context: intake.customerContext },
      participants: [{ name: 'Priya Shah' }, { name: 'Marco Diaz' }],
    });
    const last = getDb().intakeHistory.all().filter((entry) => entry.intakeContext === intake.context).at(-1)!;
    expect(last).toMatchObject({
      field: 'Appointment',
      oldValue: 'Estimate 06/12/2030 4:00 PM \u2013 5:00 PM: Roof leak estimate',
      newValue: 'Visit 06/13/2030 \u2013 06/14/2030 All Day: Roof leak estimate (second look)',
    });
  });

  it('says which details changed when the date and title stay', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const { intake, saved } = await created(accessToken);
    const body = { context: saved.context, title: saved.title, description: 'Gate code 1234', appointmentType: 'Estimate', allDay: false, startDate: saved.startDate, endDate: saved.endDate, participantContexts: [personnelContexts.tech] };
    await post('Appointment/Update', body, accessToken);
    const last = getDb().intakeHistory.all().filter((entry) => entry.intakeContext === intake.context).at(-1)!;
    expect(last.newValue).toBe('Estimate 06/12/2030 4:00 PM \u2013 5:00 PM: Roof leak estimate (description changed)');
    const count = getDb().intakeHistory.size;
    await post('Appointment/Update', body, accessToken);
    expect(getDb().intakeHistory.size).toBe(count);
  });

  it('validates updates, answers 404 for an unknown appointment and needs schedule update', async () => {
    const office = await signIn(seededUsernames.office);
    const { saved } = await created(office.accessToken);
    const base = { context: saved.context, title: 'Fine', description: '', appointmentType: 'Estimate', allDay: false, startDate: saved.startDate, endDate: saved.endDate, participantContexts: [] };
    const invalid = await post('Appointment/Update', { ...base, title: '', endDate: saved.startDate }, office.accessToken);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual([appointmentMessages.titleRequired, appointmentMessages.endBeforeStart]);
    const jobType = await post('Appointment/Update', { ...base, appointmentType: 'Job' }, office.accessToken);
    expect(await jobType.json()).toEqual([appointmentMessages.intakeType]);
    expect((await post('Appointment/Update', { ...base, context: 'nope' }, office.accessToken)).status).toBe(404);
    const tech = await signIn(seededUsernames.tech);
    expect((await post('Appointment/Update', base, tech.accessToken)).status).toBe(403);
  });

  it('keeps an inactive participant who was already assigned', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const stored = getDb().appointments.all()[0]!;
    getDb().appointments.update(getDb().appointments.all()[0]!.context, { participantContexts: [personnelContexts.locked] });
    const response = await post(
      'Appointment/Update',
      { context: stored.context, title: stored.title, description: stored.description, appointmentType: stored.appointmentType, allDay: stored.allDay, startDate: stored.startDate, endDate: stored.endDate, participantContexts: [personnelContexts.locked] },
      accessToken,
    );
    expect(response.status).toBe(200);
  });

  it('deletes an appointment, records it on the intake, and needs schedule delete', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const { intake, saved } = await created(accessToken);
    const tech = await signIn(seededUsernames.tech);
    expect((await remove(`Appointment/Delete?context=${saved.context}`, tech.accessToken)).status).toBe(403);
    const response = await remove(`Appointment/Delete?context=${saved.context}`, accessToken);
    expect(response.status).toBe(200);
    expect(getDb().appointments.all().some((item) => item.context === saved.context)).toBe(false);
    expect(getDb().intakeHistory.all().filter((entry) => entry.intakeContext === intake.context).at(-1)).toMatchObject({
      field: 'Appointment',
      oldValue: 'Estimate 06/12/2030 4:00 PM \u2013 5:00 PM: Roof leak estimate',
      newValue: '',
    });
    expect((await remove(`Appointment/Delete?context=${saved.context}`, accessToken)).status).toBe(404);
    expect((await remove('Appointment/Delete', accessToken)).status).toBe(400);
  });
});

describe('appointmentSummary', () => {
  it('writes one line in the client\u2019s time zone', () => {
    const timed = { appointmentType: 'Job' as const, title: 'Install', allDay: false, startDate: '2030-01-01T23:30:00.000Z', endDate: '2030-01-02T01:00:00.000Z' };
    expect(appointmentSummary(timed, 0)).toBe('Job 01/01/2030 11:30 PM \u2013 01/02/2030 1:00 AM: Install');
    expect(appointmentSummary(timed, 480)).toBe('Job 01/01/2030 3:30 PM \u2013 5:00 PM: Install');
    const allDay = { ...timed, allDay: true, startDate: '2030-01-01T08:00:00.000Z', endDate: '2030-01-02T08:00:00.000Z' };
    expect(appointmentSummary(allDay, 480)).toBe('Job 01/01/2030 All Day: Install');
  });
});
