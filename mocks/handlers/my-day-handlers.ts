import { endpoints } from '../../src/config/endpoints';
import { visitMessages, type MyDay } from '../../src/lib/schemas/visit-schemas';
import { getDb } from '../db/store';
import type { Appointment } from '../db/types';
import { compareKeys, compareText } from '../lib/text-order';
import { byStart } from './appointment-view';
import { clientDay } from './client-time';
import { clientTimezoneOffset, validationError } from './handler-utils';
import { createLookup } from './record-refs';
import { route } from './route';
import { taskView } from './task-views';
import { activeJobStatuses, visitView } from './visit-views';

/**
 * `GET MyDay/Get?date=yyyy-MM-dd` (issue 17): the signed-in user's visits that touch that day (the
 * client's day, by the `ClientTimezoneOffset` header), all-day visits first and then by start, each
 * with its job or intake, customer, address notes and forms; then the tasks assigned to them whose
 * date falls on that day; and the job statuses Finish offers.
 */

/** A real calendar date written `yyyy-MM-dd`. */
function isDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function allDayFirst(a: Appointment, b: Appointment): number {
  return Number(b.allDay) - Number(a.allDay) || byStart(a, b);
}

const getMyDay = route('get', endpoints.myDay.get, { allow: 'SCHED_R' }, ({ request, user, query }) => {
  const date = query.get('date')?.trim() ?? '';
  if (!isDate(date)) return validationError([visitMessages.dateInvalid]);
  const day = clientDay(date, clientTimezoneOffset(request));
  const db = getDb();
  const lookup = createLookup(db);
  const person = user.personnelContext;
  const visits = person
    ? db.appointments
        .where('participant', person)
        .filter((appointment) => Date.parse(appointment.startDate) < day.end && Date.parse(appointment.endDate) > day.start)
        .sort(allDayFirst)
        .map((appointment) => visitView(lookup, appointment, user))
    : [];
  const tasks = person
    ? db.tasks
        .where('assignedTo', person)
        .filter((task) => {
          const due = task.completeDate ? Date.parse(task.completeDate) : Number.NaN;
          return due >= day.start && due < day.end;
        })
        .sort((a, b) => compareKeys(a.completeDate ?? '', b.completeDate ?? '') || compareText(a.title, b.title) || compareKeys(a.context, b.context))
        .map((task) => taskView(lookup, task))
    : [];
  const answer: MyDay = { date, visits, tasks, jobStatuses: activeJobStatuses(lookup) };
  return answer;
});

export const myDayHandlers = [getMyDay];
