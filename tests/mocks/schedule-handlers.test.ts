// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appointmentMessages, type AppointmentUpdateRequest } from '../../src/lib/schemas/appointment-schemas';
import { appointmentSchema } from '../../src/lib/schemas/dashboard-schemas';
import { scheduleMessages, scheduleRangeResponseSchema, weatherEventSchema, weatherMessages } from '../../src/lib/schemas/schedule-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { personnelContexts } from '../../mocks/db/seed-personnel';
import { getDb, resetDb } from '../../mocks/db/store';
import type { Appointment } from '../../mocks/db/types';
import { API, get, post, signIn, useMockServer } from './mock-api';

useMockServer();

const DAY = 86_400_000;

function remove(path: string, token: string): Promise<Response> {
  return fetch(`${API}${path}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
}

function withoutPermission(username: string, code: string): void {
  const user = getDb().users.first('username', username)!;
  getDb().users.update(user.id, { permissions: user.permissions.filter((permission) => permission !== code) });
}

/** This week as the calendar asks for it: local Sunday midnight to the next. */
function thisWeek(): { start: Date; end: Date } {
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  start.setDate(start.getDate() - start.getDay());
  const end = new Date(start);
  end.setDate(end.getDate() + 7);
  return { start, end };
}

async function getRange(token: string, start: Date, end: Date, assignedTo: string[] = []): Promise<Response> {
  return post('Schedule/GetRange', { start: start.toISOString(), end: end.toISOString(), assignedTo }, token);
}

function updateBody(appointment: Appointment, overrides: Partial<AppointmentUpdateRequest> = {}): AppointmentUpdateRequest {
  return {
    context: appointment.context,
    title: appointment.title,
    description: appointment.description,
    appointmentType: appointment.appointmentType as AppointmentUpdateRequest['appointmentType'],
    allDay: appointment.allDay,
    startDate: appointment.startDate,
    endDate: appointment.endDate,
    participantContexts: appointment.participantContexts,
    ...overrides,
  };
}

describe('POST Schedule/GetRange', () => {
  it('answers the appointments overlapping [start, end), the tasks due in it and its weather events', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const { start, end } = thisWeek();
    const db = getDb();
    // A visit running over the range's start still belongs to it; one ending exactly at the start does not.
    const template = db.appointments.all().find((item) => item.jobContext !== null)!;
    const over = db.appointments.insert({ ...template, context: 'range-over-start', startDate: new Date(start.getTime() - 3_600_000).toISOString(), endDate: new Date(start.getTime() + 3_600_000).toISOString() });
    const before = db.appointments.insert({ ...template, context: 'range-ends-at-start', startDate: new Date(start.getTime() - 3_600_000).toISOString(), endDate: start.toISOString() });
    const after = db.appointments.insert({ ...template, context: 'range-starts-at-end', startDate: end.toISOString(), endDate: new Date(end.getTime() + 3_600_000).toISOString() });

    const response = await getRange(accessToken, start, end);
    expect(response.status).toBe(200);
    const answer = scheduleRangeResponseSchema.parse(await response.json());

    const expected = db.appointments.all().filter((item) => Date.parse(item.startDate) < end.getTime() && Date.parse(item.endDate) > start.getTime());
    expect(answer.appointments.map((item) => item.context).sort()).toEqual(expected.map((item) => item.context).sort());
    expect(answer.appointments.length).toBeGreaterThan(20);
    const contexts = answer.appointments.map((item) => item.context);
    expect(contexts).toContain(over.context);
    expect(contexts).not.toContain(before.context);
    expect(contexts).not.toContain(after.context);
    expect(answer.appointments.map((item) => item.startDate)).toEqual([...answer.appointments.map((item) => item.startDate)].sort());

    const due = db.tasks.all().filter((task) => task.completeDate !== null && Date.parse(task.completeDate) >= start.getTime() && Date.parse(task.completeDate) < end.getTime());
    expect(due.length).toBeGreaterThan(0);
    expect(answer.tasks.map((task) => task.context).sort()).toEqual(due.map((task) => task.context).sort());

    const weather = db.weatherEvents.all().filter((event) => Date.parse(event.dateTime) >= start.getTime() && Date.parse(event.dateTime) < end.getTime());
    expect(weather.length).toBeGreaterThan(0);
    expect(answer.weatherEvents.map((event) => event.context).sort()).toEqual(weather.map((event) => event.context).sort());
  });

  it('leaves the tasks out for a user without task read', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    withoutPermission(seededUsernames.office, 'TASK_R');
    const { start, end } = thisWeek();
    const answer = scheduleRangeResponseSchema.parse(await (await getRange(accessToken, start, end)).json());
    expect(answer.tasks).toEqual([]);
    expect(answer.appointments.length).toBeGreaterThan(0);
    expect(answer.weatherEvents.length).toBeGreaterThan(0);
  });

  it('with assignedTo answers only those participants\u2019 appointments and tasks', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const { start, end } = thisWeek();
    const db = getDb();
    // Give Priya a task due this week, so the filter has one to keep.
    const task = db.tasks.all()[0]!;
    db.tasks.put({ ...task, assignedToContext: personnelContexts.priya, completeDate: new Date(start.getTime() + 2 * DAY + 12 * 3_600_000).toISOString() });
    const everyone = scheduleRangeResponseSchema.parse(await (await getRange(accessToken, start, end)).json());
    const answer = scheduleRangeResponseSchema.parse(await (await getRange(accessToken, start, end, [personnelContexts.priya])).json());
    expect(answer.appointments.length).toBeGreaterThan(0);
    expect(answer.appointments.length).toBeLessThan(everyone.appointments.length);
    expect(answer.appointments.every((item) => item.participants.some((person) => person.context === personnelContexts.priya))).toBe(true);
    const priyas = everyone.appointments.filter((item) => item.participants.some((person) => person.context === personnelContexts.priya));
    expect(answer.appointments.map((item) => item.context).sort()).toEqual(priyas.map((item) => item.context).sort());
    expect(answer.tasks.map((item) => item.context)).toContain(task.context);
    expect(answer.tasks.every((item) => item.assignedTo?.context === personnelContexts.priya)).toBe(true);
    expect(answer.tasks.length).toBeLessThan(everyone.tasks.length);
  });

  it('refuses an end before the start and a range over 62 days with the schema\u2019s message', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const start = new Date('2030-06-01T00:00:00Z');
    const backwards = await getRange(accessToken, start, new Date(start.getTime() - DAY));
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toEqual([scheduleMessages.rangeInvalid]);
    const tooLong = await getRange(accessToken, start, new Date(start.getTime() + 63 * DAY));
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual([scheduleMessages.rangeTooLong]);
    expect((await getRange(accessToken, start, new Date(start.getTime() + 62 * DAY))).status).toBe(200);
  });

  it('needs schedule read', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    withoutPermission(seededUsernames.office, 'SCHED_R');
    const { start, end } = thisWeek();
    expect((await getRange(accessToken, start, end)).status).toBe(403);
  });
});

describe('WeatherEvent Create, GetByContext and Delete', () => {
  it('adds a weather event the schedule then shows, and deleting it removes it', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const { start, end } = thisWeek();
    const dateTime = new Date(start.getTime() + 3 * DAY + 15 * 3_600_000).toISOString();
    const created = await post('WeatherEvent/Create', { type: 'Snow', dateTime, timeOfDay: 'Afternoon' }, accessToken);
    expect(created.status).toBe(200);
    const event = weatherEventSchema.parse(await created.json());
    expect(event).toMatchObject({ type: 'Snow', dateTime, timeOfDay: 'Afternoon' });

    const fetched = await get(`WeatherEvent/GetByContext?context=${event.context}`, accessToken);
    expect(weatherEventSchema.parse(await fetched.json())).toEqual(event);
    const listed = scheduleRangeResponseSchema.parse(await (await getRange(accessToken, start, end)).json());
    expect(listed.weatherEvents).toContainEqual(event);

    expect((await remove(`WeatherEvent/Delete?context=${event.context}`, accessToken)).status).toBe(200);
    const gone = await get(`WeatherEvent/GetByContext?context=${event.context}`, accessToken);
    expect(gone.status).toBe(404);
    const after = scheduleRangeResponseSchema.parse(await (await getRange(accessToken, start, end)).json());
    expect(after.weatherEvents.map((item) => item.context)).not.toContain(event.context);
    expect(after.weatherEvents.length).toBe(listed.weatherEvents.length - 1);
  });

  it('answers 400 with the messages for a bad type or date', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const badType = await post('WeatherEvent/Create', { type: 'Hail', dateTime: '2030-06-01T12:00:00.000Z', timeOfDay: 'Morning' }, accessToken);
    expect(badType.status).toBe(400);
    expect(await badType.json()).toEqual([weatherMessages.typeRequired]);
    const badDate = await post('WeatherEvent/Create', { type: 'Rain', dateTime: '2030-02-30T12:00:00.000Z', timeOfDay: 'Morning' }, accessToken);
    expect(badDate.status).toBe(400);
    expect(await badDate.json()).toEqual([weatherMessages.dateTimeInvalid]);
    const noTime = await post('WeatherEvent/Create', { type: 'Rain', dateTime: 'tomorrow', timeOfDay: 'Morning' }, accessToken);
    expect(await noTime.json()).toEqual([weatherMessages.dateTimeInvalid]);
    expect(getDb().weatherEvents.all().some((event) => event.dateTime.startsWith('2030'))).toBe(false);
  });

  it('needs schedule create to add and schedule update to delete', async () => {
    const tech = await signIn(seededUsernames.tech);
    const event = getDb().weatherEvents.all()[0]!;
    expect((await get(`WeatherEvent/GetByContext?context=${event.context}`, tech.accessToken)).status).toBe(200);
    expect((await post('WeatherEvent/Create', { type: 'Rain', dateTime: '2030-06-01T12:00:00.000Z', timeOfDay: 'Morning' }, tech.accessToken)).status).toBe(403);
    expect((await remove(`WeatherEvent/Delete?context=${event.context}`, tech.accessToken)).status).toBe(403);
    expect(getDb().weatherEvents.has(event.context)).toBe(true);
    const office = await signIn(seededUsernames.office);
    expect((await remove('WeatherEvent/Delete?context=nope', office.accessToken)).status).toBe(404);
  });
});

describe('appointment versions', () => {
  it('GetByContext answers the version; Update with it saves and bumps it; an older version is refused with 409', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const stored = getDb().appointments.all().find((item) => item.jobContext !== null)!;
    const loaded = appointmentSchema.parse(await (await get(`Appointment/GetByContext?context=${stored.context}`, accessToken)).json());
    expect(loaded.version).toBe(stored.version ?? 0);
    const version = loaded.version!;

    const saved = await post('Appointment/Update', updateBody(stored, { title: 'Moved once', version }), accessToken);
    expect(saved.status).toBe(200);
    expect(appointmentSchema.parse(await saved.json())).toMatchObject({ title: 'Moved once', version: version + 1 });

    const stale = await post('Appointment/Update', updateBody(stored, { title: 'Moved from a stale copy', version }), accessToken);
    expect(stale.status).toBe(409);
    expect(await stale.text()).toBe(appointmentMessages.changedMeanwhile);
    expect(getDb().appointments.get(stored.context)).toMatchObject({ title: 'Moved once', version: version + 1 });

    const lastWriteWins = await post('Appointment/Update', updateBody(stored, { title: 'No version given' }), accessToken);
    expect(lastWriteWins.status).toBe(200);
    expect(appointmentSchema.parse(await lastWriteWins.json())).toMatchObject({ title: 'No version given', version: version + 2 });
  });
});

describe('work orders on visits', () => {
  function jobWithPendingWorkOrder() {
    const db = getDb();
    for (const workOrder of db.workOrders.all()) {
      if (workOrder.status !== 'Pending' || !workOrder.jobContext) continue;
      const visits = db.appointments.where('job', workOrder.jobContext);
      if (visits.length === 0 || visits.some((visit) => visit.workOrderContexts.includes(workOrder.context))) continue;
      return { workOrder, visit: visits[0]! };
    }
    throw new Error('the seed has no Pending work order on a job with visits');
  }

  it('attaching a Pending work order sets it Scheduled and the visit lists it; detaching it from its last visit sets it back to Pending', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const { workOrder, visit } = jobWithPendingWorkOrder();
    const attached = await post('Appointment/Update', updateBody(visit, { workOrderContexts: [...visit.workOrderContexts, workOrder.context] }), accessToken);
    expect(attached.status).toBe(200);
    expect(appointmentSchema.parse(await attached.json()).workOrders.map((item) => item.workOrderIdentifier.context)).toContain(workOrder.context);
    expect(getDb().workOrders.get(workOrder.context)!.status).toBe('Scheduled');
    const view = appointmentSchema.parse(await (await get(`Appointment/GetByContext?context=${visit.context}`, accessToken)).json());
    expect(view.workOrders).toContainEqual(expect.objectContaining({ filename: `WorkOrder-${workOrder.number}.pdf`, workOrderIdentifier: { context: workOrder.context } }));

    const detached = await post('Appointment/Update', updateBody(getDb().appointments.get(visit.context)!, { workOrderContexts: visit.workOrderContexts }), accessToken);
    expect(detached.status).toBe(200);
    expect(appointmentSchema.parse(await detached.json()).workOrders.map((item) => item.workOrderIdentifier.context)).not.toContain(workOrder.context);
    expect(getDb().workOrders.get(workOrder.context)!.status).toBe('Pending');
  });

  it('refuses a work order of another job and a Complete one', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const db = getDb();
    const { visit } = jobWithPendingWorkOrder();
    const foreign = db.workOrders.all().find((item) => item.jobContext !== visit.jobContext)!;
    const wrongJob = await post('Appointment/Update', updateBody(visit, { workOrderContexts: [foreign.context] }), accessToken);
    expect(wrongJob.status).toBe(400);
    expect(await wrongJob.json()).toEqual([appointmentMessages.workOrderNotOnJob]);

    // A Complete work order of a job with visits, and a visit of that job without it.
    const complete = db.workOrders.all().find((item) => item.status === 'Complete' && item.jobContext !== null && db.appointments.where('job', item.jobContext).length > 0);
    expect(complete).toBeDefined();
    const jobVisit = db.appointments.where('job', complete!.jobContext)[0]!;
    const completeVisit = db.appointments.insert({ ...jobVisit, context: 'visit-without-the-work-order', workOrderContexts: jobVisit.workOrderContexts.filter((context) => context !== complete!.context) });
    const closed = await post('Appointment/Update', updateBody(completeVisit, { workOrderContexts: [...completeVisit.workOrderContexts, complete!.context] }), accessToken);
    expect(closed.status).toBe(400);
    expect(await closed.json()).toEqual([appointmentMessages.workOrderClosed]);
    expect(db.appointments.get(completeVisit.context)!.workOrderContexts).toEqual(completeVisit.workOrderContexts);
    expect(db.workOrders.get(complete!.context)!.status).toBe('Complete');
    expect(db.appointments.get(visit.context)!.workOrderContexts).toEqual(visit.workOrderContexts);
  });

  it('deleting the visit sets its work orders back to Pending', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const { workOrder, visit } = jobWithPendingWorkOrder();
    expect((await post('Appointment/Update', updateBody(visit, { workOrderContexts: [workOrder.context] }), accessToken)).status).toBe(200);
    expect(getDb().workOrders.get(workOrder.context)!.status).toBe('Scheduled');
    expect((await remove(`Appointment/Delete?context=${visit.context}`, accessToken)).status).toBe(200);
    expect(getDb().appointments.has(visit.context)).toBe(false);
    expect(getDb().workOrders.get(workOrder.context)!.status).toBe('Pending');
  });
});

describe('the work-week seed', () => {
  /** A Wednesday at 10:00 local, so "today" is a weekday whenever the test runs. */
  function aWednesday(): Date {
    const now = new Date();
    now.setDate(now.getDate() + ((3 - now.getDay() + 7) % 7));
    now.setHours(10, 0, 0, 0);
    return now;
  }

  it('gives each field technician at least 3 timed visits today, Priya one double-booking, and weather around today', () => {
    const now = aWednesday();
    const db = resetDb('small', now);
    const dayStart = new Date(now);
    dayStart.setHours(0, 0, 0, 0);
    const dayEnd = new Date(dayStart);
    dayEnd.setDate(dayEnd.getDate() + 1);
    const timedToday = (person: string) =>
      db.appointments
        .all()
        .filter((item) => !item.allDay && item.participantContexts.includes(person))
        .filter((item) => Date.parse(item.startDate) >= dayStart.getTime() && Date.parse(item.startDate) < dayEnd.getTime())
        .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
    const overlapping = (visits: Appointment[]) =>
      visits.flatMap((a, index) => visits.slice(index + 1).filter((b) => Date.parse(a.startDate) < Date.parse(b.endDate) && Date.parse(b.startDate) < Date.parse(a.endDate)).map((b) => [a, b] as const));

    const { tech, marco, priya, sam } = personnelContexts;
    for (const person of [tech, marco, priya, sam]) expect(timedToday(person).length, person).toBeGreaterThanOrEqual(3);
    expect(overlapping(timedToday(priya))).toHaveLength(1);

    const weatherDays = db.weatherEvents.all().map((event) => Math.floor((Date.parse(event.dateTime) - dayStart.getTime()) / DAY));
    expect(weatherDays).toContain(0);
    expect(weatherDays.some((day) => day < 0 && day >= -7)).toBe(true);
    expect(weatherDays.some((day) => day > 0 && day <= 7)).toBe(true);
  });
});
