import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { TimeGrid, type TimeGridProps } from '@/features/schedule/components/time-grid';
import { DAY_PX } from '@/features/schedule/components/time-grid-styles';
import type { CalendarEvent } from '@/features/schedule/model/calendar-events';
import type { Appointment } from '@/lib/schemas/dashboard-schemas';
import { appointmentFixture } from '../../support/appointment-fixture';

/** Thursday, November 26, 2026 (the tests run in UTC). */
const thursday = new Date(2026, 10, 26);
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);

function appointment(context: string, title: string, start: Date, end: Date, allDay = false): Appointment {
  return appointmentFixture(context, { title, startDate: start.toISOString(), endDate: end.toISOString(), allDay });
}

function event(id: string, title: string, start: Date, end: Date, extra: { conflicts?: string[]; resourceId?: string; allDay?: boolean } = {}): CalendarEvent {
  const allDay = extra.allDay ?? false;
  const item = appointment(id, title, start, end, allDay);
  return { id, title, start, end, allDay, ...(extra.resourceId ? { resourceId: extra.resourceId } : {}), item: { kind: 'appointment', appointment: item, conflicts: extra.conflicts ?? [] } };
}

const roof = event('roof', 'Roof repair', at(26, 9), at(26, 10), { conflicts: ['Priya Shah'] });

/** The layout jsdom lacks: columns side by side, 200 px wide, the day 1152 px tall from y = 40. */
const TOP = 40;
const COLUMN_PX = 200;
const columnLeft = (index: number) => 100 + index * COLUMN_PX;
const yAt = (hour: number, minute = 0) => TOP + ((hour * 60 + minute) / (24 * 60)) * DAY_PX;

function box(left: number, top: number, width: number, height: number): DOMRect {
  return { x: left, y: top, left, top, width, height, right: left + width, bottom: top + height, toJSON: () => ({}) };
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const allDay = this.closest<HTMLElement>('[data-all-day-column]');
    if (allDay) return box(columnLeft(Number(allDay.dataset.allDayColumn)), 0, COLUMN_PX, 28);
    const column = this.closest<HTMLElement>('[data-column]');
    if (!column) return box(0, 0, 0, 0);
    const left = columnLeft(Number(column.dataset.column));
    if (this === column) return box(left, TOP, COLUMN_PX, DAY_PX);
    // An event: where its percentages of the day put it.
    return box(left, TOP + (parseFloat(this.style.top) / 100) * DAY_PX, COLUMN_PX, (parseFloat(this.style.height) / 100) * DAY_PX);
  });
});

function renderGrid(props: Partial<TimeGridProps> = {}) {
  const callbacks = { onSelectEvent: vi.fn<TimeGridProps['onSelectEvent']>(), onMove: vi.fn<TimeGridProps['onMove']>(), onSelectSlot: vi.fn<TimeGridProps['onSelectSlot']>() };
  render(
    <ThemeProvider theme={theme}>
      <TimeGrid view="day" date={thursday} events={[roof]} canMove canCreate {...callbacks} {...props} />
    </ThemeProvider>,
  );
  return callbacks;
}

const pointer = (x: number, y: number) => ({ clientX: x, clientY: y, pointerId: 1, isPrimary: true, button: 0, pointerType: 'mouse' });

/** Press on an element, drag through the window to (x, y) and let go there. */
function drag(element: Element, from: [number, number], to: [number, number], beforeRelease?: () => void) {
  fireEvent.pointerDown(element, pointer(...from));
  fireEvent.pointerMove(window, pointer(from[0], from[1] + 1));
  fireEvent.pointerMove(window, pointer(...to));
  beforeRelease?.();
  fireEvent.pointerUp(window, pointer(...to));
  // The click the browser sends after the release.
  fireEvent.click(element);
}

const eventButton = (title: string) => screen.getByText(title).closest<HTMLElement>('[role="button"]')!;

describe('the time grid', () => {
  it('draws each event as a button with its times and lines', () => {
    renderGrid({ events: [roof, event('gutter', 'Gutter clean', at(26, 13), at(26, 14, 30))] });
    const calendar = screen.getByRole('region', { name: 'Calendar' });
    expect(within(calendar).getByText('Thu 11/26')).toBeInTheDocument();
    const buttons = within(calendar).getAllByRole('button');
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toHaveTextContent('9:00 AM \u2013 10:00 AM');
    expect(buttons[0]).toHaveTextContent('Job: Roof repair');
    expect(buttons[0]).toHaveTextContent('Priya Shah is double-booked');
    expect(within(buttons[0]!).getByRole('img', { name: 'Conflict' })).toBeInTheDocument();
    expect(buttons[1]).toHaveTextContent('1:00 PM \u2013 2:30 PM');
    expect(buttons[1]).toHaveTextContent('Job: Gutter clean');
    expect(buttons[1]).not.toHaveTextContent('double-booked');
  });

  it('opens an event on a click, on Enter and on Space', async () => {
    const user = userEvent.setup();
    const { onSelectEvent, onMove } = renderGrid();
    await user.click(eventButton('Job: Roof repair'));
    expect(onSelectEvent).toHaveBeenCalledTimes(1);
    expect(onSelectEvent).toHaveBeenLastCalledWith(roof);
    eventButton('Job: Roof repair').focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onSelectEvent).toHaveBeenCalledTimes(3);
    expect(onMove).not.toHaveBeenCalled();
  });

  it('moves an appointment dragged down two hours, keeping its length, and does not open it', () => {
    const { onMove, onSelectEvent } = renderGrid();
    const button = eventButton('Job: Roof repair');
    drag(button, [150, yAt(9, 20)], [150, yAt(11, 20)], () => {
      // The ghost shows where it will land.
      expect(screen.getByText('11:00 AM \u2013 12:00 PM')).toBeInTheDocument();
    });
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onMove).toHaveBeenCalledWith(roof, { start: at(26, 11), end: at(26, 12), allDay: false });
    expect(onSelectEvent).not.toHaveBeenCalled();
    expect(screen.queryByText('11:00 AM \u2013 12:00 PM')).not.toBeInTheDocument();
  });

  it('changes only the end when the bottom edge is dragged', () => {
    const { onMove } = renderGrid();
    // The event's bottom is at 10:00; the handle is its last 6 px.
    drag(eventButton('Job: Roof repair'), [150, yAt(10) - 2], [150, yAt(11) - 2]);
    expect(onMove).toHaveBeenCalledWith(roof, { start: at(26, 9), end: at(26, 11), allDay: false });
  });

  it('moves and resizes a visit from the evening before by the pointer\u2019s change', () => {
    const late = event('late', 'Boiler restart', at(25, 22), at(26, 2));
    const first = renderGrid({ events: [late] });
    // Drawn from midnight to 2 AM in Thursday's column: its bottom edge is at 2 AM.
    drag(eventButton('Job: Boiler restart'), [150, yAt(2) - 2], [150, yAt(3) - 2]);
    expect(first.onMove).toHaveBeenLastCalledWith(late, { start: at(25, 22), end: at(26, 3), allDay: false });
    drag(eventButton('Job: Boiler restart'), [150, yAt(1)], [150, yAt(2)]);
    expect(first.onMove).toHaveBeenLastCalledWith(late, { start: at(25, 23), end: at(26, 3), allDay: false });
  });

  it('lets a finger pick an appointment up with a long press; a quick swipe only pans', () => {
    vi.useFakeTimers();
    const { onMove, onSelectEvent } = renderGrid();
    const button = eventButton('Job: Roof repair');
    const touch = (x: number, y: number) => ({ ...pointer(x, y), pointerType: 'touch' });
    // A swipe: the finger moves before the long press, so the grid pans and nothing moves.
    fireEvent.pointerDown(button, touch(150, yAt(9, 20)));
    fireEvent.pointerMove(window, touch(150, yAt(10, 20)));
    vi.advanceTimersByTime(1000);
    fireEvent.pointerUp(window, touch(150, yAt(10, 20)));
    expect(onMove).not.toHaveBeenCalled();
    // Held still, then dragged an hour down.
    fireEvent.pointerDown(button, touch(150, yAt(9, 20)));
    vi.advanceTimersByTime(500);
    fireEvent.pointerMove(window, touch(150, yAt(10, 20)));
    fireEvent.pointerUp(window, touch(150, yAt(10, 20)));
    fireEvent.click(button);
    expect(onMove).toHaveBeenCalledWith(roof, { start: at(26, 10), end: at(26, 11), allDay: false });
    expect(onSelectEvent).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('does not move an appointment dropped where it was, or after Escape', () => {
    const { onMove } = renderGrid();
    drag(eventButton('Job: Roof repair'), [150, yAt(9, 20)], [150, yAt(9, 22)]);
    drag(eventButton('Job: Roof repair'), [150, yAt(9, 20)], [150, yAt(13)], () => fireEvent.keyDown(window, { key: 'Escape' }));
    expect(onMove).not.toHaveBeenCalled();
  });

  it('selects the half hours dragged across on empty time', () => {
    const { onSelectSlot, onSelectEvent } = renderGrid();
    const column = document.querySelector('[data-column="0"]')!;
    drag(column, [150, yAt(21, 15)], [150, yAt(21, 45)], () => {
      expect(screen.getByText('9:00 PM \u2013 10:00 PM')).toBeInTheDocument();
    });
    expect(onSelectSlot).toHaveBeenCalledTimes(1);
    expect(onSelectSlot).toHaveBeenCalledWith({ start: at(26, 21), end: at(26, 22), allDay: false });
    expect(onSelectEvent).not.toHaveBeenCalled();
  });

  it('selects one half hour on a click in empty time', () => {
    const { onSelectSlot } = renderGrid();
    const column = document.querySelector('[data-column="0"]')!;
    fireEvent.pointerDown(column, pointer(150, yAt(14, 40)));
    fireEvent.pointerUp(window, pointer(150, yAt(14, 40)));
    expect(onSelectSlot).toHaveBeenCalledWith({ start: at(26, 14, 30), end: at(26, 15), allDay: false });
  });

  it('selects nothing when the user may not create', () => {
    const { onSelectSlot } = renderGrid({ canCreate: false });
    drag(document.querySelector('[data-column="0"]')!, [150, yAt(21, 15)], [150, yAt(21, 45)]);
    expect(onSelectSlot).not.toHaveBeenCalled();
  });

  it('does not move without the right to, but still opens the event', () => {
    const { onMove, onSelectEvent } = renderGrid({ canMove: false });
    const button = eventButton('Job: Roof repair');
    drag(button, [150, yAt(9, 20)], [150, yAt(11, 20)]);
    expect(onMove).not.toHaveBeenCalled();
    expect(screen.queryByText('11:00 AM \u2013 12:00 PM')).not.toBeInTheDocument();
    expect(onSelectEvent).toHaveBeenCalledWith(roof);
  });

  it('moves an all-day appointment to the day it is dropped on in the week', () => {
    const fence = event('fence', 'Fence', at(26, 0), at(27, 0), { allDay: true });
    const { onMove } = renderGrid({ view: 'week', events: [fence] });
    // Thursday is the week's fifth column, Saturday its seventh.
    drag(eventButton('Job: Fence'), [columnLeft(4) + 50, 10], [columnLeft(6) + 50, 10]);
    expect(onMove).toHaveBeenCalledWith(fence, { start: at(28, 0), end: at(29, 0), allDay: true });
  });
});

describe('the technicians view', () => {
  const resources = [
    { id: 'p-priya', title: 'Priya Shah' },
    { id: 'p-theo', title: 'Theo Tech' },
  ];
  const priyas = event('roof|p-priya', 'Roof repair', at(26, 9), at(26, 10), { resourceId: 'p-priya' });

  it('heads the columns with the technicians and moves a visit dropped in another’s column to them', () => {
    const { onMove } = renderGrid({ events: [priyas], resources });
    const calendar = screen.getByRole('region', { name: 'Calendar' });
    expect(within(calendar).getByText('Priya Shah')).toBeInTheDocument();
    expect(within(calendar).getByText('Theo Tech')).toBeInTheDocument();
    drag(eventButton('Job: Roof repair'), [columnLeft(0) + 50, yAt(9, 20)], [columnLeft(1) + 50, yAt(11, 20)]);
    expect(onMove).toHaveBeenCalledWith(priyas, { start: at(26, 11), end: at(26, 12), allDay: false, resourceId: 'p-theo' });
  });

  it('selects a slot in the technician’s column', () => {
    const { onSelectSlot } = renderGrid({ events: [], resources });
    drag(document.querySelector('[data-column="1"]')!, [columnLeft(1) + 50, yAt(21, 15)], [columnLeft(1) + 50, yAt(21, 45)]);
    expect(onSelectSlot).toHaveBeenCalledWith({ start: at(26, 21), end: at(26, 22), allDay: false, resourceId: 'p-theo' });
  });
});

describe('an event too narrow for its lines', () => {
  it('shows its title only, and says everything in its name', () => {
    // jsdom's window is 1024 px wide: a week's column has room for one event with all its lines.
    const beside = event('gutter', 'Gutter clean', at(26, 9, 30), at(26, 10, 30));
    renderGrid({ view: 'week', events: [roof, beside] });
    const button = screen.getByRole('button', { name: '9:00 AM \u2013 10:00 AM. Job: Roof repair. Priya Shah is double-booked' });
    expect(button).toHaveTextContent(/^Job: Roof repair$/);
    expect(button).toHaveAttribute('title', '9:00 AM \u2013 10:00 AM. Job: Roof repair. Priya Shah is double-booked');
    expect(screen.getByRole('button', { name: '9:30 AM \u2013 10:30 AM. Job: Gutter clean' })).toHaveTextContent(/^Job: Gutter clean$/);
  });

  it('still shows its double-bookings as text in the technicians view', () => {
    // Eight technicians: each column is 150 px, room for one event with all its lines.
    const team = ['p-priya', 'p-theo', 'p-3', 'p-4', 'p-5', 'p-6', 'p-7', 'p-8'].map((id) => ({ id, title: `Tech ${id}` }));
    const clash = (id: string, title: string, hour: number) => event(`${id}|p-priya`, title, at(26, hour), at(26, hour + 1, 30), { resourceId: 'p-priya', conflicts: ['Priya Shah'] });
    renderGrid({ events: [clash('a', 'Roof repair', 9), clash('b', 'Gutter clean', 10)], resources: team });
    const button = screen.getByRole('button', { name: /^9:00 AM \u2013 10:30 AM\. Job: Roof repair\. Priya Shah is double-booked$/ });
    expect(button).toHaveTextContent(/^Job: Roof repairPriya Shah is double-booked$/);
    expect(within(button).getByText('Priya Shah is double-booked')).toBeInTheDocument();
  });

  it('still shows all its lines when it has the column to itself', () => {
    renderGrid({ view: 'week', events: [roof] });
    const button = eventButton('Job: Roof repair');
    expect(button).not.toHaveAttribute('aria-label');
    expect(button).toHaveTextContent('9:00 AM \u2013 10:00 AM');
    expect(button).toHaveTextContent('Priya Shah is double-booked');
  });
});
