// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { visitMessages } from '../../src/lib/schemas/visit-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { MY_DAY_GATE_CODE } from '../../mocks/db/seed-my-day';
import { personnelContexts } from '../../mocks/db/seed-personnel';
import { getDb } from '../../mocks/db/store';
import { get, signIn, useMockServer } from './mock-api';
import { call, localDate, myDay } from './visit-fixtures';
import { costPaths } from './job-fixtures';

useMockServer();


describe('GET MyDay/Get', () => {
  it('answers only my visits of the day in time order, with what I need there, and my tasks due that day', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const day = await myDay(accessToken);
    expect(day.date).toBe(localDate());
    const db = getDb();
    const dayStart = Date.parse(`${localDate()}T00:00:00Z`);
    const mine = db.appointments
      .where('participant', personnelContexts.tech)
      .filter((item) => Date.parse(item.startDate) < dayStart + 86_400_000 && Date.parse(item.endDate) > dayStart);
    expect(day.visits.map((visit) => visit.context).sort()).toEqual(mine.map((item) => item.context).sort());
    expect(day.visits.every((visit) => visit.participants.some((person) => person.context === personnelContexts.tech))).toBe(true);
    const timed = day.visits.filter((visit) => !visit.allDay);
    expect(timed.map((visit) => visit.startDate)).toEqual(timed.map((visit) => visit.startDate).sort());

    const jobVisits = timed.filter((visit) => visit.visitJob !== null);
    expect(jobVisits.length).toBeGreaterThanOrEqual(2);
    const [first, second] = jobVisits;
    expect(timed[0]!.context).toBe(first!.context);
    expect(first!.visitStatus).toBe('Scheduled');
    expect(first!.visitCustomer?.notes).toContain('Dog in the back yard');
    expect(first!.visitCustomer?.emailList.length).toBeGreaterThan(0);
    expect(first!.address?.notes).toContain(MY_DAY_GATE_CODE);
    expect(first!.visitJob!.lines.length).toBeGreaterThan(0);
    expect(first!.forms.some((form) => form.fields.some((field) => field.fieldType === 'Signature'))).toBe(true);
    expect(second!.visitCustomer?.emailList).toEqual([]);
    expect(second!.visitCustomer?.telephoneList.some((telephone) => telephone.telephoneType === 'Mobile')).toBe(true);
    const intakeVisit = day.visits.find((visit) => visit.visitIntake !== null);
    if (intakeVisit) expect(intakeVisit.visitJob).toBeNull();

    expect(day.tasks.length).toBeGreaterThan(0);
    expect(day.tasks.some((task) => task.checklist.length > 0)).toBe(true);
    expect(day.tasks.every((task) => task.assignedTo?.context === personnelContexts.tech && task.completeDate?.startsWith(localDate()))).toBe(true);
    expect(day.jobStatuses.map((status) => status.text)).toEqual(['Open', 'In Progress', 'Waiting on Parts', 'On Hold', 'Complete', 'Cancelled']);
  });

  it('keeps costs in the office: no cost, markup or payment term for tech, costs for admin', async () => {
    const tech = await signIn(seededUsernames.tech);
    const raw = (await (await call('GET', `${endpoints.myDay.get}?date=${localDate()}`, tech.accessToken)).json()) as unknown;
    expect(costPaths(raw)).toEqual([]);

    const db = getDb();
    const first = (await myDay(tech.accessToken)).visits.find((visit) => visit.visitJob !== null)!;
    const stored = db.appointments.get(first.context)!;
    db.appointments.put({ ...stored, participantContexts: [...stored.participantContexts, personnelContexts.admin] });
    const admin = await signIn(seededUsernames.admin);
    const adminVisit = (await myDay(admin.accessToken)).visits.find((visit) => visit.context === first.context)!;
    expect(adminVisit.visitJob!.lines.some((line) => line.priceDetail.cost !== undefined)).toBe(true);
  });

  it('answers the client\u2019s day: a client 8 hours behind UTC gets the visits of its own day', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const date = localDate(480);
    const day = await myDay(accessToken, date, 480);
    const start = Date.parse(`${date}T08:00:00Z`);
    expect(day.visits.every((visit) => Date.parse(visit.startDate) < start + 86_400_000 && Date.parse(visit.endDate) > start)).toBe(true);
  });

  it('refuses a date not written yyyy-MM-dd, and callers who are not signed in', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    for (const date of ['', 'today', '2026-02-30', '26-1-1']) {
      const response = await call('GET', `${endpoints.myDay.get}?date=${date}`, accessToken);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual([visitMessages.dateInvalid]);
    }
    expect((await get(`${endpoints.myDay.get}?date=${localDate()}`)).status).toBe(401);
  });

  it('shows the visit status on every appointment answer', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const first = (await myDay(accessToken)).visits[0]!;
    const response = await get(`Appointment/GetByContext?context=${first.context}`, accessToken);
    expect(((await response.json()) as { visitStatus: string }).visitStatus).toBe('Scheduled');
  });
});
