// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { maintenanceCostText, maintenanceRequestFromForm } from '@/features/resources/model/maintenance-form';
import { dateIssuedAfterAssigning, newResourceFormValues, resourceRequestFromForm, typeChangeNeedsConfirmation } from '@/features/resources/model/resource-form';
import { richTextLength, storedRichText } from '@/lib/rich-text';
import { isMaintenanceCostText, maintenanceCostFromText } from '@/lib/schemas/resource-maintenance-schemas';
import { resourceFormSchema, resourceMessages } from '@/lib/schemas/resource-schemas';

describe('resource rules (spec 3 §4, §5)', () => {
  it('sets the date issued to today for a new person, clears it with nobody, keeps it otherwise', () => {
    expect(dateIssuedAfterAssigning('', 'p1', '', '2026-03-02')).toBe('2026-03-02');
    expect(dateIssuedAfterAssigning('p1', 'p2', '2025-01-01', '2026-03-02')).toBe('2026-03-02');
    expect(dateIssuedAfterAssigning('p1', '', '2025-01-01', '2026-03-02')).toBe('');
    expect(dateIssuedAfterAssigning('p1', 'p1', '2025-01-01', '2026-03-02')).toBe('2025-01-01');
  });

  it('asks before a type change only when attributes exist and the type differs', () => {
    expect(typeChangeNeedsConfirmation(2, 'a', 'b')).toBe(true);
    expect(typeChangeNeedsConfirmation(0, 'a', 'b')).toBe(false);
    expect(typeChangeNeedsConfirmation(2, 'a', 'a')).toBe(false);
  });

  it('sends blanks as null and no date without a person', () => {
    const request = resourceRequestFromForm({ ...newResourceFormValues(), name: ' Drill ', dateIssued: '2026-01-01', attributes: [{ attributeContext: 'x', value: ' 18 V ' }] });
    expect(request).toMatchObject({ name: 'Drill', resourceTypeContext: null, assignedToContext: null, dateIssued: null, attributes: [{ attributeContext: 'x', value: '18 V' }] });
  });

  it('rejects duplicate and blank attribute rows and counts the description as text', () => {
    const values = { ...newResourceFormValues(), name: 'Drill', attributes: [{ attributeContext: 'x', value: '1' }, { attributeContext: 'x', value: ' ' }] };
    const issues = resourceFormSchema.safeParse(values).error?.issues.map((issue) => issue.message);
    expect(issues).toEqual(expect.arrayContaining([resourceMessages.duplicateAttributes, resourceMessages.valueRequired]));
    expect(richTextLength(`<p>${'a'.repeat(1000)}</p>`)).toBe(1000);
    expect(resourceFormSchema.safeParse({ ...newResourceFormValues(), name: 'x', description: `<p>${'a'.repeat(1001)}</p>` }).error?.issues[0]?.message).toBe(resourceMessages.descriptionTooLong);
  });

  it('stores only the editor formatting, without attributes or scripts', () => {
    expect(storedRichText('<p style="x" onclick="y()">Hi <b>there</b><img src=x onerror=1></p><script>bad()</script>')).toBe('<p>Hi <b>there</b></p>');
    expect(storedRichText('<p> </p>')).toBe('');
  });
});

describe('maintenance cost (money in cents)', () => {
  it('takes amounts from 0 with at most two decimals, exactly', () => {
    expect(['', '0', '42.5', '.99', '9999999.99'].every(isMaintenanceCostText)).toBe(true);
    expect(['-1', '1.234', 'abc', '10000000'].some(isMaintenanceCostText)).toBe(false);
    expect(maintenanceCostFromText('0.1')).toBe(0.1);
    expect(maintenanceCostFromText(' ')).toBeNull();
    expect(maintenanceCostText(412.5)).toBe('$412.50');
    expect(maintenanceRequestFromForm({ date: '2026-03-01', description: ' Oil ', cost: '19.90', performedByContext: '' }, 'r1', 'm1')).toEqual({
      resourceContext: 'r1',
      context: 'm1',
      date: '2026-03-01',
      description: 'Oil',
      cost: 19.9,
      performedByContext: null,
    });
  });
});
