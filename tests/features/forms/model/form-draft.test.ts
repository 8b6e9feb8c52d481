import { describe, expect, it } from 'vitest';
import type { FormTemplateField } from '@/lib/schemas/form-schemas';
import { formDraftFromValues, formValuesFromDraft } from '@/features/forms/model/form-draft';

function field(key: string, fieldType: FormTemplateField['fieldType'], options: string[] = []): FormTemplateField {
  return { key, label: key, fieldType, required: false, options, multiline: false, hint: '' };
}

const fields = [
  field('name', 'Text'),
  field('count', 'Number'),
  field('ok', 'YesNo'),
  field('day', 'Date'),
  field('kind', 'Select', ['A', 'B']),
  field('checks', 'Checklist', ['One', 'Two', 'Three']),
  field('sign', 'Signature'),
];

describe('formDraftFromValues', () => {
  it('turns stored answers into editor values', () => {
    expect(
      formDraftFromValues(fields, { name: 'Pat', count: 2.5, ok: false, day: '2026-03-04', kind: 'B', checks: ['Three', 'One'], sign: 'data:image/png;base64,AA==' }),
    ).toEqual({ name: 'Pat', count: '2.5', ok: 'No', day: '2026-03-04', kind: 'B', checks: ['One', 'Three'], sign: 'data:image/png;base64,AA==' });
  });

  it('gives blanks for unanswered and missing fields', () => {
    expect(formDraftFromValues(fields, { name: null, ok: null })).toEqual({ name: '', count: '', ok: '', day: '', kind: '', checks: [], sign: '' });
    expect(formDraftFromValues([field('ok', 'YesNo')], { ok: true })).toEqual({ ok: 'Yes' });
  });
});

describe('formValuesFromDraft', () => {
  it('trims text, parses numbers, maps Yes/No to booleans and orders checked items as the template does', () => {
    expect(
      formValuesFromDraft(fields, { name: '  Pat  ', count: ' -3.25 ', ok: 'Yes', day: '2026-03-04', kind: 'A', checks: ['Three', 'One'], sign: 'data:image/png;base64,AA==' }),
    ).toEqual({ name: 'Pat', count: -3.25, ok: true, day: '2026-03-04', kind: 'A', checks: ['One', 'Three'], sign: 'data:image/png;base64,AA==' });
  });

  it('sends null for blank answers and an empty list for a checklist with nothing checked', () => {
    expect(formValuesFromDraft(fields, { name: '   ', count: '', ok: '', day: '', kind: '', checks: [], sign: '' })).toEqual({
      name: null,
      count: null,
      ok: null,
      day: null,
      kind: null,
      checks: [],
      sign: null,
    });
  });

  it('round-trips stored answers', () => {
    const stored = { name: 'Pat', count: 0, ok: false, day: '2026-12-31', kind: 'B', checks: ['Two'], sign: null };
    expect(formValuesFromDraft(fields, formDraftFromValues(fields, stored))).toEqual(stored);
  });
});
