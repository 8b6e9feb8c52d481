import { compareKeys } from '../lib/text-order';
import { seededUuid } from './ids';
import { addMinutes, createSeedRandom, DAY_MS, localMidnight, localTime, type SeedRandom } from './seed-helpers';
import type { JobPlan } from './seed-operations';
import { picklistContext } from './seed-picklists';
import { personnelContexts } from './seed-personnel';
import type { Appointment, Intake, WorkOrder } from './types';

/** Appointments over the next three weeks and the past 60 days (besides today's). */
export const FUTURE_APPOINTMENTS = 40;
export const PAST_APPOINTMENTS = 40;
const FUTURE_DAYS = 21;
const PAST_DAYS = 60;

type Target = { kind: 'job'; plan: JobPlan } | { kind: 'intake'; intake: Intake };

const { admin, office, tech, newUser, marco, priya, sam } = personnelContexts;
const fieldCrew = [tech, tech, marco, priya, sam];
const estimators = [admin, office, tech, priya];

/** Today's timed visits: local start, minutes, participants. Spread 7:00–17:00. */
const todaySlots: { hour: number; minute: number; minutes: number; participants: string[] }[] = [
  { hour: 7, minute: 30, minutes: 90, participants: [tech] },
  { hour: 8, minute: 0, minutes: 120, participants: [marco, sam] },
  { hour: 9, minute: 30, minutes: 90, participants: [priya] },
  { hour: 11, minute: 0, minutes: 90, participants: [tech, newUser] },
  { hour: 13, minute: 0, minutes: 60, participants: [office] },
  { hour: 14, minute: 30, minutes: 120, participants: [tech] },
  { hour: 16, minute: 0, minutes: 60, participants: [admin, priya] },
];

const recurrenceTexts: Record<string, string> = {
  [seededUuid('chain:lincoln-rtu')]: 'Every 3 months',
  [seededUuid('chain:bluebird-grease')]: 'Every month',
};

function crew(random: SeedRandom, pool: readonly string[]): string[] {
  const size = random.chance(0.55) ? 1 : random.chance(0.75) ? 2 : 3;
  const chosen = new Set<string>();
  const candidates = random.shuffle(pool);
  for (const person of candidates) {
    if (chosen.size >= size) break;
    chosen.add(person);
  }
  if (random.chance(0.08)) chosen.add(newUser);
  return [...chosen].slice(0, 3);
}

function isEstimate(intake: Intake): boolean {
  return intake.intakeTypeContext === picklistContext('IntakeType', 'Estimate');
}

/** Appointments for today, the next three weeks and the past 60 days, linked to jobs and intake. */
export function seedAppointments(now: Date, plans: readonly JobPlan[], intakes: readonly Intake[], workOrders: readonly WorkOrder[]): Appointment[] {
  const random = createSeedRandom('appointments');
  const appointments: Appointment[] = [];
  const todayStart = localMidnight(now);
  const workOrdersByJob = new Map<string, WorkOrder[]>();
  for (const workOrder of workOrders) {
    const list = workOrdersByJob.get(workOrder.jobContext) ?? [];
    list.push(workOrder);
    workOrdersByJob.set(workOrder.jobContext, list);
  }

  const add = (target: Target, start: Date, minutes: number, participants: string[], options: { allDay?: boolean; note?: string } = {}): void => {
    const allDay = options.allDay ?? false;
    const begin = allDay ? localMidnight(start) : start;
    const end = allDay ? localMidnight(start, 1) : addMinutes(start, minutes);
    const index = appointments.length + 1;
    if (target.kind === 'job') {
      const { job } = target.plan;
      const past = end.getTime() <= now.getTime();
      const linkedWorkOrders = (workOrdersByJob.get(job.context) ?? []).filter((workOrder) =>
        past ? workOrder.status === 'Complete' : workOrder.status === 'Scheduled',
      );
      appointments.push({
        context: seededUuid(`appointment:${index}`),
        title: job.name,
        description: options.note ?? job.description,
        startDate: begin.toISOString(),
        endDate: end.toISOString(),
        allDay,
        appointmentType: 'Job',
        jobContext: job.context,
        intakeContext: null,
        customerContext: job.serviceCustomerContext,
        addressContext: job.serviceAddressContext,
        participantContexts: participants,
        chainId: job.chainId,
        recurrenceRuleText: job.chainId ? (recurrenceTexts[job.chainId] ?? null) : null,
        workOrderContexts: linkedWorkOrders.map((workOrder) => workOrder.context),
      });
    } else {
      const { intake } = target;
      appointments.push({
        context: seededUuid(`appointment:${index}`),
        title: intake.description,
        description: options.note ?? intake.notes,
        startDate: begin.toISOString(),
        endDate: end.toISOString(),
        allDay,
        appointmentType: isEstimate(intake) ? 'Estimate' : 'Visit',
        jobContext: null,
        intakeContext: intake.context,
        customerContext: intake.customerContext,
        addressContext: intake.serviceAddressContext,
        participantContexts: participants,
        chainId: null,
        recurrenceRuleText: null,
        workOrderContexts: [],
      });
    }
  };

  const timeOn = (day: Date): Date => localTime(day, 0, random.pick([7, 8, 9, 10, 11, 13, 14, 15]), random.pick([0, 30]));
  const duration = (): number => random.pick([60, 90, 120, 180, 240]);

  // Recurring occurrences have fixed dates; today's rooftop maintenance is an all-day visit.
  for (const plan of plans) {
    for (const visit of plan.visits) {
      const today = visit.getTime() >= todayStart.getTime() && visit.getTime() < localMidnight(now, 1).getTime();
      add({ kind: 'job', plan }, visit, 240, today ? [sam, marco] : crew(random, fieldCrew), { allDay: today });
    }
  }

  const jobsByIntake = new Map(plans.filter((plan) => plan.intake).map((plan) => [plan.intake!.context, plan]));
  const nonRecurring = plans.filter((plan) => !plan.job.recurring);

  // Upcoming work: scheduled estimates and visits, and jobs with work left to do.
  const upcoming: Target[] = [];
  for (const intake of intakes) {
    if (intake.status !== 'Scheduled') continue;
    const plan = jobsByIntake.get(intake.context);
    upcoming.push(plan ? { kind: 'job', plan } : { kind: 'intake', intake });
  }
  for (const plan of nonRecurring) {
    if (plan.intake?.status === 'Scheduled') continue;
    if (plan.status === 'In Progress' || plan.status === 'Waiting on Parts') upcoming.push({ kind: 'job', plan });
    else if (plan.status === 'Open' && plan.intake === null) upcoming.push({ kind: 'job', plan });
  }
  const shuffled = random.shuffle(upcoming);
  shuffled.forEach((target, index) => {
    const slot = todaySlots[index];
    if (slot) {
      add(target, localTime(now, 0, slot.hour, slot.minute), slot.minutes, slot.participants);
    } else {
      const pool = target.kind === 'intake' ? estimators : fieldCrew;
      add(target, timeOn(localTime(now, random.int(1, FUTURE_DAYS), 0)), duration(), crew(random, pool));
    }
  });

  // Past visits: finished work, work under way, and estimates already given.
  const earliest = todayStart.getTime() - PAST_DAYS * DAY_MS;
  const past: { target: Target; after: Date; before: Date }[] = [];
  for (const plan of nonRecurring) {
    const created = new Date(plan.job.dateTime);
    if (plan.status === 'Complete' && plan.completedAt && plan.completedAt.getTime() > earliest + DAY_MS) {
      past.push({ target: { kind: 'job', plan }, after: created, before: plan.completedAt });
    } else if (plan.status === 'In Progress' || plan.status === 'Waiting on Parts') {
      past.push({ target: { kind: 'job', plan }, after: created, before: todayStart });
    }
  }
  for (const intake of intakes) {
    if (intake.status === 'Complete' && isEstimate(intake) && intake.closedAt) {
      past.push({ target: { kind: 'intake', intake }, after: new Date(intake.dateTime), before: new Date(intake.closedAt) });
    }
  }
  const pastCount = (): number => appointments.filter((item) => Date.parse(item.endDate) <= todayStart.getTime() && Date.parse(item.startDate) >= earliest).length;
  const futureCount = (): number =>
    appointments.filter((item) => Date.parse(item.startDate) >= localMidnight(now, 1).getTime() && Date.parse(item.startDate) < localMidnight(now, FUTURE_DAYS + 1).getTime()).length;

  const addPast = (entry: (typeof past)[number], note?: string): boolean => {
    // A whole local day strictly between `after` and `before`, within the last 60 days.
    const first = Math.max(Math.ceil((localMidnight(entry.after, 1).getTime() - todayStart.getTime()) / DAY_MS), -PAST_DAYS);
    const last = Math.min(Math.floor((localMidnight(entry.before).getTime() - todayStart.getTime()) / DAY_MS), -1);
    if (first > last) return false;
    const day = localTime(now, random.int(first, last), 0);
    const pool = entry.target.kind === 'intake' ? estimators : fieldCrew;
    add(entry.target, timeOn(day), duration(), crew(random, pool), note ? { note } : {});
    return true;
  };
  for (const entry of past) addPast(entry);

  // Second visits (multi-day jobs, follow-ups) until each window holds its share.
  for (let round = 0; pastCount() < PAST_APPOINTMENTS && round < 6; round += 1) {
    for (const entry of past.filter((item) => item.target.kind === 'job')) {
      if (pastCount() >= PAST_APPOINTMENTS) break;
      addPast(entry, 'Return visit to finish the work.');
    }
  }
  const followUps = shuffled.filter((target) => target.kind === 'job');
  for (let round = 0; futureCount() < FUTURE_APPOINTMENTS && round < 6 && followUps.length > 0; round += 1) {
    for (const target of followUps) {
      if (futureCount() >= FUTURE_APPOINTMENTS) break;
      add(target, timeOn(localTime(now, random.int(1, FUTURE_DAYS), 0)), duration(), crew(random, fieldCrew), { note: 'Follow-up visit.' });
    }
  }

  appointments.sort((a, b) => compareKeys(a.startDate, b.startDate) || compareKeys(a.context, b.context));
  return appointments;
}
