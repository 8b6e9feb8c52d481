import { describe, expect, it } from 'vitest';
import type { FormTemplateField } from '@/lib/schemas/form-schemas';
import { completionText, formCompletion } from '@/features/forms/model/form-completion';
import { formatAnswer, formatFormDate, NOT_ANSWERED } from '@/features/forms/model/format-answer';

function field(key: string, fieldType: FormTemplateField['fieldType'], required = false): FormTemplateField {
  return { key, label: key, fieldType, required, options: ['A', 'B'], multiline: false, hint: '' };
}

const fields = [field('text', 'Text', true), field('yes', 'YesNo', true), field('number', 'Number'), field('checks', 'Checklist'), field('sign', 'Signature', true)];

describe('formCompletion', () => {
  it('counts answers: No and 0 are answers, blanks and empty checklists are not', () => {
    const completion = formCompletion(fields, { text: '  ', yes: false, number: 0, checks: [], sign: null });
    expect(completion).toEqual({ answered: 2, total: 5, missingRequired: 2 });
    expect(completionText(completion)).toBe('2 of 5 answered');
  });

  it('treats missing values as unanswered', () => {
    expect(formCompletion(fields, {})).toEqual({ answered: 0, total: 5, missingRequired: 3 });
    expect(completionText(formCompletion(fields, { text: 'x', yes: true, number: 3, checks: ['A'], sign: 'data:image/png;base64,AA==' }))).toBe(
      '5 of 5 answered',
    );
  });
});

describe('formatAnswer', () => {
  it('shows answers as read-only text', () => {
    expect(formatAnswer(field('yes', 'YesNo'), true)).toBe('Yes');
    expect(formatAnswer(field('yes', 'YesNo'), false)).toBe('No');
    expect(formatAnswer(field('day', 'Date'), '2026-03-04')).toBe('03/04/2026');
    expect(formatAnswer(field('number', 'Number'), 1978)).toBe('1978');
    expect(formatAnswer(field('number', 'Number'), -2.5)).toBe('-2.5');
    expect(formatAnswer(field('checks', 'Checklist'), ['A', 'B'])).toBe('A, B');
    expect(formatAnswer(field('text', 'Text'), 'Line one\nLine two')).toBe('Line one\nLine two');
    expect(formatAnswer(field('text', 'Text'), null)).toBe(NOT_ANSWERED);
    expect(formatAnswer(field('checks', 'Checklist'), [])).toBe(NOT_ANSWERED);
  });

  it('keeps the calendar day of a date whatever the time zone', () => {
    expect(formatFormDate('2026-01-01')).toBe('01/01/2026');
  });
});
