import { seededUuid } from './ids';
import { addMinutes, createSeedRandom, isWeekend, localMidnight, localTime } from './seed-helpers';
import type { JobPlan } from './seed-operations';
import { personnelContexts } from './seed-personnel';
import type { Appointment } from './types';

/**
 * A working company's weeks (issue 16): on every weekday from a week ago to two weeks ahead, each
 * field technician has 3–6 visits. This tops up what seed-schedule.ts placed, fitting the new visits
 * into the gaps of each technician's day (7:00–17:00, 30 minutes' travel between visits), and
 * leaves one deliberate double-booking today so the schedule shows a conflict.
 */

const FIRST_DAY = -7;
const LAST_DAY = 14;
const DAY_START_HOUR = 7;
const DAY_END_HOUR = 17;
const TRAVEL_MINUTES = 30;

const { tech, marco, priya, sam } = personnelContexts;
const fieldTechnicians = [tech, marco, priya, sam];

function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Visits to add to `existing` so that every technician has 3–6 on each weekday around `now`. */
export function seedWorkWeekAppointments(now: Date, plans: readonly JobPlan[], existing: readonly Appointment[]): Appointment[] {
  const random = createSeedRandom('work-week');
  const workable = plans.filter((plan) => !plan.job.recurring && (plan.status === 'In Progress' || plan.status === 'Open' || plan.status === 'Waiting on Parts'));
  if (workable.length === 0) return [];
  const added: Appointment[] = [];
  let planIndex = 0;

  for (let offset = FIRST_DAY; offset <= LAST_DAY; offset += 1) {
    const dayStart = localMidnight(now, offset);
    if (isWeekend(dayStart)) continue;
    const dayEnd = localMidnight(now, offset + 1).getTime();
    for (const person of fieldTechnicians) {
      const busy = [...existing, ...added]
        .filter((item) => !item.allDay && item.participantContexts.includes(person))
        .map((item) => ({ start: Date.parse(item.startDate), end: Date.parse(item.endDate) }))
        .filter((slot) => slot.start < dayEnd && slot.end > dayStart.getTime());
      const target = random.int(3, 6);
      let cursor = localTime(now, offset, DAY_START_HOUR, random.pick([0, 30]));
      const close = localTime(now, offset, DAY_END_HOUR, 0).getTime();
      while (busy.length < target && cursor.getTime() < close) {
        const minutes = random.pick([60, 90, 120]);
        const slot = { start: cursor.getTime(), end: addMinutes(cursor, minutes).getTime() };
        if (slot.end > close) break;
        const clash = busy.find((other) => overlaps({ start: slot.start, end: slot.end + TRAVEL_MINUTES * 60_000 }, other));
        if (clash) {
          cursor = addMinutes(new Date(clash.end), TRAVEL_MINUTES);
          continue;
        }
        const plan = workable[planIndex % workable.length]!;
        planIndex += 1;
        added.push({
          context: seededUuid(`appointment:work-week:${offset}:${person}:${busy.length}`),
          title: plan.job.name,
          description: offset < 0 ? 'Return visit to continue the work.' : plan.job.description,
          startDate: new Date(slot.start).toISOString(),
          endDate: new Date(slot.end).toISOString(),
          allDay: false,
          appointmentType: 'Job',
          jobContext: plan.job.context,
          intakeContext: null,
          customerContext: plan.job.serviceCustomerContext,
          addressContext: plan.job.serviceAddressContext,
          participantContexts: [person],
          chainId: null,
          recurrenceRuleText: null,
          workOrderContexts: [],
          version: 1,
        });
        busy.push(slot);
        cursor = addMinutes(new Date(slot.end), TRAVEL_MINUTES);
      }
    }
  }

  // Today Priya was booked onto a second visit over her first: the office must see the conflict.
  const priyaToday = [...existing, ...added]
    .filter((item) => !item.allDay && item.participantContexts.includes(priya))
    .filter((item) => Date.parse(item.startDate) >= localMidnight(now).getTime() && Date.parse(item.startDate) < localMidnight(now, 1).getTime())
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate))[0];
  if (priyaToday) {
    const plan = workable[planIndex % workable.length]!;
    const start = addMinutes(new Date(priyaToday.startDate), 30);
    added.push({
      ...priyaToday,
      context: seededUuid('appointment:work-week:double-booked'),
      title: plan.job.name,
      description: 'Booked over another visit by mistake: move one of them.',
      startDate: start.toISOString(),
      endDate: addMinutes(start, 60).toISOString(),
      appointmentType: 'Job',
      jobContext: plan.job.context,
      intakeContext: null,
      customerContext: plan.job.serviceCustomerContext,
      addressContext: plan.job.serviceAddressContext,
      participantContexts: [priya],
      chainId: null,
      recurrenceRuleText: null,
      workOrderContexts: [],
      version: 1,
    });
  }
  return added;
}
