import { z } from 'zod';
import { localIsoDate } from '@/lib/format';
import { TIMESHEET_NOTES_MAX, timesheetMessages, timerMessages, type TimesheetCreateRequest, type TimesheetRow } from '@/lib/schemas/timesheet-schemas';

/** The entry editor's values: one local day with a start and an end time (entries by hand do not cross midnight). */
export const timesheetEntryFormSchema = z
  .object({
    personnelContext: z.string(),
    entryType: z.string().min(1, timesheetMessages.typeRequired),
    jobContext: z.string(),
    jobLabel: z.string(),
    taskContext: z.string(),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, timesheetMessages.startInvalid),
    startTime: z.string().regex(/^\d{2}:\d{2}$/, timesheetMessages.startInvalid),
    endTime: z.string().regex(/^\d{2}:\d{2}$/, timesheetMessages.endInvalid),
    notes: z.string().max(TIMESHEET_NOTES_MAX, timesheetMessages.notesTooLong),
  })
  .superRefine((value, context) => {
    if (value.entryType === 'Job' && !value.jobContext) context.addIssue({ code: 'custom', path: ['jobContext'], message: timerMessages.jobRequired });
    if (/^\d{2}:\d{2}$/.test(value.startTime) && /^\d{2}:\d{2}$/.test(value.endTime) && value.endTime <= value.startTime) {
      context.addIssue({ code: 'custom', path: ['endTime'], message: timesheetMessages.endBeforeStart });
    }
  });
export type TimesheetEntryFormValues = z.infer<typeof timesheetEntryFormSchema>;

function timeText(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** A new entry: the day shown, 8:00 to 9:00, general shop time. */
export function newEntryValues(day: string, personnelContext: string): TimesheetEntryFormValues {
  return { personnelContext, entryType: 'Shop', jobContext: '', jobLabel: '', taskContext: '', date: day, startTime: '08:00', endTime: '09:00', notes: '' };
}

export function entryToFormValues(entry: TimesheetRow): TimesheetEntryFormValues {
  const start = new Date(entry.startDate);
  const end = new Date(entry.endDate ?? entry.startDate);
  return {
    personnelContext: entry.personnel.context,
    entryType: entry.entryType,
    jobContext: entry.job?.context ?? '',
    jobLabel: entry.job?.name ?? '',
    taskContext: entry.task?.context ?? '',
    date: localIsoDate(start),
    startTime: timeText(start),
    endTime: timeText(end),
    notes: entry.notes,
  };
}

function at(date: string, time: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(year, month - 1, day, hours, minutes).toISOString();
}

/** The request the values make (create; an update adds the context). */
export function formToRequest(values: TimesheetEntryFormValues, canChoosePerson: boolean): TimesheetCreateRequest {
  const type = values.entryType as TimesheetCreateRequest['entryType'];
  return {
    personnelContext: canChoosePerson && values.personnelContext ? values.personnelContext : null,
    entryType: type,
    jobContext: type === 'Job' ? values.jobContext : null,
    taskContext: type === 'Task' ? values.taskContext : null,
    startDate: at(values.date, values.startTime),
    endDate: at(values.date, values.endTime),
    notes: values.notes,
  };
}
