import { describe, expect, it } from 'vitest';
import { calendarEvents, findConflicts, participantsAfterMove, UNASSIGNED_RESOURCE } from '@/features/schedule/model/calendar-events';
import { applyMoves } from '@/features/schedule/model/pending-moves';
import { agendaOrder } from '@/features/schedule/components/schedule-agenda';
import type { Appointment } from '@/lib/schemas/dashboard-schemas';
import type { ScheduleRangeResponse } from '@/lib/schemas/schedule-schemas';
import { appointmentFixture } from '../../support/appointment-fixture';

const priya = { context: 'p-priya', name: 'Priya Shah' };
const theo = { context: 'p-theo', name: 'Theo Tech' };

function appointment(context: string, start: string, end: string, participants = [priya], allDay = false): Appointment {
  return appointmentFixture(context, { startDate: new Date(start).toISOString(), endDate: new Date(end).toISOString(), allDay, participants });
}

const data: ScheduleRangeResponse = {
  appointments: [
    appointment('a', '2026-11-26T09:00', '2026-11-26T11:00', [priya, theo]),
    appointment('b', '2026-11-26T10:30', '2026-11-26T11:30'),
    appointment('c', '2026-11-26T11:30', '2026-11-26T12:30'),
    appointment('d', '2026-11-26T00:00', '2026-11-27T00:00', [priya], true),
    appointment('e', '2026-11-26T13:00', '2026-11-26T14:00', []),
  ],
  tasks: [{ context: 't1', title: '', completeDate: new Date('2026-11-26T15:00').toISOString(), completeType: 'By', status: 'Open', priority: 'High', assignedTo: theo }],
  weatherEvents: [{ context: 'w1', type: 'Rain', dateTime: new Date('2026-11-26T00:00').toISOString(), timeOfDay: 'All Day' }],
};

describe('conflicts', () => {
  it('names the technician booked on overlapping timed visits, and only those visits', () => {
    const conflicts = findConflicts(data.appointments);
    expect(conflicts.get('a')).toEqual(['Priya Shah']);
    expect(conflicts.get('b')).toEqual(['Priya Shah']);
    // Back to back is not a conflict, and all-day visits never are.
    expect(conflicts.has('c')).toBe(false);
    expect(conflicts.has('d')).toBe(false);
  });
});

describe('the calendar events', () => {
  it('draws each appointment once, with tasks and weather as all-day events', () => {
    const events = calendarEvents(data, { byTechnician: false });
    expect(events.map((event) => event.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'task|t1', 'weather|w1']);
    const task = events.find((event) => event.id === 'task|t1')!;
    expect(task.title).toBe('No Title');
    expect(task.allDay).toBe(true);
    expect(events.find((event) => event.id === 'a')!.item).toMatchObject({ kind: 'appointment', conflicts: ['Priya Shah'] });
  });

  it('puts an appointment in every participant’s column in the technicians view', () => {
    const events = calendarEvents(data, { byTechnician: true });
    expect(events.filter((event) => event.id.startsWith('a|')).map((event) => event.resourceId)).toEqual(['p-priya', 'p-theo']);
    expect(events.find((event) => event.id.startsWith('e|'))!.resourceId).toBe(UNASSIGNED_RESOURCE);
    expect(events.find((event) => event.id === 'task|t1')!.resourceId).toBe('p-theo');
    expect(events.some((event) => event.item.kind === 'weather')).toBe(false);
  });
});

describe('moving between technician columns', () => {
  it('replaces the technician of the column left by the one of the column reached', () => {
    expect(participantsAfterMove(['p-priya', 'p-theo'], 'p-priya', 'p-sam')).toEqual(['p-theo', 'p-sam']);
    expect(participantsAfterMove(['p-priya', 'p-theo'], 'p-priya', 'p-theo')).toEqual(['p-theo']);
    expect(participantsAfterMove(['p-priya'], 'p-priya', UNASSIGNED_RESOURCE)).toEqual([]);
    expect(participantsAfterMove(['p-priya'], undefined, undefined)).toEqual(['p-priya']);
  });

  it('shows a move being saved at once, in its new column', () => {
    const events = calendarEvents(data, { byTechnician: true });
    const start = new Date('2026-11-26T15:00');
    const end = new Date('2026-11-26T16:00');
    const moved = applyMoves(events, [{ context: 'b', start, end, allDay: false, participantContexts: ['p-sam'] }]);
    const b = moved.filter((event) => event.item.kind === 'appointment' && event.item.appointment.context === 'b');
    expect(b).toHaveLength(1);
    expect(b[0]).toMatchObject({ resourceId: 'p-sam', start, end });
  });
});

describe('the phone agenda', () => {
  it('lists the day’s events, all-day ones first (by title), then by start', () => {
    const ordered = agendaOrder(calendarEvents(data, { byTechnician: false }), new Date(2026, 10, 26));
    expect(ordered.map((event) => event.id)).toEqual(['task|t1', 'weather|w1', 'd', 'a', 'b', 'c', 'e']);
    expect(agendaOrder(calendarEvents(data, { byTechnician: false }), new Date(2026, 10, 27))).toEqual([]);
  });
});
