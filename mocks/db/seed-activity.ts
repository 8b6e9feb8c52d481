import { seededUuid } from './ids';
import { addMinutes, createSeedRandom, isWeekend, localMidnight, localTime, MINUTE_MS } from './seed-helpers';
import type { JobPlan } from './seed-operations';
import { personnelContexts } from './seed-personnel';
import type { Appointment, Intake, Personnel, RecentUse, Task, TimesheetEntry } from './types';

export const TIMESHEET_DAYS = 31;
/** Recent records per kind per user. */
export const RECENT_USES_PER_KIND = 8;

const fieldPersonnel = new Set<string>([personnelContexts.tech, personnelContexts.marco, personnelContexts.priya, personnelContexts.sam, personnelContexts.newUser]);

/**
 * Two weeks of workdays for every active member of staff, and the tech user's running clock: it
 * started earlier today (at 7:30, or half an hour ago when that is earlier; never before local
 * midnight).
 */
export function seedTimesheets(now: Date, personnel: readonly Personnel[], plans: readonly JobPlan[], appointments: readonly Appointment[]): TimesheetEntry[] {
  const random = createSeedRandom('timesheets');
  const entries: TimesheetEntry[] = [];
  const workJobs = plans.filter((plan) => plan.status === 'Complete' || plan.status === 'In Progress' || plan.status === 'Waiting on Parts').map((plan) => plan.job);
  let counter = 0;
  const push = (personnelContext: string, start: Date, end: Date | null, entryType: TimesheetEntry['entryType'], jobContext: string | null, notes = ''): void => {
    counter += 1;
    entries.push({
      context: seededUuid(`timesheet:${counter}`),
      personnelContext,
      jobContext,
      entryType,
      startDate: start.toISOString(),
      endDate: end?.toISOString() ?? null,
      notes,
    });
  };

  for (const person of personnel.filter((candidate) => candidate.active)) {
    const field = fieldPersonnel.has(person.context);
    for (let daysAgo = TIMESHEET_DAYS - 1; daysAgo >= 1; daysAgo -= 1) {
      const day = localTime(now, -daysAgo, 0);
      if (isWeekend(day)) continue;
      let cursor = localTime(now, -daysAgo, random.pick([7, 7, 8]), random.pick([0, 15, 30]));
      const count = random.int(1, 3);
      for (let index = 0; index < count; index += 1) {
        const hours = count === 1 ? random.pick([7.5, 8, 8.5]) : random.pick([1.5, 2, 2.5, 3, 3.5, 4]);
        const end = addMinutes(cursor, hours * 60);
        if (field) {
          const type = index === 0 && count > 1 && random.chance(0.3) ? random.pick(['Shop', 'Travel', 'Training'] as const) : 'Job';
          push(person.context, cursor, end, type, type === 'Job' ? random.pick(workJobs).context : null);
        } else {
          push(person.context, cursor, end, 'Shop', null, index === 0 ? 'Office' : '');
        }
        cursor = addMinutes(end, random.pick([0, 15, 30, 45]));
      }
    }
  }

  const todayStart = localMidnight(now);
  const techToday = appointments.find(
    (appointment) =>
      appointment.participantContexts.includes(personnelContexts.tech) &&
      appointment.jobContext !== null &&
      Date.parse(appointment.startDate) >= todayStart.getTime() &&
      Date.parse(appointment.startDate) < localMidnight(now, 1).getTime(),
  );
  const start = new Date(Math.max(Math.min(localTime(now, 0, 7, 30).getTime(), now.getTime() - 30 * MINUTE_MS), todayStart.getTime()));
  push(personnelContexts.tech, start, null, 'Job', techToday?.jobContext ?? workJobs[0]?.context ?? null, 'Clocked in from the mobile app');
  return entries;
}

/** Recently opened records of the admin, office and tech users. */
export function seedRecentUses(
  now: Date,
  userIds: { admin: string; office: string; tech: string },
  data: { intakes: readonly Intake[]; plans: readonly JobPlan[]; tasks: readonly Task[]; appointments: readonly Appointment[] },
): RecentUse[] {
  const random = createSeedRandom('recent-uses');
  const uses: RecentUse[] = [];
  const users: { userId: string; personnel: string }[] = [
    { userId: userIds.admin, personnel: personnelContexts.admin },
    { userId: userIds.office, personnel: personnelContexts.office },
    { userId: userIds.tech, personnel: personnelContexts.tech },
  ];
  for (const { userId, personnel } of users) {
    const own = <T>(all: readonly T[], mine: (item: T) => boolean): T[] => {
      const first = random.shuffle(all.filter(mine));
      const rest = random.shuffle(all.filter((item) => !mine(item)));
      return [...first, ...rest].slice(0, RECENT_USES_PER_KIND);
    };
    const jobsWithMe = new Set(data.appointments.filter((item) => item.participantContexts.includes(personnel) && item.jobContext).map((item) => item.jobContext));
    const jobs = own(data.plans.map((plan) => plan.job), (job) => jobsWithMe.has(job.context));
    const intakes = own(data.intakes, (intake) => intake.assignedToContext === personnel);
    const tasks = own(data.tasks, (task) => task.assignedToContext === personnel);
    const customerContexts = [...new Set([...jobs.map((job) => job.serviceCustomerContext), ...intakes.map((intake) => intake.customerContext)])].slice(0, RECENT_USES_PER_KIND);
    const picks: [RecentUse['kind'], string][] = [
      ...jobs.map((job): [RecentUse['kind'], string] => ['job', job.context]),
      ...intakes.map((intake): [RecentUse['kind'], string] => ['intake', intake.context]),
      ...tasks.map((task): [RecentUse['kind'], string] => ['task', task.context]),
      ...customerContexts.map((context): [RecentUse['kind'], string] => ['customer', context]),
    ];
    // Distinct moments over the last ten days, interleaving the kinds.
    random.shuffle(picks).forEach(([kind, context], index) => {
      const at = new Date(now.getTime() - (index * 7 + random.int(1, 6)) * 60 * MINUTE_MS - random.int(0, 59) * MINUTE_MS);
      uses.push({ userId, kind, context, at: at.toISOString() });
    });
  }
  return uses;
}
