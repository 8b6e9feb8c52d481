import { describe, expect, it } from 'vitest';
import { formMessages, SIGNATURE_DATA_URL_PREFIX, SIGNATURE_MAX_LENGTH, type FormTemplateField } from '@/lib/schemas/form-schemas';
import { formDraftSchema } from '@/features/forms/model/form-draft-schema';

function field(key: string, label: string, fieldType: FormTemplateField['fieldType'], required: boolean, options: string[] = []): FormTemplateField {
  return { key, label, fieldType, required, options, multiline: false, hint: '' };
}

const fields = [
  field('contact', 'Site contact', 'Text', true),
  field('area', 'Area (sq ft)', 'Number', false),
  field('hazards', 'Hazards found', 'YesNo', true),
  field('day', 'Survey date', 'Date', true),
  field('kind', 'Property type', 'Select', true, ['Home', 'Commercial']),
  field('areas', 'Areas inspected', 'Checklist', true, ['Attic', 'Roof']),
  field('sign', 'Customer signature', 'Signature', true),
];

const valid = { contact: 'Pat', area: '', hazards: 'No', day: '2026-03-04', kind: 'Home', areas: ['Roof'], sign: `${SIGNATURE_DATA_URL_PREFIX}AA==` };

function messages(values: Record<string, unknown>): Record<string, string> {
  const result = formDraftSchema(fields).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('formDraftSchema', () => {
  it('accepts a complete form, optional answers left blank', () => {
    expect(formDraftSchema(fields).safeParse(valid).success).toBe(true);
  });

  it('says "{Label} is required." for every unanswered required field', () => {
    expect(messages({ contact: '  ', area: '', hazards: '', day: '', kind: '', areas: [], sign: '' })).toEqual({
      contact: 'Site contact is required.',
      hazards: 'Hazards found is required.',
      day: 'Survey date is required.',
      kind: 'Property type is required.',
      areas: 'Areas inspected is required.',
      sign: 'Customer signature is required.',
    });
  });

  it('checks numbers, dates, options, text length and signature size', () => {
    expect(messages({ ...valid, area: '12a' })).toEqual({ area: formMessages.notANumber('Area (sq ft)') });
    expect(messages({ ...valid, area: '-0.5' })).toEqual({});
    expect(messages({ ...valid, area: '.5' })).toEqual({});
    expect(messages({ ...valid, day: '2026-02-29' })).toEqual({ day: formMessages.invalidDate('Survey date') });
    expect(messages({ ...valid, day: '2028-02-29' })).toEqual({});
    expect(messages({ ...valid, kind: 'Castle' })).toEqual({ kind: formMessages.unknownOption('Property type') });
    expect(messages({ ...valid, areas: ['Basement'] })).toEqual({ areas: formMessages.unknownChecklistItem('Areas inspected', 'Basement') });
    expect(messages({ ...valid, contact: 'x'.repeat(4001) })).toEqual({ contact: formMessages.tooLong('Site contact') });
    expect(messages({ ...valid, sign: SIGNATURE_DATA_URL_PREFIX + 'A'.repeat(SIGNATURE_MAX_LENGTH) })).toEqual({
      sign: formMessages.signatureTooLarge('Customer signature'),
    });
  });
});
