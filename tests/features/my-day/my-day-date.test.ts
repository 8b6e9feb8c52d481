import { describe, expect, it } from 'vitest';
import { dayFromParam, dayHeading, shiftDay } from '@/features/my-day/model/my-day-date';
import { fitWithin } from '@/lib/downscale-image';

describe('My Day dates', () => {
  const today = new Date(2026, 10, 26, 9, 0);
  it('reads the day from the address, falling back to today for a missing or impossible date', () => {
    expect(dayFromParam('2026-11-27', today)).toBe('2026-11-27');
    expect(dayFromParam(null, today)).toBe('2026-11-26');
    expect(dayFromParam('2026-02-30', today)).toBe('2026-11-26');
    expect(dayFromParam('tomorrow', today)).toBe('2026-11-26');
  });
  it('moves a day at a time across months and years', () => {
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDay('2027-01-01', -1)).toBe('2026-12-31');
  });
  it('heads the day with its weekday, adding the year only for another year', () => {
    expect(dayHeading('2026-11-26', today)).toBe('Thursday, November 26');
    expect(dayHeading('2027-01-01', today)).toBe('Friday, January 1, 2027');
  });
});

describe('fitWithin', () => {
  it('shrinks the longest side to the limit, keeping proportions, and never enlarges', () => {
    expect(fitWithin(4032, 3024, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
  });
});
