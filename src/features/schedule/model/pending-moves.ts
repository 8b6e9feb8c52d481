import type { CalendarEvent } from './calendar-events';

/** A drag or resize being saved: the calendar shows it at once and drops it when the save ends. */
export interface PendingMove {
  context: string;
  start: Date;
  end: Date;
  allDay: boolean;
  participantContexts: string[];
}

/**
 * The events with the moves being saved applied. In the technicians view an appointment moved to
 * another column shows there (its column event takes the new technician).
 */
export function applyMoves(events: CalendarEvent[], moves: readonly PendingMove[]): CalendarEvent[] {
  if (moves.length === 0) return events;
  const byContext = new Map(moves.map((move) => [move.context, move]));
  const columnsOf = new Map<string, Set<string>>();
  for (const event of events) {
    if (event.item.kind !== 'appointment' || event.resourceId === undefined) continue;
    const columns = columnsOf.get(event.item.appointment.context) ?? new Set<string>();
    columns.add(event.resourceId);
    columnsOf.set(event.item.appointment.context, columns);
  }
  return events.flatMap((event) => {
    if (event.item.kind !== 'appointment') return [event];
    const context = event.item.appointment.context;
    const move = byContext.get(context);
    if (!move) return [event];
    const moved = { ...event, start: move.start, end: move.end, allDay: move.allDay };
    if (event.resourceId === undefined || move.participantContexts.includes(event.resourceId)) return [moved];
    const shown = columnsOf.get(context) ?? new Set<string>();
    const newColumn = move.participantContexts.find((participant) => !shown.has(participant));
    return newColumn ? [{ ...moved, id: `${context}|${newColumn}`, resourceId: newColumn }] : [];
  });
}
