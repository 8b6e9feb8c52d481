import { describe, expect, it } from 'vitest';
import {
  createIntakeFormSchema,
  createIntakeRequest,
  defaultIntakeAssignee,
  fromLocalDateTimeInput,
  intakeFormSchema,
  intakeRequestFromForm,
  intakeToFormValues,
  newCreateIntakeValues,
  toLocalDateTimeInput,
} from '@/features/intake/model/intake-form';
import { intakeMessages, type IntakeRecord } from '@/lib/schemas/intake-schemas';

const customer = {
  context: 'c-1',
  customerName: 'Dana Smith',
  parentCustomerName: null,
  active: true,
  telephoneList: [],
  emailList: [],
  address: null,
};

const record: IntakeRecord = {
  context: 'i-1',
  dateTime: '2026-03-02T17:30:00.000Z',
  status: 'Pending',
  description: 'No heat',
  notes: 'Since Monday',
  intakeType: { context: 't-1', text: 'Service Call' },
  intakeSource: null,
  adSource: { context: 'a-1', text: 'Google' },
  assignedTo: { context: 'p-1', name: 'Olivia Office' },
  needsCallback: false,
  customer,
  serviceAddress: null,
  jobs: [],
  version: 3,
};

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('intake editor values', () => {
  it('round-trips a record through the form (local date and time, blank choices)', () => {
    const values = intakeToFormValues(record);
    expect(values).toMatchObject({ dateTime: '2026-03-02T17:30', intakeSourceContext: '', adSourceContext: 'a-1', assignedToContext: 'p-1' });
    expect(intakeRequestFromForm({ ...values, description: '  No heat upstairs ' })).toEqual({
      dateTime: '2026-03-02T17:30:00.000Z',
      status: 'Pending',
      description: 'No heat upstairs',
      notes: 'Since Monday',
      intakeTypeContext: 't-1',
      intakeSourceContext: null,
      adSourceContext: 'a-1',
      assignedToContext: 'p-1',
      needsCallback: false,
      customerContext: 'c-1',
      serviceAddressContext: null,
    });
  });

  it('parses only complete local date-times', () => {
    expect(fromLocalDateTimeInput('2026-03-02T09:05')).toBe('2026-03-02T09:05:00.000Z');
    expect(fromLocalDateTimeInput('')).toBe('');
    expect(fromLocalDateTimeInput('03/02/2026')).toBe('');
    expect(toLocalDateTimeInput('not a date')).toBe('');
  });

  it('validates with the spec 2 §5 messages', () => {
    const values = intakeToFormValues(record);
    expect(intakeFormSchema.safeParse(values).success).toBe(true);
    const bad = intakeFormSchema.safeParse({
      ...values,
      dateTime: '',
      description: '   ',
      notes: 'x'.repeat(2001),
      intakeTypeContext: '',
      customer: { ...values.customer, serviceCustomer: null },
    });
    expect(messagesOf(bad)).toEqual(
      expect.arrayContaining([
        intakeMessages.dateTimeRequired,
        intakeMessages.titleRequired,
        intakeMessages.notesTooLong,
        intakeMessages.typeRequired,
        intakeMessages.customerRequired,
      ]),
    );
    expect(messagesOf(intakeFormSchema.safeParse({ ...values, description: 'x'.repeat(201) }))).toEqual([intakeMessages.titleTooLong]);
    expect(intakeFormSchema.safeParse({ ...values, description: 'x'.repeat(200), notes: 'y'.repeat(2000) }).success).toBe(true);
  });
});

describe('create intake dialog values', () => {
  it('starts Pending with the default assignee and requires Title and Type', () => {
    const values = newCreateIntakeValues('p-9');
    expect(values).toMatchObject({ status: 'Pending', assignedToContext: 'p-9', description: '', intakeTypeContext: '' });
    expect(messagesOf(createIntakeFormSchema.safeParse(values))).toEqual([intakeMessages.titleRequired, intakeMessages.typeRequired]);
  });

  it('creates at the current date and time for the chosen customer and address', () => {
    const now = new Date('2026-05-01T12:00:00.000Z');
    const request = createIntakeRequest(
      { ...newCreateIntakeValues(''), description: ' Leak ', intakeTypeContext: 't-2' },
      { customerContext: 'c-1', serviceAddressContext: 'addr-1' },
      now,
    );
    expect(request).toMatchObject({
      dateTime: '2026-05-01T12:00:00.000Z',
      status: 'Pending',
      description: 'Leak',
      assignedToContext: null,
      customerContext: 'c-1',
      serviceAddressContext: 'addr-1',
    });
  });

  it('takes the default assignee from INTAKE_DEF_ASSIGNEE when that person is active', () => {
    const settings = [{ code: 'INTAKE_DEF_ASSIGNEE', value: 'p-1' }];
    expect(defaultIntakeAssignee(settings, [{ context: 'p-1', active: true }])).toBe('p-1');
    expect(defaultIntakeAssignee(settings, [{ context: 'p-1', active: false }])).toBe('');
    expect(defaultIntakeAssignee([], [{ context: 'p-1', active: true }])).toBe('');
    expect(defaultIntakeAssignee(settings, undefined)).toBe('');
  });
});
