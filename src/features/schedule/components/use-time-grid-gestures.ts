import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import type { CalendarEvent } from '../model/calendar-events';
import { atMinute, draggedTimes, minuteAt, minutesFrom, selectionRange, SLOT_MINUTES, type GridColumn } from '../model/time-grid';
import type { ColumnOverlay, EventLook } from './time-grid-column';
import { RESIZE_HANDLE_PX } from './time-grid-styles';

/** How far the pointer travels before a press becomes a drag (a shorter press is a click). */
const DRAG_THRESHOLD_PX = 4;
/** A finger held this long on an appointment picks it up; moving sooner pans the grid. */
const LONG_PRESS_MS = 450;

export interface GridMove {
  start: Date;
  end: Date;
  allDay: boolean;
  resourceId?: string;
}

export interface GridSlot {
  start: Date;
  end: Date;
  allDay: boolean;
  resourceId?: string;
}

interface Gesture {
  kind: 'move' | 'resize' | 'select' | 'all-day-move';
  pointerId: number;
  event: CalendarEvent | null;
  source: number;
  downX: number;
  downY: number;
  downMinute: number;
  active: boolean;
  /** A touch: waiting for the long press that picks the appointment up. */
  timer: number | null;
  /** The last place shown, the drop's answer. */
  target: number;
  range: { startMinute: number; endMinute: number } | null;
}

/** What the grid draws for the gesture under way. */
export interface GestureView {
  draggingId: string | null;
  overlayColumn: number | null;
  overlay: ColumnOverlay | null;
  allDayTarget: number | null;
}

const IDLE: GestureView = { draggingId: null, overlayColumn: null, overlay: null, allDayTarget: null };

interface Options {
  rootRef: RefObject<HTMLElement | null>;
  columns: readonly GridColumn[];
  eventsById: ReadonlyMap<string, CalendarEvent>;
  look: EventLook;
  canCreate: boolean;
  onMove: (event: CalendarEvent, change: GridMove) => void;
  onSelectSlot: (slot: GridSlot) => void;
  onSelectEvent: (event: CalendarEvent) => void;
}

/** The index and box of the column (or all-day cell) under an x position: the nearest one. */
function columnAt(root: HTMLElement, selector: string, clientX: number): { index: number; rect: DOMRect } | null {
  let best: { index: number; rect: DOMRect; distance: number } | null = null;
  for (const element of root.querySelectorAll<HTMLElement>(selector)) {
    const rect = element.getBoundingClientRect();
    const distance = clientX < rect.left ? rect.left - clientX : clientX > rect.right ? clientX - rect.right : 0;
    const index = Number(element.dataset.column ?? element.dataset.allDayColumn);
    if (!best || distance < best.distance) best = { index, rect, distance };
  }
  return best ? { index: best.index, rect: best.rect } : null;
}

function minuteIn(rect: DOMRect, clientY: number): number {
  return minuteAt(clientY - rect.top, rect.height);
}

/**
 * The time grid's pointer handling, one handler for the whole grid: drag an appointment to another
 * time, day or technician; drag its bottom edge to change its end; drag (or click) across empty time
 * to select a slot. A finger picks an appointment up with a long press, then drags it; otherwise a
 * touch pans the grid, and a tap opens an event or selects its half hour. Escape cancels a drag.
 */
export function useTimeGridGestures(options: Options) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const gesture = useRef<Gesture | null>(null);
  const suppressClick = useRef(false);
  const [view, setView] = useState<GestureView>(IDLE);

  const show = (next: GestureView) =>
    setView((current) =>
      current.draggingId === next.draggingId &&
      current.overlayColumn === next.overlayColumn &&
      current.allDayTarget === next.allDayTarget &&
      current.overlay?.startMinute === next.overlay?.startMinute &&
      current.overlay?.endMinute === next.overlay?.endMinute
        ? current
        : next,
    );

  const finish = () => {
    if (gesture.current?.timer) window.clearTimeout(gesture.current.timer);
    gesture.current = null;
    show(IDLE);
  };

  const track = (current: Gesture, clientX: number, clientY: number) => {
    const root = latest.current.rootRef.current;
    if (!root) return;
    if (current.kind === 'all-day-move') {
      const cell = columnAt(root, '[data-all-day-column]', clientX);
      current.target = cell?.index ?? current.source;
      show({ ...IDLE, draggingId: current.event!.id, allDayTarget: current.target });
      return;
    }
    const found = current.kind === 'move' ? columnAt(root, '[data-column]', clientX) : null;
    const index = found?.index ?? current.source;
    const rect = found?.rect ?? root.querySelector<HTMLElement>(`[data-column="${current.source}"]`)!.getBoundingClientRect();
    const minute = minuteIn(rect, clientY);
    current.target = index;
    if (current.kind === 'select') {
      current.range = selectionRange(current.downMinute, minute);
      show({ ...IDLE, overlayColumn: index, overlay: { kind: 'selection', ...current.range } });
      return;
    }
    const event = current.event!;
    const column = latest.current.columns[current.source]!;
    current.range = draggedTimes(current.kind, minutesFrom(event, column.day), minute - current.downMinute);
    show({ draggingId: event.id, overlayColumn: index, overlay: { kind: 'ghost', ...current.range }, allDayTarget: null });
  };

  const drop = (current: Gesture) => {
    const { columns, onMove, onSelectSlot } = latest.current;
    const target = columns[current.target] ?? columns[current.source]!;
    if (current.kind === 'select') {
      const range = current.range ?? selectionRange(current.downMinute, current.downMinute);
      onSelectSlot({ start: atMinute(target.day, range.startMinute), end: atMinute(target.day, range.endMinute), allDay: false, ...(target.resourceId ? { resourceId: target.resourceId } : {}) });
      return;
    }
    const event = current.event!;
    const resource = target.resourceId ? { resourceId: target.resourceId } : {};
    if (current.kind === 'all-day-move') {
      const days = Math.round((target.day.getTime() - columns[current.source]!.day.getTime()) / 86_400_000);
      if (days === 0 && target.resourceId === event.resourceId) return;
      const shift = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days, date.getHours(), date.getMinutes());
      onMove(event, { start: shift(event.start), end: shift(event.end), allDay: true, ...resource });
      return;
    }
    if (!current.range) return;
    const start = atMinute(target.day, current.range.startMinute);
    const end = atMinute(target.day, current.range.endMinute);
    if (start.getTime() === event.start.getTime() && end.getTime() === event.end.getTime() && (target.resourceId ?? null) === (event.resourceId ?? null)) return;
    onMove(event, { start, end, allDay: false, ...resource });
  };

  useEffect(() => {
    const onPointerMove = (event: PointerEvent) => {
      const current = gesture.current;
      if (!current || event.pointerId !== current.pointerId) return;
      if (!current.active) {
        if (Math.hypot(event.clientX - current.downX, event.clientY - current.downY) < DRAG_THRESHOLD_PX) return;
        // A touch that moves before the long press is a pan of the grid, not a drag.
        if (event.pointerType === 'touch') {
          finish();
          return;
        }
        current.active = true;
        suppressClick.current = true;
      }
      track(current, event.clientX, event.clientY);
    };
    const onPointerUp = (event: PointerEvent) => {
      const current = gesture.current;
      if (!current || event.pointerId !== current.pointerId) return;
      const select = current.kind === 'select';
      if (current.active || select) drop(current);
      if (select) suppressClick.current = true;
      finish();
    };
    const onCancel = () => gesture.current && finish();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && gesture.current?.active) {
        event.stopPropagation();
        finish();
      }
    };
    // While a finger drags an appointment the grid must not scroll under it.
    const onTouchMove = (event: TouchEvent) => {
      if (gesture.current?.active) event.preventDefault();
    };
    const onContextMenu = (event: Event) => {
      if (gesture.current) event.preventDefault();
    };
    const root = latest.current.rootRef.current;
    root?.addEventListener('touchmove', onTouchMove, { passive: false });
    root?.addEventListener('contextmenu', onContextMenu);
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onPointerUp);
    window.addEventListener('pointercancel', onCancel);
    window.addEventListener('keydown', onKey, true);
    return () => {
      root?.removeEventListener('touchmove', onTouchMove);
      root?.removeEventListener('contextmenu', onContextMenu);
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onCancel);
      window.removeEventListener('keydown', onKey, true);
    };
    // The handlers read the latest options through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** A finger held still on an appointment picks it up: the drag starts where it is. */
  const pickUpOnLongPress = (current: Gesture) => {
    current.timer = window.setTimeout(() => {
      current.timer = null;
      if (gesture.current !== current) return;
      current.active = true;
      suppressClick.current = true;
      track(current, current.downX, current.downY);
    }, LONG_PRESS_MS);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0 || !event.isPrimary) return;
    suppressClick.current = false;
    const { eventsById, look, canCreate, columns } = latest.current;
    const element = event.target as HTMLElement;
    const eventElement = element.closest<HTMLElement>('[data-event-id]');
    const base = { pointerId: event.pointerId, downX: event.clientX, downY: event.clientY, active: false, range: null, timer: null };
    if (eventElement) {
      const calendarEvent = eventsById.get(eventElement.dataset.eventId ?? '');
      if (!calendarEvent || !look.draggable(calendarEvent)) return;
      const allDayCell = eventElement.closest<HTMLElement>('[data-all-day-column]');
      if (allDayCell) {
        const source = Number(allDayCell.dataset.allDayColumn);
        gesture.current = { ...base, kind: 'all-day-move', event: calendarEvent, source, target: source, downMinute: 0 };
        if (event.pointerType === 'touch') pickUpOnLongPress(gesture.current);
        return;
      }
      const columnElement = eventElement.closest<HTMLElement>('[data-column]');
      if (!columnElement) return;
      const source = Number(columnElement.dataset.column);
      const box = eventElement.getBoundingClientRect();
      const resize = eventElement.dataset.resizable === 'true' && event.clientY >= box.bottom - RESIZE_HANDLE_PX;
      const downMinute = minuteIn(columnElement.getBoundingClientRect(), event.clientY);
      gesture.current = { ...base, kind: resize ? 'resize' : 'move', event: calendarEvent, source, target: source, downMinute };
      if (event.pointerType === 'touch') pickUpOnLongPress(gesture.current);
      return;
    }
    const columnElement = element.closest<HTMLElement>('[data-column]');
    if (!columnElement || !canCreate || columns.length === 0) return;
    const source = Number(columnElement.dataset.column);
    const downMinute = minuteIn(columnElement.getBoundingClientRect(), event.clientY);
    gesture.current = { ...base, kind: 'select', event: null, source, target: source, downMinute, range: selectionRange(downMinute, downMinute) };
    if (event.pointerType !== 'touch') show({ ...IDLE, overlayColumn: source, overlay: { kind: 'selection', startMinute: gesture.current.range!.startMinute, endMinute: gesture.current.range!.startMinute + SLOT_MINUTES } });
  };

  /** The event an element belongs to (events carry `data-event-id`). */
  const eventAt = (target: EventTarget): CalendarEvent | undefined => {
    const element = (target as HTMLElement).closest<HTMLElement>('[data-event-id]');
    return element ? latest.current.eventsById.get(element.dataset.eventId ?? '') : undefined;
  };

  /** A click opens the event under it, unless it ended a drag or a selection. */
  const onClick = (event: ReactMouseEvent<HTMLElement>) => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    const calendarEvent = eventAt(event.target);
    if (calendarEvent) latest.current.onSelectEvent(calendarEvent);
  };

  /** Enter or Space on an event opens it (events are `role="button"` elements). */
  const onKeyDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const calendarEvent = eventAt(event.target);
    if (!calendarEvent) return;
    event.preventDefault();
    latest.current.onSelectEvent(calendarEvent);
  };

  return { view, onPointerDown, onClick, onKeyDown };
}
