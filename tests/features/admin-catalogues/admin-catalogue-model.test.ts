// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decimalNumber, discountFormSchema, taxOverrideFormSchema } from '@/lib/catalogues/catalogue-forms';
import { cleanFormTemplate, formTemplateFormSchema, moved, newField, optionsFromText, optionsToText, previewFields } from '@/features/admin-catalogues/model/form-template-form';

describe('form template editor model', () => {
  it('keeps typed option lines round trip and drops blank ones when cleaning', () => {
    expect(optionsToText(optionsFromText('A\nB\n'))).toBe('A\nB\n');
    const values = { name: 'T', description: '', active: true, fields: [{ ...newField('Checklist'), label: 'Checks', options: [' A', '', 'B '] }, { ...newField('Number'), label: 'N', options: ['x'], multiline: true }] };
    expect(cleanFormTemplate(values).fields.map((field) => [field.options, field.multiline])).toEqual([
      [['A', 'B'], false],
      [[], false],
    ]);
    expect(formTemplateFormSchema.safeParse(values).success).toBe(true);
  });

  it('gives preview fields a key and a label before they are saved', () => {
    const fields = previewFields({ name: '', description: '', active: true, fields: [newField('Select'), { ...newField('Text'), key: 'kept', label: ' Notes ' }] });
    expect(fields.map((field) => [field.key, field.label])).toEqual([
      ['new-field-1', 'Field 1'],
      ['kept', 'Notes'],
    ]);
  });

  it('moves an item', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });
});

describe('catalogue dialogs model', () => {
  it('reads typed values as exact decimals and checks them as the server does', () => {
    expect(decimalNumber('12.50')).toBe(12.5);
    expect(decimalNumber('1e3')).toBeNull();
    const percent = discountFormSchema.safeParse({ description: 'X', discountType: 'Percentage', value: '100.5' });
    expect(percent.error?.issues.map((issue) => issue.message)).toEqual(['Percentage cannot be greater than 100.']);
    expect(discountFormSchema.safeParse({ description: 'X', discountType: 'Amount', value: '100.5' }).success).toBe(true);
    const rate = taxOverrideFormSchema.safeParse({ description: '', taxRate: 'abc' });
    expect(rate.error?.issues.map((issue) => issue.message)).toEqual(['Description is required.', 'Tax Rate % must be a number from 0 to 100.']);
  });
});
