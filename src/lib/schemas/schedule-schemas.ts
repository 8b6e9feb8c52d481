import { z } from 'zod';
import { isoDateTimeSchema } from './date-schemas';
import { appointmentSchema, taskSnapshotItemSchema } from './dashboard-schemas';

/**
 * The schedule (issue 16): one call answers a calendar range's appointments, the tasks due in it and
 * its weather events (spec 2 §2 Appointments, §3 Appointment, Weather event, Task).
 */

/** The longest range one schedule call may ask for (a month view shows six weeks). */
export const SCHEDULE_RANGE_MAX_DAYS = 62;

export const scheduleMessages = {
  rangeInvalid: 'The schedule range must be real dates with its end after its start.',
  rangeTooLong: `The schedule range cannot be longer than ${SCHEDULE_RANGE_MAX_DAYS} days.`,
  moved: 'Appointment rescheduled.',
  moveFailed: 'The appointment could not be moved, so it is back where it was.',
  appointmentDeleted: 'Appointment deleted.',
  doubleBooked: (name: string) => `${name} is double-booked`,
} as const;

export const weatherEventTypes = ['Rain', 'Snow', 'Ice', 'Extreme Heat', 'Extreme Cold', 'High Wind', 'Thunderstorm'] as const;
export type WeatherEventType = (typeof weatherEventTypes)[number];
export const weatherTimesOfDay = ['All Day', 'Morning', 'Afternoon', 'Evening'] as const;
export type WeatherTimeOfDay = (typeof weatherTimesOfDay)[number];

export const weatherMessages = {
  typeRequired: 'Type is required.',
  dateTimeInvalid: 'Enter a valid date and time.',
  timeOfDayRequired: 'Time of day is required.',
  notFound: 'The weather event was not found.',
  created: 'Weather event added.',
  deleted: 'Weather event deleted.',
} as const;

/** Spec 2 §3 Weather event. */
export const weatherEventSchema = z.object({
  context: z.string(),
  type: z.enum(weatherEventTypes),
  dateTime: z.string(),
  timeOfDay: z.enum(weatherTimesOfDay),
});
export type WeatherEvent = z.infer<typeof weatherEventSchema>;

/** `POST WeatherEvent/Create`. */
export const weatherEventCreateSchema = z.object({
  type: z.enum(weatherEventTypes, { error: weatherMessages.typeRequired }),
  dateTime: isoDateTimeSchema({ invalid: weatherMessages.dateTimeInvalid }),
  timeOfDay: z.enum(weatherTimesOfDay, { error: weatherMessages.timeOfDayRequired }),
});
export type WeatherEventCreateRequest = z.infer<typeof weatherEventCreateSchema>;

/** A task with a due date, as the schedule shows it. */
export const scheduleTaskSchema = taskSnapshotItemSchema
  .pick({ context: true, title: true, completeDate: true, completeType: true, status: true, priority: true, assignedTo: true })
  .extend({ completeDate: z.string() });
export type ScheduleTask = z.infer<typeof scheduleTaskSchema>;

/** `POST Schedule/GetRange`: [start, end) as ISO date-times; `assignedTo` empty for everyone. */
export const scheduleRangeRequestSchema = z
  .object({
    start: isoDateTimeSchema({ invalid: scheduleMessages.rangeInvalid }),
    end: isoDateTimeSchema({ invalid: scheduleMessages.rangeInvalid }),
    assignedTo: z.array(z.string().min(1)),
  })
  .superRefine((value, context) => {
    const start = Date.parse(value.start);
    const end = Date.parse(value.end);
    if (!(end > start)) context.addIssue({ code: 'custom', path: ['end'], message: scheduleMessages.rangeInvalid });
    else if (end - start > SCHEDULE_RANGE_MAX_DAYS * 86_400_000) context.addIssue({ code: 'custom', path: ['end'], message: scheduleMessages.rangeTooLong });
  });
export type ScheduleRangeRequest = z.infer<typeof scheduleRangeRequestSchema>;

export const scheduleRangeResponseSchema = z.object({
  appointments: z.array(appointmentSchema),
  tasks: z.array(scheduleTaskSchema),
  weatherEvents: z.array(weatherEventSchema),
});
export type ScheduleRangeResponse = z.infer<typeof scheduleRangeResponseSchema>;
