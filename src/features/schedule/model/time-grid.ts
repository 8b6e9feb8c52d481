import type { CalendarEvent } from './calendar-events';

/**
 * The schedule's time grid (day, week, and the day with technicians as columns): which columns it
 * has, which events each column draws, where they sit and how pointer positions become times.
 * Pure functions over plain numbers (minutes after midnight), no React and no date library: a busy
 * week lays out some 250 events on every switch.
 */

export const MINUTES_PER_DAY = 24 * 60;
/** Selecting a slot works in half hours (the grid's lines). */
export const SLOT_MINUTES = 30;
/** A dragged or resized appointment lands on a quarter hour. */
export const SNAP_MINUTES = 15;

export interface TimeGridResource {
  id: string;
  title: string;
}

export interface GridColumn {
  key: string;
  /** Local midnight of the column's day. */
  day: Date;
  /** The technician's column (technicians view). */
  resourceId?: string;
  heading: string;
  isToday: boolean;
}

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short' });
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'numeric', day: 'numeric' });

function midnight(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** A day column's heading, e.g. "Sun 11/22". */
export function dayHeading(day: Date): string {
  return `${weekday.format(day)} ${monthDay.format(day)}`;
}

/**
 * The columns: the week's seven days (Sunday first), the one day, or one column per technician
 * for the one day.
 */
export function gridColumns(view: 'day' | 'week', date: Date, resources: readonly TimeGridResource[] | undefined, today: Date = new Date()): GridColumn[] {
  const todayTime = midnight(today).getTime();
  const first = midnight(date);
  if (resources) {
    return resources.map((resource) => ({ key: resource.id, day: first, resourceId: resource.id, heading: resource.title, isToday: first.getTime() === todayTime }));
  }
  const days = view === 'week' ? Array.from({ length: 7 }, (_, index) => addDays(first, index - first.getDay())) : [first];
  // Keyed by place, not by date: the next week redraws into the same columns.
  return days.map((day, index) => ({ key: `day-${index}`, day, heading: dayHeading(day), isToday: day.getTime() === todayTime }));
}

export interface ColumnEvents {
  timed: CalendarEvent[];
  allDay: CalendarEvent[];
}

/**
 * Each column's events, in one pass: an event belongs to every day column it overlaps (a timed
 * visit past midnight shows in both days), and in the technicians view to its technician's column.
 */
export function eventsByColumn(events: readonly CalendarEvent[], columns: readonly GridColumn[]): ColumnEvents[] {
  const result = columns.map(() => ({ timed: [] as CalendarEvent[], allDay: [] as CalendarEvent[] }));
  if (columns.length === 0) return result;
  const byResource = columns[0]!.resourceId !== undefined;
  const resourceIndex = new Map(columns.map((column, index) => [column.resourceId, index]));
  const starts = columns.map((column) => column.day.getTime());
  const ends = columns.map((column) => addDays(column.day, 1).getTime());
  for (const event of events) {
    const start = event.start.getTime();
    // An event of no length still shows at its start.
    const end = Math.max(event.end.getTime(), start + 1);
    const push = (index: number) => (event.allDay ? result[index]!.allDay : result[index]!.timed).push(event);
    if (byResource) {
      const index = resourceIndex.get(event.resourceId);
      if (index !== undefined && start < ends[index]! && end > starts[index]!) push(index);
      continue;
    }
    for (let index = 0; index < columns.length; index += 1) if (start < ends[index]! && end > starts[index]!) push(index);
  }
  return result;
}

export interface PlacedEvent {
  event: CalendarEvent;
  /** Minutes after the column's midnight, clipped to the day. */
  startMinute: number;
  endMinute: number;
  /** Side-by-side position among the events it overlaps: lane `lane` of `lanes`. */
  lane: number;
  lanes: number;
}

/** The event's part of the day, in minutes after midnight (`minutesFrom` clipped to the day). */
export function minutesInDay(event: CalendarEvent, day: Date): { startMinute: number; endMinute: number } {
  const { startMinute, endMinute } = minutesFrom(event, day);
  const start = Math.min(MINUTES_PER_DAY, Math.max(0, startMinute));
  return { startMinute: start, endMinute: Math.max(start, Math.min(MINUTES_PER_DAY, endMinute)) };
}

/**
 * Timed events side by side: events that overlap (directly or through others) form a cluster, each
 * takes the first lane free at its start, and the cluster's lanes share the column's width.
 * A short event counts as at least `minimumMinutes` long, the height it is drawn with.
 */
export function placeEvents(events: readonly CalendarEvent[], day: Date, minimumMinutes = SLOT_MINUTES): PlacedEvent[] {
  const items = events
    .map((event) => ({ event, ...minutesInDay(event, day) }))
    .sort((a, b) => a.startMinute - b.startMinute || b.endMinute - a.endMinute || a.event.id.localeCompare(b.event.id));
  const placed: PlacedEvent[] = [];
  let cluster: PlacedEvent[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -1;
  const closeCluster = () => {
    for (const item of cluster) item.lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const item of items) {
    const drawnEnd = Math.max(item.endMinute, item.startMinute + minimumMinutes);
    if (item.startMinute >= clusterEnd) closeCluster();
    let lane = laneEnds.findIndex((end) => end <= item.startMinute);
    if (lane === -1) lane = laneEnds.push(drawnEnd) - 1;
    else laneEnds[lane] = drawnEnd;
    const entry: PlacedEvent = { ...item, lane, lanes: 1 };
    cluster.push(entry);
    placed.push(entry);
    clusterEnd = Math.max(clusterEnd, drawnEnd);
  }
  closeCluster();
  return placed;
}

/** The minute after midnight at a height of the column (clamped to the day). */
export function minuteAt(offsetY: number, columnHeight: number): number {
  if (columnHeight <= 0) return 0;
  return Math.min(MINUTES_PER_DAY, Math.max(0, (offsetY / columnHeight) * MINUTES_PER_DAY));
}

export function snapDown(minute: number, step: number): number {
  return Math.floor(minute / step) * step;
}

export function snapNearest(minute: number, step: number): number {
  return Math.round(minute / step) * step;
}

/** A time on the column's day. */
export function atMinute(day: Date, minute: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, minute);
}

/**
 * A slot selection between two pointer positions (minutes): from the half hour the first lies in
 * to the end of the half hour the second lies in, whichever way the pointer went.
 */
export function selectionRange(fromMinute: number, toMinute: number): { startMinute: number; endMinute: number } {
  const low = Math.min(fromMinute, toMinute);
  const high = Math.max(fromMinute, toMinute);
  const startMinute = Math.min(snapDown(low, SLOT_MINUTES), MINUTES_PER_DAY - SLOT_MINUTES);
  const endMinute = Math.min(MINUTES_PER_DAY, Math.max(startMinute + SLOT_MINUTES, snapDown(high, SLOT_MINUTES) + SLOT_MINUTES));
  return { startMinute, endMinute };
}

/**
 * An event's times in minutes after a day's midnight, not clipped: a visit from the evening before
 * starts below zero, one past midnight ends after 1440.
 */
export function minutesFrom(event: CalendarEvent, day: Date): { startMinute: number; endMinute: number } {
  const base = day.getTime();
  return { startMinute: Math.round((event.start.getTime() - base) / 60_000), endMinute: Math.round((event.end.getTime() - base) / 60_000) };
}

/**
 * Where a dragged appointment lands, in minutes after the column's midnight (`minutesFrom`): moved by
 * the pointer's change in minutes, on a quarter hour; a resize moves only the end (at least a quarter
 * hour after the start). An appointment within one day stays inside the day; one across midnight
 * keeps its length and may still cross it.
 */
export function draggedTimes(mode: 'move' | 'resize', original: { startMinute: number; endMinute: number }, deltaMinutes: number): { startMinute: number; endMinute: number } {
  const withinDay = original.startMinute >= 0 && original.endMinute <= MINUTES_PER_DAY;
  if (mode === 'resize') {
    const end = Math.max(original.startMinute + SNAP_MINUTES, snapNearest(original.endMinute + deltaMinutes, SNAP_MINUTES));
    return { startMinute: original.startMinute, endMinute: withinDay ? Math.min(MINUTES_PER_DAY, end) : end };
  }
  const duration = original.endMinute - original.startMinute;
  const moved = snapNearest(original.startMinute + deltaMinutes, SNAP_MINUTES);
  const startMinute = withinDay ? Math.min(MINUTES_PER_DAY - duration, Math.max(0, moved)) : moved;
  return { startMinute, endMinute: startMinute + duration };
}
