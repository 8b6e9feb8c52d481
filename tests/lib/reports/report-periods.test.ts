import { describe, expect, it } from 'vitest';
import { agingBucketOf, groupIndexer, groupRanges, presetRange, previousRange, toPrevious } from '@/lib/reports/report-periods';

describe('report periods', () => {
  it('reads the presets around today', () => {
    expect(presetRange('this-month', '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetRange('last-month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('this-quarter', '2026-11-27')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(presetRange('this-year', '2026-11-27')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('puts the period of equal length before: whole months by months, else by days', () => {
    expect(previousRange({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(previousRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(previousRange({ from: '2026-10-01', to: '2026-12-31' })).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(previousRange({ from: '2026-11-10', to: '2026-11-16' })).toEqual({ from: '2026-11-03', to: '2026-11-09' });
    const range = { from: '2026-11-01', to: '2026-11-30' };
    expect(toPrevious('2026-11-30', range, previousRange(range))).toBe('2026-10-31');
    expect(toPrevious('2026-11-15', range, previousRange(range))).toBe('2026-10-15');
  });

  it('groups by day, by week from Sunday and by month, each cut to the period', () => {
    expect(groupRanges({ from: '2026-11-01', to: '2026-11-03' }, 'day')).toHaveLength(3);
    expect(groupRanges({ from: '2026-11-04', to: '2026-11-20' }, 'week')).toEqual([
      { from: '2026-11-04', to: '2026-11-07' },
      { from: '2026-11-08', to: '2026-11-14' },
      { from: '2026-11-15', to: '2026-11-20' },
    ]);
    const months = groupRanges({ from: '2026-01-15', to: '2026-03-10' }, 'month');
    expect(months).toEqual([
      { from: '2026-01-15', to: '2026-01-31' },
      { from: '2026-02-01', to: '2026-02-28' },
      { from: '2026-03-01', to: '2026-03-10' },
    ]);
    const indexOf = groupIndexer(months);
    expect([indexOf('2026-01-14'), indexOf('2026-01-15'), indexOf('2026-02-28'), indexOf('2026-03-10'), indexOf('2026-03-11')]).toEqual([-1, 0, 1, 2, -1]);
  });

  it('ages by days past due: Current, 1–30, 31–60, 61–90, 90+', () => {
    expect([-5, 0, 1, 30, 31, 60, 61, 90, 91].map(agingBucketOf)).toEqual(['current', 'current', 'days1to30', 'days1to30', 'days31to60', 'days31to60', 'days61to90', 'days61to90', 'over90']);
  });
});
