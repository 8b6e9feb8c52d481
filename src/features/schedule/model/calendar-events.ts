import type { Appointment } from '@/lib/schemas/dashboard-schemas';
import type { ScheduleRangeResponse, ScheduleTask, WeatherEvent } from '@/lib/schemas/schedule-schemas';

/**
 * What the calendar draws, built from one Schedule/GetRange answer: appointments (one per technician
 * column in the technicians view), tasks on their due dates and weather on its day. Pure functions.
 */
export type CalendarItem =
  | { kind: 'appointment'; appointment: Appointment; conflicts: string[] }
  | { kind: 'task'; task: ScheduleTask }
  | { kind: 'weather'; weather: WeatherEvent };

export interface CalendarEvent {
  /** Unique per drawn event: an appointment drawn in two technician columns is two events. */
  id: string;
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
  /** The technician column (technicians view). */
  resourceId?: string;
  item: CalendarItem;
}

/** Unassigned appointments' column in the technicians view. */
export const UNASSIGNED_RESOURCE = 'unassigned';

/**
 * For each timed appointment, the names of participants booked on another timed appointment that
 * overlaps it (spec: a technician double-booked is shown as a conflict, not hidden).
 */
export function findConflicts(appointments: readonly Appointment[]): Map<string, string[]> {
  const byPerson = new Map<string, { appointment: Appointment; start: number; end: number }[]>();
  for (const appointment of appointments) {
    if (appointment.allDay) continue;
    for (const person of appointment.participants) {
      const list = byPerson.get(person.context) ?? [];
      list.push({ appointment, start: Date.parse(appointment.startDate), end: Date.parse(appointment.endDate) });
      byPerson.set(person.context, list);
    }
  }
  const conflicts = new Map<string, Set<string>>();
  for (const [personContext, list] of byPerson) {
    list.sort((a, b) => a.start - b.start);
    let latest: (typeof list)[number] | undefined;
    for (const entry of list) {
      if (latest && entry.start < latest.end) {
        const name = entry.appointment.participants.find((person) => person.context === personContext)?.name ?? '';
        for (const clashing of [entry.appointment.context, latest.appointment.context]) {
          const names = conflicts.get(clashing) ?? new Set<string>();
          names.add(name);
          conflicts.set(clashing, names);
        }
      }
      if (!latest || entry.end > latest.end) latest = entry;
    }
  }
  return new Map([...conflicts].map(([context, names]) => [context, [...names].sort()]));
}

/** A weather event's span: all day, or its part of the day. */
function weatherSpan(weather: WeatherEvent): { start: Date; end: Date; allDay: boolean } {
  const at = new Date(weather.dateTime);
  const day = new Date(at.getFullYear(), at.getMonth(), at.getDate());
  const next = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);
  return { start: day, end: next, allDay: true };
}

function taskSpan(task: ScheduleTask): { start: Date; end: Date; allDay: boolean } {
  const due = new Date(task.completeDate);
  const day = new Date(due.getFullYear(), due.getMonth(), due.getDate());
  return { start: day, end: new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1), allDay: true };
}

/**
 * The calendar's events. With `byTechnician`, every appointment is drawn once in each participant's
 * column (or the Unassigned column), and tasks in their assignee's column; weather stays out of the
 * technician columns' grid and shows as all-day events in every column.
 */
export function calendarEvents(data: ScheduleRangeResponse | undefined, options: { byTechnician: boolean }): CalendarEvent[] {
  if (!data) return [];
  const conflicts = findConflicts(data.appointments);
  const events: CalendarEvent[] = [];
  for (const appointment of data.appointments) {
    const item: CalendarItem = { kind: 'appointment', appointment, conflicts: conflicts.get(appointment.context) ?? [] };
    const base = { title: appointment.title, start: new Date(appointment.startDate), end: new Date(appointment.endDate), allDay: appointment.allDay, item };
    if (!options.byTechnician) {
      events.push({ id: appointment.context, ...base });
      continue;
    }
    const columns = appointment.participants.length > 0 ? appointment.participants.map((person) => person.context) : [UNASSIGNED_RESOURCE];
    for (const column of columns) events.push({ id: `${appointment.context}|${column}`, resourceId: column, ...base });
  }
  for (const task of data.tasks) {
    const event = { title: task.title || 'No Title', ...taskSpan(task), item: { kind: 'task', task } as const };
    events.push({ id: `task|${task.context}`, ...event, ...(options.byTechnician ? { resourceId: task.assignedTo?.context ?? UNASSIGNED_RESOURCE } : {}) });
  }
  if (!options.byTechnician) {
    for (const weather of data.weatherEvents) {
      events.push({ id: `weather|${weather.context}`, title: `${weather.type} \u00b7 ${weather.timeOfDay}`, ...weatherSpan(weather), item: { kind: 'weather', weather } });
    }
  }
  return events;
}

/** The appointment's status colour: its job's status, or its kind (intake estimate or visit). */
export function statusTone(appointment: Appointment): 'primary' | 'success' | 'warning' | 'info' | 'neutral' | 'error' {
  const status = appointment.job?.jobStatus?.text?.toLowerCase() ?? '';
  if (status.includes('complete')) return 'success';
  if (status.includes('waiting') || status.includes('hold')) return 'warning';
  if (status.includes('progress')) return 'primary';
  if (status.includes('cancel')) return 'neutral';
  if (!appointment.job) return 'info';
  return 'primary';
}

/**
 * After a drag in the technicians view, the participants: the technician of the column it left is
 * replaced by the one of the column it reached (unless already there).
 */
export function participantsAfterMove(current: readonly string[], fromColumn: string | undefined, toColumn: string | undefined): string[] {
  if (!toColumn || !fromColumn || fromColumn === toColumn) return [...current];
  const others = current.filter((context) => context !== fromColumn);
  if (toColumn === UNASSIGNED_RESOURCE) return others;
  return others.includes(toColumn) ? others : [...others, toColumn];
}
