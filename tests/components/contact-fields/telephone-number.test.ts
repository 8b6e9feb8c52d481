import { describe, expect, it } from 'vitest';
import { formatTelephoneAsTyped, isValidTelephoneNumber } from '@/lib/schemas/telephone-number';

describe('telephone numbers (libphonenumber-js)', () => {
  it.each([
    ['(503) 555-0142', true],
    ['503.555.0142', true],
    ['1 503 555 0142', true],
    ['+1 503 555 0142', true],
    ['(503) 555-0142 x204', true],
    ['503-555-0142 ext. 12', true],
    ['+44 20 7946 0958', true],
    ['555-0142', false],
    ['(123) 555-0142', false],
    ['503-555-014', false],
    ['503-555-01422', false],
    ['call 503-555-0142', false],
  ])('%s is a number a person can dial: %s', (number, valid) => {
    expect(isValidTelephoneNumber(number)).toBe(valid);
  });

  it('formats a number as it is typed or pasted', () => {
    let text = '';
    const seen: string[] = [];
    for (const digit of '5035550187') {
      text = formatTelephoneAsTyped(text, `${text}${digit}`);
      seen.push(text);
    }
    expect(text).toBe('(503) 555-0187');
    expect(seen).toContain('(503) 555');
    expect(formatTelephoneAsTyped('', '503.555.0187')).toBe('(503) 555-0187');
    expect(formatTelephoneAsTyped('', '+442079460958')).toBe('+44 20 7946 0958');
  });

  it('leaves deletions, edits before the end and extensions as typed', () => {
    expect(formatTelephoneAsTyped('(503) 555-0187', '(503) 555-018')).toBe('(503) 555-018');
    expect(formatTelephoneAsTyped('(503) 555-0187', '(503) 555-01870', false)).toBe('(503) 555-01870');
    expect(formatTelephoneAsTyped('(503) 555-0187', '(503) 555-0187 x2')).toBe('(503) 555-0187 x2');
    expect(formatTelephoneAsTyped('', '(')).toBe('(');
  });
});
