import { describe, expect, it } from 'vitest';
import { countOccurrences, occurrencePeriods } from '@/lib/reports/occurrence';

describe('occurrencePeriods', () => {
  it('cuts a range into days, weeks from Sunday and calendar months, clipping the ends', () => {
    expect(occurrencePeriods('2026-11-27', '2026-11-29', 'day')).toEqual([
      { start: '2026-11-27', end: '2026-11-27' },
      { start: '2026-11-28', end: '2026-11-28' },
      { start: '2026-11-29', end: '2026-11-29' },
    ]);
    // 2026-11-25 is a Wednesday: its week began on Sunday the 22nd.
    expect(occurrencePeriods('2026-11-25', '2026-12-08', 'week')).toEqual([
      { start: '2026-11-25', end: '2026-11-28' },
      { start: '2026-11-29', end: '2026-12-05' },
      { start: '2026-12-06', end: '2026-12-08' },
    ]);
    expect(occurrencePeriods('2026-01-15', '2026-03-02', 'month')).toEqual([
      { start: '2026-01-15', end: '2026-01-31' },
      { start: '2026-02-01', end: '2026-02-28' },
      { start: '2026-03-01', end: '2026-03-02' },
    ]);
  });

  it('refuses a backwards range and more than a year of days', () => {
    expect(occurrencePeriods('2026-02-01', '2026-01-01', 'day')).toBeNull();
    expect(occurrencePeriods('2025-01-01', '2026-12-31', 'day')).toBeNull();
    expect(occurrencePeriods('2025-01-01', '2026-12-31', 'month')).toHaveLength(24);
  });
});

describe('countOccurrences', () => {
  const periods = occurrencePeriods('2026-11-01', '2026-12-31', 'month')!;

  it('counts per group and period, most first, and leaves out records outside the range', () => {
    const counts = countOccurrences(
      [
        { date: '2026-11-03', key: 'p', label: 'Pending' },
        { date: '2026-12-10', key: 'p', label: 'Pending' },
        { date: '2026-12-31', key: 'c', label: 'Complete' },
        { date: '2027-01-01', key: 'c', label: 'Complete' },
        { date: '2026-10-31', key: 'x', label: 'Cancelled' },
      ],
      periods,
    );
    expect(counts).toEqual({
      groups: [
        { key: 'p', label: 'Pending', counts: [1, 1], total: 2 },
        { key: 'c', label: 'Complete', counts: [0, 1], total: 1 },
      ],
      periodTotals: [1, 2],
      total: 3,
    });
  });
});
