import { z } from 'zod';
import { localIsoDate } from '@/lib/format';
import {
  appointmentDescriptionSchema,
  appointmentMessages,
  appointmentTitleSchema,
  appointmentTypeSchema,
  type AppointmentCreateRequest,
  type AppointmentUpdateRequest,
} from '@/lib/schemas/appointment-schemas';
import type { Appointment } from '@/lib/schemas/dashboard-schemas';
import { allDayLastDay } from './appointment-date-range';

export type AppointmentType = Appointment['appointmentType']['text'];

/** What a new appointment starts from (the owner's record supplies these). */
export interface AppointmentDefaults {
  title: string;
  description?: string;
  appointmentType: AppointmentType;
  intakeContext?: string | null;
  jobContext?: string | null;
  customerContext: string | null;
  addressContext: string | null;
  /** Personnel to assign by default, e.g. the intake's assignee. */
  participantContexts?: string[];
  /** When it runs, e.g. the calendar slot chosen on the schedule (default: the next whole hour, one hour). */
  start?: Date;
  end?: Date;
  allDay?: boolean;
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^\d{2}:\d{2}$/;
const HOUR_MS = 3_600_000;

/** A local date (`yyyy-MM-dd`) and time (`HH:mm`) as a moment; `null` when either is not valid. */
export function localDateTime(date: string, time = '00:00'): Date | null {
  if (!DATE_PATTERN.test(date) || !TIME_PATTERN.test(time)) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const moment = new Date(year, month - 1, day, hours, minutes, 0, 0);
  // new Date rolls 02/30 over to March: a date that does not exist is not valid.
  if (moment.getFullYear() !== year || moment.getMonth() !== month - 1 || moment.getDate() !== day) return null;
  return moment;
}

/** `HH:mm` of a moment in local time. */
export function localTimeText(moment: Date): string {
  return `${String(moment.getHours()).padStart(2, '0')}:${String(moment.getMinutes()).padStart(2, '0')}`;
}

export const appointmentFormSchema = z
  .object({
    title: appointmentTitleSchema,
    appointmentType: appointmentTypeSchema,
    allDay: z.boolean(),
    startDate: z.string(),
    startTime: z.string(),
    endDate: z.string(),
    endTime: z.string(),
    participantContexts: z.array(z.string()),
    description: appointmentDescriptionSchema,
    /** The job's work orders done on this visit (issue 16). */
    workOrderContexts: z.array(z.string()),
  })
  .superRefine((value, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (!value.startDate) issue('startDate', appointmentMessages.startDateRequired);
    else if (!localDateTime(value.startDate)) issue('startDate', appointmentMessages.startInvalid);
    if (!value.endDate) issue('endDate', appointmentMessages.endDateRequired);
    else if (!localDateTime(value.endDate)) issue('endDate', appointmentMessages.endInvalid);
    if (value.allDay) {
      const first = localDateTime(value.startDate);
      const last = localDateTime(value.endDate);
      if (first && last && last < first) issue('endDate', appointmentMessages.endDateBeforeStart);
      return;
    }
    if (!value.startTime) issue('startTime', appointmentMessages.startTimeRequired);
    if (!value.endTime) issue('endTime', appointmentMessages.endTimeRequired);
    const start = localDateTime(value.startDate, value.startTime);
    const end = localDateTime(value.endDate, value.endTime);
    if (start && end && end <= start) {
      const endDay = localDateTime(value.endDate);
      const startDay = localDateTime(value.startDate);
      issue(endDay && startDay && endDay < startDay ? 'endDate' : 'endTime', appointmentMessages.endBeforeStart);
    }
  });
export type AppointmentFormValues = z.infer<typeof appointmentFormSchema>;

/** The next whole hour after `now`. */
export function nextWholeHour(now: Date): Date {
  const next = new Date(now);
  next.setMinutes(0, 0, 0);
  next.setHours(next.getHours() + 1);
  return next;
}

/** A new appointment: the owner's title and type, starting at the next whole hour, one hour long. */
export function newAppointmentFormValues(defaults: AppointmentDefaults, now: Date = new Date()): AppointmentFormValues {
  const start = defaults.start ?? nextWholeHour(now);
  const allDay = defaults.allDay ?? false;
  // An all-day slot ends at midnight after its last day: the form shows the last day itself.
  const end = defaults.end ? (allDay ? new Date(defaults.end.getTime() - 1) : defaults.end) : new Date(start.getTime() + HOUR_MS);
  return {
    title: defaults.title.trim(),
    appointmentType: defaults.appointmentType,
    allDay,
    startDate: localIsoDate(start),
    startTime: allDay ? '08:00' : localTimeText(start),
    endDate: localIsoDate(end),
    endTime: allDay ? '09:00' : localTimeText(end),
    participantContexts: [...(defaults.participantContexts ?? [])],
    description: defaults.description ?? '',
    workOrderContexts: [],
  };
}

/** The editor's values of a saved appointment; an all-day one gets 8–9 AM for when it is made timed. */
export function appointmentToFormValues(appointment: Appointment): AppointmentFormValues {
  const start = new Date(appointment.startDate);
  const end = appointment.allDay ? allDayLastDay(appointment) : new Date(appointment.endDate);
  return {
    title: appointment.title,
    appointmentType: appointment.appointmentType.text,
    allDay: appointment.allDay,
    startDate: localIsoDate(start),
    startTime: appointment.allDay ? '08:00' : localTimeText(start),
    endDate: localIsoDate(end),
    endTime: appointment.allDay ? '09:00' : localTimeText(end),
    participantContexts: appointment.participants.map((person) => person.context),
    description: appointment.description,
    workOrderContexts: appointment.workOrders.map((workOrder) => workOrder.workOrderIdentifier.context),
  };
}

/**
 * Start and end as ISO date-times: a timed appointment from its start to its end; an all-day one from
 * local midnight of its first day to local midnight after its last day.
 */
export function appointmentTiming(values: AppointmentFormValues): Pick<AppointmentCreateRequest, 'allDay' | 'startDate' | 'endDate'> {
  if (values.allDay) {
    const first = localDateTime(values.startDate)!;
    const last = localDateTime(values.endDate)!;
    const afterLast = new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1);
    return { allDay: true, startDate: first.toISOString(), endDate: afterLast.toISOString() };
  }
  return {
    allDay: false,
    startDate: localDateTime(values.startDate, values.startTime)!.toISOString(),
    endDate: localDateTime(values.endDate, values.endTime)!.toISOString(),
  };
}

function editableFields(values: AppointmentFormValues) {
  return {
    title: values.title.trim(),
    description: values.description,
    appointmentType: values.appointmentType,
    participantContexts: [...values.participantContexts],
    workOrderContexts: [...values.workOrderContexts],
    ...appointmentTiming(values),
  };
}

/** `POST Appointment/Create` for valid editor values. */
export function appointmentCreateRequest(values: AppointmentFormValues, defaults: AppointmentDefaults): AppointmentCreateRequest {
  return {
    ...editableFields(values),
    intakeContext: defaults.intakeContext ?? null,
    jobContext: defaults.jobContext ?? null,
    customerContext: defaults.customerContext,
    addressContext: defaults.addressContext,
  };
}

/** `POST Appointment/Update` for valid editor values. */
export function appointmentUpdateRequest(context: string, values: AppointmentFormValues): AppointmentUpdateRequest {
  return { context, ...editableFields(values) };
}

/**
 * Where the end moves when the start changes: the same length later, so moving the start keeps the
 * appointment's duration. `null` when the old or new start or the old end is not a valid moment.
 */
export function endAfterStartChange(
  values: Pick<AppointmentFormValues, 'startDate' | 'startTime' | 'endDate' | 'endTime' | 'allDay'>,
  next: { startDate: string; startTime: string },
): { endDate: string; endTime: string } | null {
  const time = (text: string) => (values.allDay ? '00:00' : text);
  const oldStart = localDateTime(values.startDate, time(values.startTime));
  const oldEnd = localDateTime(values.endDate, time(values.endTime));
  const newStart = localDateTime(next.startDate, time(next.startTime));
  if (!oldStart || !oldEnd || !newStart || oldEnd < oldStart) return null;
  const end = new Date(newStart.getTime() + (oldEnd.getTime() - oldStart.getTime()));
  if (values.allDay) {
    // Whole days: keep the number of days, whatever daylight saving did to the hours.
    const days = Math.round((localDateTime(values.endDate)!.getTime() - localDateTime(values.startDate)!.getTime()) / (24 * HOUR_MS));
    const last = new Date(newStart.getFullYear(), newStart.getMonth(), newStart.getDate() + days);
    return { endDate: localIsoDate(last), endTime: values.endTime };
  }
  return { endDate: localIsoDate(end), endTime: localTimeText(end) };
}

/** Types offered in the editor: an intake schedules an Estimate or a Visit; a job any of the three. */
export function appointmentTypeOptions(defaults: Pick<AppointmentDefaults, 'intakeContext'>): AppointmentType[] {
  return defaults.intakeContext ? ['Estimate', 'Visit'] : ['Job', 'Estimate', 'Visit'];
}
