import { describe, expect, it } from 'vitest';
import {
  allDayLastDay,
  appointmentDateRange,
  appointmentDateRangeText,
  compareAppointmentsByStart,
} from '@/features/appointments/model/appointment-date-range';

// Tests run with TZ=UTC.
describe('appointmentDateRange', () => {
  it('shows a timed appointment as MM/dd/yyyy and EEE h:mm aa', () => {
    const range = appointmentDateRange({ startDate: '2026-06-12T09:00:00.000Z', endDate: '2026-06-12T10:30:00.000Z', allDay: false });
    expect(range).toEqual({ dates: '06/12/2026', times: 'Fri 9:00 AM \u2013 Fri 10:30 AM' });
    expect(appointmentDateRangeText({ startDate: '2026-06-12T09:00:00.000Z', endDate: '2026-06-12T10:30:00.000Z', allDay: false })).toBe(
      '06/12/2026, Fri 9:00 AM \u2013 Fri 10:30 AM',
    );
  });

  it('shows both dates when a timed appointment runs past midnight', () => {
    const range = appointmentDateRange({ startDate: '2026-06-12T22:00:00.000Z', endDate: '2026-06-13T02:00:00.000Z', allDay: false });
    expect(range).toEqual({ dates: '06/12/2026 \u2013 06/13/2026', times: 'Fri 10:00 PM \u2013 Sat 2:00 AM' });
  });

  it('shows dates only for all-day appointments, the end being midnight after the last day', () => {
    expect(appointmentDateRange({ startDate: '2026-06-12T00:00:00.000Z', endDate: '2026-06-13T00:00:00.000Z', allDay: true })).toEqual({
      dates: '06/12/2026',
      times: 'All Day',
    });
    expect(appointmentDateRangeText({ startDate: '2026-06-12T00:00:00.000Z', endDate: '2026-06-15T00:00:00.000Z', allDay: true })).toBe(
      '06/12/2026 \u2013 06/14/2026, All Day',
    );
  });

  it('never puts the last day of an all-day appointment before its first', () => {
    const start = '2026-06-12T00:00:00.000Z';
    expect(allDayLastDay({ startDate: start, endDate: start }).toISOString()).toBe(start);
  });
});

describe('compareAppointmentsByStart', () => {
  it('orders by start, then end, then context', () => {
    const item = (context: string, startDate: string, endDate: string) => ({ context, startDate, endDate, allDay: false });
    const sorted = [
      item('c', '2026-06-12T10:00:00Z', '2026-06-12T11:00:00Z'),
      item('b', '2026-06-12T09:00:00Z', '2026-06-12T12:00:00Z'),
      item('a', '2026-06-12T09:00:00Z', '2026-06-12T10:00:00Z'),
      item('d', '2026-06-12T09:00:00Z', '2026-06-12T10:00:00Z'),
    ].sort(compareAppointmentsByStart);
    expect(sorted.map((entry) => entry.context)).toEqual(['a', 'd', 'b', 'c']);
  });
});
