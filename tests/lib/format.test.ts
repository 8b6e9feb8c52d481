import { describe, expect, it } from 'vitest';
import { formatAddressLine, formatDate, formatHours, formatMoney, formatTime, localIsoDate, truncateText } from '@/lib/format';

describe('format', () => {
  it('formats money in US dollars', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('formats dates as MM/dd/yyyy and times as h:mm AM', () => {
    const date = new Date(2026, 2, 5, 14, 7);
    expect(formatDate(date)).toBe('03/05/2026');
    // ICU puts a narrow no-break space before AM/PM.
    expect(formatTime(date)).toMatch(/^2:07\sPM$/);
  });

  it('gives the local day as yyyy-MM-dd', () => {
    expect(localIsoDate(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
  });

  it('truncates long text at the limit with an ellipsis', () => {
    expect(truncateText('a'.repeat(90), 85)).toBe(`${'a'.repeat(85)}\u2026`);
    expect(truncateText('short', 85)).toBe('short');
    expect(truncateText('x'.repeat(85), 85)).toBe('x'.repeat(85));
  });

  it('joins an address on one line', () => {
    expect(formatAddressLine({ street1: '1 Main St', street2: '', city: 'Portland', state: 'OR', postalCode: '97214' })).toBe(
      '1 Main St, Portland, OR 97214',
    );
    expect(formatAddressLine(null)).toBe('');
  });

  it('shows hours with at most two decimals', () => {
    expect(formatHours(7.456)).toBe('7.46 h');
    expect(formatHours(8)).toBe('8 h');
  });
});
