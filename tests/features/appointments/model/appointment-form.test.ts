import { describe, expect, it } from 'vitest';
import {
  appointmentCreateRequest,
  appointmentFormSchema,
  appointmentTiming,
  appointmentToFormValues,
  appointmentTypeOptions,
  appointmentUpdateRequest,
  endAfterStartChange,
  localDateTime,
  newAppointmentFormValues,
  nextWholeHour,
  type AppointmentFormValues,
} from '@/features/appointments/model/appointment-form';
import { ownerAppointmentDefaults } from '@/features/appointments/model/owner-appointment-defaults';
import { appointmentMessages } from '@/lib/schemas/appointment-schemas';
import type { Appointment } from '@/lib/schemas/dashboard-schemas';

// Tests run with TZ=UTC, so local times equal UTC.
const defaults = ownerAppointmentDefaults({ kind: 'intake', context: 'intake-1' }, { title: '  Roof leak  ', appointmentType: 'Estimate' });

function values(overrides: Partial<AppointmentFormValues> = {}): AppointmentFormValues {
  return {
    title: 'Roof leak',
    appointmentType: 'Estimate',
    allDay: false,
    startDate: '2026-06-12',
    startTime: '09:00',
    endDate: '2026-06-12',
    endTime: '10:00',
    participantContexts: [],
    description: '',
    workOrderContexts: [],
    ...overrides,
  };
}

function messages(input: AppointmentFormValues): Record<string, string> {
  const result = appointmentFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('new appointment values', () => {
  it('starts at the next whole hour, one hour long, with the owner\u2019s title and type', () => {
    expect(nextWholeHour(new Date('2026-06-12T09:20:00Z')).toISOString()).toBe('2026-06-12T10:00:00.000Z');
    expect(nextWholeHour(new Date('2026-06-12T09:00:00Z')).toISOString()).toBe('2026-06-12T10:00:00.000Z');
    expect(newAppointmentFormValues(defaults, new Date('2026-06-12T23:40:00Z'))).toEqual({
      title: 'Roof leak',
      appointmentType: 'Estimate',
      allDay: false,
      startDate: '2026-06-13',
      startTime: '00:00',
      endDate: '2026-06-13',
      endTime: '01:00',
      participantContexts: [],
      description: '',
      workOrderContexts: [],
    });
  });

  it('makes an intake appointment a Visit and a job appointment a Job unless told otherwise', () => {
    expect(ownerAppointmentDefaults({ kind: 'intake', context: 'i' })).toMatchObject({ appointmentType: 'Visit', intakeContext: 'i', jobContext: null, title: '' });
    expect(ownerAppointmentDefaults({ kind: 'job', context: 'j' }, { title: 'Install' })).toMatchObject({ appointmentType: 'Job', intakeContext: null, jobContext: 'j' });
    expect(appointmentTypeOptions({ intakeContext: 'i' })).toEqual(['Estimate', 'Visit']);
    expect(appointmentTypeOptions({ intakeContext: null })).toEqual(['Job', 'Estimate', 'Visit']);
  });
});

describe('appointmentFormSchema', () => {
  it('accepts a valid timed appointment', () => {
    expect(messages(values())).toEqual({});
  });

  it('requires a title of at most 200 characters and a description of at most 2000', () => {
    expect(messages(values({ title: '   ' }))).toEqual({ title: appointmentMessages.titleRequired });
    expect(messages(values({ title: 'x'.repeat(201) }))).toEqual({ title: appointmentMessages.titleTooLong });
    expect(messages(values({ title: 'x'.repeat(200), description: 'x'.repeat(2000) }))).toEqual({});
    expect(messages(values({ description: 'x'.repeat(2001) }))).toEqual({ description: appointmentMessages.descriptionTooLong });
  });

  it('requires dates and times and an end after the start', () => {
    expect(messages(values({ startDate: '', startTime: '', endDate: '', endTime: '' }))).toEqual({
      startDate: appointmentMessages.startDateRequired,
      startTime: appointmentMessages.startTimeRequired,
      endDate: appointmentMessages.endDateRequired,
      endTime: appointmentMessages.endTimeRequired,
    });
    expect(messages(values({ endTime: '09:00' }))).toEqual({ endTime: appointmentMessages.endBeforeStart });
    expect(messages(values({ endDate: '2026-06-11', endTime: '11:00' }))).toEqual({ endDate: appointmentMessages.endBeforeStart });
    expect(messages(values({ startDate: '2026-02-30' }))).toEqual({ startDate: appointmentMessages.startInvalid });
  });

  it('ignores the times of an all-day appointment and allows a single day', () => {
    expect(messages(values({ allDay: true, startTime: '', endTime: '' }))).toEqual({});
    expect(messages(values({ allDay: true, endDate: '2026-06-11' }))).toEqual({ endDate: appointmentMessages.endDateBeforeStart });
  });
});

describe('requests from the editor', () => {
  it('sends a timed appointment\u2019s local start and end', () => {
    expect(appointmentTiming(values())).toEqual({ allDay: false, startDate: '2026-06-12T09:00:00.000Z', endDate: '2026-06-12T10:00:00.000Z' });
  });

  it('sends an all-day appointment from midnight of its first day to midnight after its last', () => {
    expect(appointmentTiming(values({ allDay: true, endDate: '2026-06-14' }))).toEqual({
      allDay: true,
      startDate: '2026-06-12T00:00:00.000Z',
      endDate: '2026-06-15T00:00:00.000Z',
    });
  });

  it('adds the owner to a create request and the context to an update', () => {
    expect(appointmentCreateRequest(values({ title: ' Roof leak ', participantContexts: ['p1'] }), defaults)).toEqual({
      title: 'Roof leak',
      description: '',
      appointmentType: 'Estimate',
      participantContexts: ['p1'],
      workOrderContexts: [],
      allDay: false,
      startDate: '2026-06-12T09:00:00.000Z',
      endDate: '2026-06-12T10:00:00.000Z',
      intakeContext: 'intake-1',
      jobContext: null,
      customerContext: null,
      addressContext: null,
    });
    expect(appointmentUpdateRequest('a-1', values())).toMatchObject({ context: 'a-1', title: 'Roof leak' });
  });

  it('turns a saved appointment back into editor values', () => {
    const saved = {
      context: 'a-1',
      title: 'Install',
      description: 'Side gate',
      startDate: '2026-06-12T00:00:00.000Z',
      endDate: '2026-06-14T00:00:00.000Z',
      allDay: true,
      appointmentType: { text: 'Job' },
      participants: [{ context: 'p1', name: 'Theo Tech' }],
      workOrders: [{ filename: 'WorkOrder-7.pdf', internalNotes: '', workOrderIdentifier: { context: 'wo-7' } }],
    } as Appointment;
    expect(appointmentToFormValues(saved)).toEqual({
      title: 'Install',
      appointmentType: 'Job',
      allDay: true,
      startDate: '2026-06-12',
      startTime: '08:00',
      endDate: '2026-06-13',
      endTime: '09:00',
      participantContexts: ['p1'],
      description: 'Side gate',
      workOrderContexts: ['wo-7'],
    });
    expect(appointmentToFormValues({ ...saved, allDay: false, startDate: '2026-06-12T13:30:00.000Z', endDate: '2026-06-12T15:00:00.000Z' })).toMatchObject({
      startDate: '2026-06-12',
      startTime: '13:30',
      endDate: '2026-06-12',
      endTime: '15:00',
    });
  });
});

describe('endAfterStartChange', () => {
  it('moves the end with the start, keeping the length', () => {
    expect(endAfterStartChange(values({ endTime: '10:30' }), { startDate: '2026-06-12', startTime: '23:00' })).toEqual({ endDate: '2026-06-13', endTime: '00:30' });
    expect(endAfterStartChange(values(), { startDate: '2026-06-20', startTime: '09:00' })).toEqual({ endDate: '2026-06-20', endTime: '10:00' });
  });

  it('keeps the number of days of an all-day appointment', () => {
    expect(endAfterStartChange(values({ allDay: true, endDate: '2026-06-14' }), { startDate: '2026-06-20', startTime: '09:00' })).toEqual({
      endDate: '2026-06-22',
      endTime: '10:00',
    });
  });

  it('leaves the end alone when the old or new start is not a valid moment', () => {
    expect(endAfterStartChange(values({ startTime: '' }), { startDate: '2026-06-20', startTime: '09:00' })).toBeNull();
    expect(endAfterStartChange(values(), { startDate: '', startTime: '09:00' })).toBeNull();
    expect(localDateTime('2026-13-01')).toBeNull();
  });
});
